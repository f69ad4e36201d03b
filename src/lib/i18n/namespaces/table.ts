import en from '../../../locales/en/table.json';
import zh from '../../../locales/zh/table.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('table', { zh, en });
