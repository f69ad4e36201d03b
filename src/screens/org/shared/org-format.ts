import { formatDate } from '@/lib/format';
import type { Language } from '@/lib/i18n';
import type { BudgetTotal } from '../api/org-queries.ts';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-US' };

/**
 * A decimal string ("1250000.50") with its currency code, grouped per language. The string goes to Intl as it
 * is, never through a float, so what the database summed is what is shown.
 */
export function formatMoney(amount: string, currency: string, language: Language): string {
  try {
    return new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
    }).format(amount as Intl.StringNumericLiteral);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** "CNY 1,250,000.00 · USD 40,000.00": one total per currency, never added together. */
export function formatTotals(totals: readonly BudgetTotal[], language: Language): string {
  return totals.map((total) => formatMoney(total.amount, total.currency, language)).join(' · ');
}

/** A project's or placement's period; an open end shows as a dash. */
export function formatPeriod(start: string | null, end: string | null): string {
  if (!start && !end) return '—';
  return `${start ?? '…'} – ${end ?? '…'}`;
}

export const formatDay = (iso: string): string => formatDate(iso);
