import en from '../../../locales/en/chat.json';
import zh from '../../../locales/zh/chat.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('chat', { zh, en });
