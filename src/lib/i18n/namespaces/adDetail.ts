import en from '../../../locales/en/adDetail.json';
import zh from '../../../locales/zh/adDetail.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('adDetail', { zh, en });
