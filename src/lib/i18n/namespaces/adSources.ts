import en from '../../../locales/en/adSources.json';
import zh from '../../../locales/zh/adSources.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('adSources', { zh, en });
