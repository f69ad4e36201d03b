import en from '../../../locales/en/teams.json';
import zh from '../../../locales/zh/teams.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('teams', { zh, en });
