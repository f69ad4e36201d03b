import en from '../../../locales/en/adImport.json';
import zh from '../../../locales/zh/adImport.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('adImport', { zh, en });
