import en from '../../../locales/en/koxProject.json';
import zh from '../../../locales/zh/koxProject.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxProject', { zh, en });
