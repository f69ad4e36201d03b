import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/table';

/** Shown while rows are selected: how many, the bulk actions, and a way to clear the selection. */
export function BulkActionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('table');
  return (
    <div
      role="region"
      aria-label={t('bulkActions')}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
    >
      <span aria-live="polite" className="font-medium">
        {t('selected', { count })}
      </span>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
        {t('clearSelection')}
      </Button>
    </div>
  );
}
