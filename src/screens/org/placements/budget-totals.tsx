import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguage } from '@/lib/i18n';
import type { BudgetTotal } from '../api/org-queries.ts';
import { formatTotals } from '../shared/org-format.ts';
import '@/lib/i18n/namespaces/org';

/** One exact total per currency for everything the filter finds, not only this page. */
export function BudgetTotals({ totals }: { totals: readonly BudgetTotal[] }) {
  const { t } = useTranslation('org');
  const { language } = useLanguage();
  return (
    <p aria-live="polite" className="rounded-lg border bg-muted/30 px-3 py-2 text-sm">
      <span className="text-muted-foreground">{t('placement.totals')}</span>{' '}
      <span className="font-medium tabular-nums">
        {totals.length ? formatTotals(totals, language) : t('placement.noBudget')}
      </span>
    </p>
  );
}
