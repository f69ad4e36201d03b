import { ErrorCode } from '@/lib/api/error-codes';
import { envelopeIn } from '@/lib/api/envelope-failure';
import { i18n } from '@/lib/i18n';
import '@/lib/i18n/namespaces/chat';

export interface ChatFailure {
  code: number;
  message: string;
}

/**
 * A chat error, whatever its source: an envelope answered before the stream started (`{code, data, message}`),
 * the server's stream error part (`{code, message}`), or a network failure (plain text).
 */
export function parseChatError(error: Error): ChatFailure {
  // Not one: the transport's own message (network failure, aborted request).
  return envelopeIn(error.message) ?? { code: ErrorCode.INTERNAL, message: '' };
}

/** The message to show: the client's translation of the code, else the server's text, else a generic line. */
export function chatErrorMessage(error: Error): string {
  const { code, message } = parseChatError(error);
  return i18n.t(`errors:code.${code}`, { defaultValue: message || i18n.t('chat:thread.error') });
}
