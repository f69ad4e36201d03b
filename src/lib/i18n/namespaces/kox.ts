import en from '../../../locales/en/kox.json';
import zh from '../../../locales/zh/kox.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('kox', { zh, en });
