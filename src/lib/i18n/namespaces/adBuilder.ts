import en from '../../../locales/en/adBuilder.json';
import zh from '../../../locales/zh/adBuilder.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('adBuilder', { zh, en });
