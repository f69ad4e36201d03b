import en from '../../../locales/en/koxOutreach.json';
import zh from '../../../locales/zh/koxOutreach.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxOutreach', { zh, en });
