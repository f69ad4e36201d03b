import en from '../../../locales/en/reportShare.json';
import zh from '../../../locales/zh/reportShare.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('reportShare', { zh, en });
