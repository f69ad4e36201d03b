import { useTranslation } from '@/lib/i18n/use-translation';
import type { TimeRange } from '@/lib/api/endpoints/dashboard';
import { cn } from '@/lib/cn';
import '@/lib/i18n/namespaces/dashboard';

/** Spec §9 quick picks (1, 3, 6 months, 1 year) after "all data", the report as analysed. */
export const QUICK_RANGES = ['all', '1m', '3m', '6m', '1y'] as const satisfies readonly TimeRange[];

export function TimeRangePicker({
  value,
  onChange,
  disabled,
}: {
  value: TimeRange;
  onChange(range: TimeRange): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div
      role="group"
      aria-label={t('range.label')}
      className="grid w-full grid-cols-5 gap-0.5 rounded-lg border p-0.5 sm:inline-flex sm:w-auto sm:gap-0"
    >
      {QUICK_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          disabled={disabled}
          aria-pressed={value === range}
          onClick={() => onChange(range)}
          className={cn(
            'h-7 rounded-md px-1 text-xs whitespace-nowrap text-muted-foreground sm:px-2.5 sm:text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
            value === range && 'bg-primary text-primary-foreground',
          )}
        >
          {t(`range.${range}`)}
        </button>
      ))}
    </div>
  );
}
