import en from '../../../locales/en/koxOutreachUi.json';
import zh from '../../../locales/zh/koxOutreachUi.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxOutreachUi', { zh, en });
