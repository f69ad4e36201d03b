import { isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';

/**
 * Whether a 10201 answer names this field. The server's issue text is English, so screens say it in the
 * user's language themselves.
 */
export function hasFieldIssue(error: unknown, path: string): boolean {
  return (
    isApiError(error) &&
    error.code === ErrorCode.VALIDATION &&
    (error.issues ?? []).some((i) => i.path === path)
  );
}

export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.CONFLICT;
}

/** The translated sentence every failed call carries (client.ts chose it by the code). */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
