import en from '../../../locales/en/dashboards.json';
import zh from '../../../locales/zh/dashboards.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('dashboards', { zh, en });
