import en from '../../../locales/en/adData.json';
import zh from '../../../locales/zh/adData.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('adData', { zh, en });
