import en from '../../../locales/en/koxRecommendTool.json';
import zh from '../../../locales/zh/koxRecommendTool.json';
import { addNamespace } from '../add-namespace.ts';

addNamespace('koxRecommendTool', { zh, en });
