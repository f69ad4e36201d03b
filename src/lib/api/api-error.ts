import type { ApiIssue } from './error-codes.ts';

/** The code of an ApiError when no response arrived (offline, DNS, CORS, server down). */
export const NETWORK_ERROR_CODE = -1;

/**
 * Every failed API call rejects with this: the envelope code (or NETWORK_ERROR_CODE), the HTTP status (0 without
 * a response), field issues for 10201, and for a 10105 lockout the seconds it still lasts.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly status: number;
  readonly issues?: ApiIssue[];
  readonly retryAfterSeconds?: number;

  constructor(init: {
    code: number;
    status: number;
    message: string;
    issues?: ApiIssue[];
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    if (init.issues) this.issues = init.issues;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
