import en from '../../../locales/en/imports.json';
import zh from '../../../locales/zh/imports.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('imports', { zh, en });
