import en from '../../../locales/en/reportExport.json';
import zh from '../../../locales/zh/reportExport.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('reportExport', { zh, en });
