import type { Language } from '../../src/tools/switch-language/contract.ts';
import { AppError } from '../lib/errors.ts';

const MESSAGES = {
  noDashboard: {
    en: 'There is no ready dashboard to use yet. Create one first (for example “track Nike running shoes on YouTube”).',
    zh: '还没有可用的看板。请先创建一个（例如“在YouTube上追踪耐克跑鞋”）。',
  },
  dashboardNotFound: {
    en: 'No dashboard named “{name}” was found among your dashboards.',
    zh: '在你的看板中没有找到名为“{name}”的看板。',
  },
  dashboardIdNotFound: {
    en: 'That dashboard was not found, or it is not yours.',
    zh: '没有找到这个看板，或者它不属于你。',
  },
  notReady: {
    en: 'The dashboard “{name}” is still collecting data; ask again when it is ready.',
    zh: '看板“{name}”仍在采集数据，等它生成完成后再问吧。',
  },
  clientNotFound: {
    en: 'No client named “{name}” was found among your clients.',
    zh: '在你的客户中没有找到名为“{name}”的客户。',
  },
  projectNotFound: {
    en: 'No project named “{name}” was found among your projects.',
    zh: '在你的项目中没有找到名为“{name}”的项目。',
  },
  whichClient: {
    en: 'Which client is this dashboard for? Yours are: {names}.',
    zh: '这个看板是为哪个客户做的？你的客户有：{names}。',
  },
  noWriteRole: {
    en: 'Your role cannot create or share dashboards.',
    zh: '你的角色不能创建或分享看板。',
  },
} satisfies Record<string, Record<Language, string>>;

export type ToolMessage = keyof typeof MESSAGES;

/** A tool failure in the user's language; the card and the model's closing sentence show its text. */
export function toolError(
  code: 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN',
  key: ToolMessage,
  locale: Language,
  values: Record<string, string> = {},
): AppError {
  const text = MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  return new AppError(code, text);
}
