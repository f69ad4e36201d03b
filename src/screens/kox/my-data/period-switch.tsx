import { useTranslation } from '@/lib/i18n/use-translation';
import { MY_DATA_PERIODS, type MyDataPeriod } from '@/lib/kox-my-data-values';
import { cn } from '@/lib/cn';
import '@/lib/i18n/namespaces/koxMyData';

/** The period My Data covers: one pressed button of five, reachable by Tab. */
export function PeriodSwitch({ value, onChange }: { value: MyDataPeriod; onChange(p: MyDataPeriod): void }) {
  const { t } = useTranslation('koxMyData');
  return (
    <div role="group" aria-label={t('period.label')} className="flex flex-wrap gap-1 rounded-lg border p-1">
      {MY_DATA_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
          className={cn(
            'rounded-md px-3 py-1 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            period === value ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
          )}
        >
          {t(`period.${period}`)}
        </button>
      ))}
    </div>
  );
}
