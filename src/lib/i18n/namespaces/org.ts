import en from '../../../locales/en/org.json';
import zh from '../../../locales/zh/org.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('org', { zh, en });
