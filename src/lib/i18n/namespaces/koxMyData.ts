import en from '../../../locales/en/koxMyData.json';
import zh from '../../../locales/zh/koxMyData.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxMyData', { zh, en });
