import { callApi, isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { clearShareCredentials, setShareCredentials } from '@/lib/share/share-credentials';

export type VerifyOutcome =
  | { kind: 'open'; dashboardId: string; name: string; expiresAt: string }
  | { kind: 'wrongCode' }
  | { kind: 'expired' }
  /** Too many wrong codes; `retryAfterSeconds` when the server said how long the lockout lasts. */
  | { kind: 'limited'; retryAfterSeconds?: number }
  | { kind: 'error'; message: string };

/**
 * share_verify, then the credentials every later call of the page sends (`sb-share-link` /
 * `sb-share-password`). A wrong code on a live link is 10104; an unknown, expired or revoked link is 10102
 * (403); too many wrong codes is 10105.
 */
export async function verifyShare(link: string, code: string): Promise<VerifyOutcome> {
  try {
    const result = await callApi('share.verify', { link, code }, { silent: true });
    setShareCredentials('report', { link, password: code });
    return {
      kind: 'open',
      dashboardId: result.dashboard_id,
      name: result.name,
      expiresAt: result.expires_at,
    };
  } catch (error) {
    clearShareCredentials('report');
    if (!isApiError(error)) return { kind: 'error', message: String(error) };
    if (error.code === ErrorCode.BAD_CREDENTIALS) return { kind: 'wrongCode' };
    if (error.code === ErrorCode.SHARE_EXPIRED) return { kind: 'expired' };
    if (error.code === ErrorCode.TOO_MANY_ATTEMPTS)
      return {
        kind: 'limited',
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      };
    return { kind: 'error', message: error.message };
  }
}
