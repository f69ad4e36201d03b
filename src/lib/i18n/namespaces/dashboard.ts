import en from '../../../locales/en/dashboard.json';
import zh from '../../../locales/zh/dashboard.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('dashboard', { zh, en });
