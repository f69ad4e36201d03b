import type { TFunction } from '@/lib/i18n/translator';

/** "Try again in N minutes", minutes rounded up so the visitor never comes back too early. */
export function lockoutMessage(t: TFunction, retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return t('code.limited');
  return t('code.limitedFor', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}
