import en from '../../../locales/en/adReport.json';
import zh from '../../../locales/zh/adReport.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('adReport', { zh, en });
