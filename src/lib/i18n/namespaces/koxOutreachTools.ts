import en from '../../../locales/en/koxOutreachTools.json';
import zh from '../../../locales/zh/koxOutreachTools.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxOutreachTools', { zh, en });
