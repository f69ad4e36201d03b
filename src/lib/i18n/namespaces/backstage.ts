import en from '../../../locales/en/backstage.json';
import zh from '../../../locales/zh/backstage.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('backstage', { zh, en });
