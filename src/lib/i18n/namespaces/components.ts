import en from '../../../locales/en/components.json';
import zh from '../../../locales/zh/components.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('components', { zh, en });
