import en from '../../../locales/en/apps.json';
import zh from '../../../locales/zh/apps.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('apps', { zh, en });
