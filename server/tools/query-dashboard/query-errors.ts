import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { UserFacingError } from '../../lib/errors.ts';

const MESSAGES = {
  unknownSubjects: {
    en: 'The dashboard “{dashboard}” has no subject named {names}. Its subjects: {known}.',
    zh: '看板“{dashboard}”中没有名为{names}的分析主体。它的分析主体：{known}。',
  },
  badPeriod: {
    en: 'The period {from} – {to} is not a valid range of dates.',
    zh: '时间段 {from} – {to} 不是有效的日期范围。',
  },
  adMetricNotByEntity: {
    en: '{metric} cannot be read per campaign, ad set or ad; ask for it by product, country or another dimension.',
    zh: '{metric} 不能按广告系列、广告组或广告查看；请按产品、国家等其他维度询问。',
  },
  mediumNotCollected: {
    en: 'The dashboard “{dashboard}” collects {collected} posts, not {medium}.',
    zh: '看板“{dashboard}”收集的是 {collected} 的内容，没有 {medium}。',
  },
  badDate: {
    en: '{date} is not a calendar date.',
    zh: '{date} 不是有效的日期。',
  },
} satisfies Record<string, Record<Language, string>>;

/**
 * A question the dashboard cannot answer as asked, in the user's language: the card shows it as it is (an
 * AppError's message would be told by its code, "The input is invalid."), and the model words it.
 */
export function queryInputError(
  key: keyof typeof MESSAGES,
  locale: Language,
  values: Record<string, string>,
): UserFacingError {
  const text = MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  return new UserFacingError('VALIDATION', text);
}
