import { APICallError } from 'ai';
import { ErrorCode, type ErrorCodeName } from '../../src/lib/api/error-codes.ts';
import type { Language } from '../../src/tools/switch-language/contract.ts';
import { AppError, UserFacingError } from '../lib/errors.ts';

const INTERNAL = {
  zh: '服务器出错了，请稍后再试。',
  en: 'Something went wrong on the server. Please try again later.',
};
const MESSAGES: Partial<Record<ErrorCodeName, Record<Language, string>>> = {
  AI_PROVIDER: {
    zh: 'AI 服务没有正常响应，请稍后再试。',
    en: 'The AI provider did not answer properly. Please try again later.',
  },
  INTERNAL,
  NOT_FOUND: { zh: '没有找到要操作的内容。', en: 'What this needed could not be found.' },
  VALIDATION: { zh: '输入的数据不合法。', en: 'The input is invalid.' },
};

function codeOf(error: unknown): ErrorCodeName {
  if (error instanceof AppError) return error.code;
  if (APICallError.isInstance(error)) return 'AI_PROVIDER';
  return 'INTERNAL';
}

/**
 * The text of a stream error part: JSON `{code, message}` with the message in the user's language: a tool's own
 * (UserFacingError), or the code's. Details and stacks stay in the server log.
 */
export function streamErrorText(error: unknown, locale: Language): string {
  const code = codeOf(error);
  if (code === 'INTERNAL' || code === 'AI_PROVIDER')
    console.error(`[${new Date().toISOString()}] chat stream failed:`, error);
  const message =
    error instanceof UserFacingError ? error.message : (MESSAGES[code]?.[locale] ?? INTERNAL[locale]);
  return JSON.stringify({ code: ErrorCode[code], message });
}
