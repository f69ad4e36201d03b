import { z } from 'zod';
import { isoDate } from '@/lib/api/endpoints/org-fields';
import { i18n } from '@/lib/i18n';
import '@/lib/i18n/namespaces/org';

/** A date input's value: empty means no date (sent as null). */
export const optionalDay = z.union([z.literal(''), isoDate]).transform((v) => (v === '' ? null : v));

/** The server's rule (10201 on end_date), checked before sending. */
export function endNotBeforeStart(
  value: { start_date: string | null; end_date: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.start_date && value.end_date && value.start_date > value.end_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: i18n.t('org:rules.endBeforeStart') });
}
