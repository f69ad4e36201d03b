import type { TFunction } from 'i18next';

/** "Try again in N minutes", minutes rounded up so the visitor never comes back too early. */
export function lockoutMessage(t: TFunction<'reportShare'>, retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return t('code.limited');
  return t('code.limitedFor', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}
