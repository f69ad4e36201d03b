import en from '../../../locales/en/teammanage.json';
import zh from '../../../locales/zh/teammanage.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('teammanage', { zh, en });
