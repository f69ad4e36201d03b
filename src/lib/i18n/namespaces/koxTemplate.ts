import en from '../../../locales/en/koxTemplate.json';
import zh from '../../../locales/zh/koxTemplate.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxTemplate', { zh, en });
