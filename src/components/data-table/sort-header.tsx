import type { ReactNode } from 'react';
import { ArrowDown, ArrowDownUp, ArrowUp, Check } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/table';

/**
 * A header that sorts the list by its column. Most server sorts have one natural direction (names A→Z, dates
 * newest first), so a header selects a sort; a list whose sorts go both ways says the `direction`, and clicking
 * the active header again turns it (the screen decides).
 */
export function SortHeader({
  active,
  onSort,
  direction,
  children,
}: {
  active: boolean;
  onSort(): void;
  direction?: 'asc' | 'desc';
  children: ReactNode;
}) {
  const { t } = useTranslation('table');
  const ActiveIcon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : Check;
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
        <ActiveIcon aria-hidden className="size-3.5" />
      ) : (
        <ArrowDownUp aria-hidden className="size-3.5 opacity-50" />
      )}
    </button>
  );
}
