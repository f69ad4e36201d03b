import en from '../../../locales/en/koxImport.json';
import zh from '../../../locales/zh/koxImport.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxImport', { zh, en });
