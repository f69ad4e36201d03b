import en from '../../../locales/en/koxStorage.json';
import zh from '../../../locales/zh/koxStorage.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxStorage', { zh, en });
