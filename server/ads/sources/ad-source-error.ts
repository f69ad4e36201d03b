import type { ErrorCodeName } from '../../../src/lib/api/error-codes.ts';
import { AppError } from '../../lib/errors.ts';

export type AdSourceFailure =
  | 'token'
  | 'permission'
  | 'not_found'
  | 'disabled'
  | 'rate_limited'
  | 'platform_down'
  | 'rejected'
  | 'currency'
  | 'unsupported';

const CODE: Record<AdSourceFailure, ErrorCodeName> = {
  token: 'AD_SOURCE_TOKEN_INVALID',
  permission: 'AD_SOURCE_NO_PERMISSION',
  not_found: 'AD_SOURCE_ACCOUNT_NOT_FOUND',
  disabled: 'AD_SOURCE_ACCOUNT_DISABLED',
  rate_limited: 'AD_SOURCE_RATE_LIMITED',
  platform_down: 'AD_SOURCE_PLATFORM_DOWN',
  rejected: 'AD_SOURCE_REJECTED',
  currency: 'AD_SOURCE_CURRENCY_UNKNOWN',
  unsupported: 'AD_SOURCE_PLATFORM_UNSUPPORTED',
};

/**
 * A failed platform call a person can act on. `message` is for the log and the job record: it names the
 * platform's own code and words, never the token (see redactToken).
 */
export class AdSourceError extends Error {
  readonly kind: AdSourceFailure;
  /** The platform's own error code (Meta `error.code`, TikTok `code`), or the HTTP status. */
  readonly platformCode: number | null;
  /** When a rate limit ends, as far as the platform said (or our back-off estimates). */
  readonly retryAfterSeconds?: number;

  constructor(
    kind: AdSourceFailure,
    message: string,
    opts: { platformCode?: number | null; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AdSourceError';
    this.kind = kind;
    this.platformCode = opts.platformCode ?? null;
    if (opts.retryAfterSeconds !== undefined)
      this.retryAfterSeconds = Math.max(1, Math.ceil(opts.retryAfterSeconds));
  }

  get code(): ErrorCodeName {
    return CODE[this.kind];
  }

  /** The API's answer: the code's translated message; the details stay in the log. */
  toAppError(): AppError {
    const err = new AppError(this.code);
    if (this.retryAfterSeconds !== undefined) err.retryAfterSeconds = this.retryAfterSeconds;
    return err;
  }
}

/** The text with every occurrence of the token (and its URL-encoded form) replaced. */
export function redactToken(text: string, token: string): string {
  if (token.length < 4) return text;
  return text.split(token).join('[token]').split(encodeURIComponent(token)).join('[token]');
}
