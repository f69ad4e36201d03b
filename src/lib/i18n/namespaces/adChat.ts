import en from '../../../locales/en/adChat.json';
import zh from '../../../locales/zh/adChat.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('adChat', { zh, en });
