import en from '../../../locales/en/koxMailbox.json';
import zh from '../../../locales/zh/koxMailbox.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxMailbox', { zh, en });
