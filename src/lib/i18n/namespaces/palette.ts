import en from '../../../locales/en/palette.json';
import zh from '../../../locales/zh/palette.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('palette', { zh, en });
