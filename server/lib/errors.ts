import type { Context } from 'hono';
import { errorForLog } from './error-for-log.ts';
import { ErrorCode, httpStatusOf, type Envelope, type ErrorCodeName } from '../../src/lib/api/error-codes.ts';

export interface Issue {
  path: string;
  message: string;
}

/** English fallbacks; the client shows its own translation of `errors:code.<code>` when it has one. */
const defaultMessage: Record<ErrorCodeName, string> = {
  OK: 'ok',
  SIGN_IN_EXPIRED: 'Your sign-in has expired. Please sign in again.',
  SHARE_EXPIRED: 'This share link has expired or the password is wrong.',
  FORBIDDEN: 'You do not have permission to do this.',
  BAD_CREDENTIALS: 'Wrong account or password.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait and try again.',
  LOGIN_KEY_INVALID: 'This sign-in key is invalid, used or expired.',
  OAUTH_FAILED: 'Signing in through the workplace chat failed.',
  OAUTH_NOT_CONFIGURED: 'Workplace-chat sign-in is not configured on this server.',
  ACCOUNT_DISABLED: 'This account is disabled.',
  NO_TEAM: 'You are not in a team yet: create one, or ask a team admin to invite you.',
  TEAM_OWNER_REQUIRED: 'A team always has an owner: transfer the ownership first.',
  VALIDATION: 'Some fields are invalid.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNKNOWN_PATH: 'Unknown API path.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with existing data.',
  DASHBOARD_CRITERIA_INCOMPLETE: 'Please complete the dashboard criteria.',
  MEDIA_REQUIRED: 'Please select media',
  SUBJECT_INCOMPLETE: 'Please fill in all the information.',
  BASIC_INFO_INCOMPLETE: 'Basic information is incomplete',
  KEYWORDS_REQUIRED: 'Fill in keywords or hashtags.',
  IMPORT_FILE_UNREADABLE: 'The file could not be read as CSV or XLSX. Please use the import template.',
  KOX_RANGE_INVERTED: 'Minimum cannot exceed maximum',
  KOX_RANGE_MISSING: 'Input the range',
  KOX_RANGE_DIGITS: 'Input valid digits',
  KOX_STORAGE_NOT_FAILED: 'Only a failed storage can be retried',
  AI_PROVIDER: 'The AI provider failed to answer.',
  INTERNAL: 'Internal server error.',
};

/**
 * The one error type of the server: a code from the shared table, a message, optional field issues, and for a
 * refusal that ends by itself (10105) the seconds until it does.
 */
export class AppError extends Error {
  readonly code: ErrorCodeName;
  readonly issues?: Issue[];
  retryAfterSeconds?: number;

  constructor(code: ErrorCodeName, message?: string, issues?: Issue[]) {
    super(message ?? defaultMessage[code]);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  /** A 10105 that says when to come back: `retry_after_seconds` in the envelope and the Retry-After header. */
  static tooManyAttempts(waitMs: number): AppError {
    const err = new AppError('TOO_MANY_ATTEMPTS');
    err.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    return err;
  }

  get status(): number {
    return httpStatusOf[ErrorCode[this.code]];
  }
}

export function errorEnvelope(err: AppError): Envelope<null> {
  const body: Envelope<null> = { code: ErrorCode[err.code], data: null, message: err.message };
  if (err.issues) body.issues = err.issues;
  if (err.retryAfterSeconds !== undefined) body.retry_after_seconds = err.retryAfterSeconds;
  return body;
}

/**
 * Turns anything thrown by a handler into the envelope. Unexpected errors are logged here, with their stack,
 * and answered as 10500 without any detail.
 */
export function toResponse(c: Context, err: unknown): Response {
  if (err instanceof AppError) {
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(errorEnvelope(err), err.status as 400);
  }
  console.error(`[${new Date().toISOString()}] ${c.req.method} ${c.req.path} failed: ${errorForLog(err)}`);
  const internal = new AppError('INTERNAL');
  return c.json(errorEnvelope(internal), internal.status as 500);
}

export function ok<T>(c: Context, data: T): Response {
  const body: Envelope<T> = { code: ErrorCode.OK, data, message: 'ok' };
  return c.json(body);
}
