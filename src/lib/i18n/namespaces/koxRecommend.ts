import en from '../../../locales/en/koxRecommend.json';
import zh from '../../../locales/zh/koxRecommend.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxRecommend', { zh, en });
