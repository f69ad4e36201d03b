import en from '../../../locales/en/keywords.json';
import zh from '../../../locales/zh/keywords.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('keywords', { zh, en });
