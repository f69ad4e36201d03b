import { ApiError, NETWORK_ERROR_CODE } from './api-error.ts';
import { ErrorCode, type Envelope } from './error-codes.ts';
import { expireSignIn } from '../auth/expire-sign-in.ts';
import { i18n } from '../i18n/index.ts';

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

/**
 * The code and message written in `text` as an envelope (`{code, data, message}`) or a chat stream's error part
 * (`{code, message}`); nothing when `text` is not one of them.
 */
export function envelopeIn(text: string): { code: number; message: string } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (!isEnvelope(value)) return undefined;
    return { code: value.code, message: typeof value.message === 'string' ? value.message : '' };
  } catch {
    return undefined;
  }
}

/**
 * The ApiError an answer with a nonzero code stands for, with the sentence in the user's language (spec §8); an
 * answer of 10101 signs out the login that was `sent`, if it is still the current one.
 */
export function envelopeFailure(
  envelope: Envelope<unknown>,
  status: number,
  sent: Record<string, string>,
): ApiError {
  if (envelope.code === ErrorCode.SIGN_IN_EXPIRED) expireSignIn(sent);
  return new ApiError({
    code: envelope.code,
    status,
    message: i18n.t(`errors:code.${envelope.code}`, {
      defaultValue: envelope.message || i18n.t('errors:badResponse'),
    }),
    ...(envelope.issues ? { issues: envelope.issues } : {}),
    ...(typeof envelope.retry_after_seconds === 'number'
      ? { retryAfterSeconds: envelope.retry_after_seconds }
      : {}),
  });
}

/** No answer (status 0: the network) or an answer without an envelope (a proxy's page), in the user's words. */
export function unreadableAnswer(status: number): ApiError {
  return status === 0
    ? new ApiError({ code: NETWORK_ERROR_CODE, status, message: i18n.t('errors:network') })
    : new ApiError({ code: ErrorCode.INTERNAL, status, message: i18n.t('errors:badResponse') });
}
