import en from '../../../locales/en/auth.json';
import zh from '../../../locales/zh/auth.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('auth', { zh, en });
