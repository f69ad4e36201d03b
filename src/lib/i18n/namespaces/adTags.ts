import en from '../../../locales/en/adTags.json';
import zh from '../../../locales/zh/adTags.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('adTags', { zh, en });
