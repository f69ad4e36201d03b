import en from '../../../locales/en/koxReplies.json';
import zh from '../../../locales/zh/koxReplies.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxReplies', { zh, en });
