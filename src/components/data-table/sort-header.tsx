import type { ReactNode } from 'react';
import { ArrowDownUp, Check } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/table';

/**
 * A header that sorts the list by its column. Each server sort has one natural direction (names A→Z, dates
 * newest first), so a header selects a sort rather than toggling a direction.
 */
export function SortHeader({
  active,
  onSort,
  children,
}: {
  active: boolean;
  onSort(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('table');
  return (
    <button
      type="button"
      onClick={onSort}
      aria-pressed={active}
      title={active ? t('sortedBy') : t('sortBy')}
      className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:text-foreground"
    >
      {children}
      {active ? (
        <Check aria-hidden className="size-3.5" />
      ) : (
        <ArrowDownUp aria-hidden className="size-3.5 opacity-50" />
      )}
    </button>
  );
}
