import { useTranslation } from '@/lib/i18n/use-translation';
import { BarChart3, Table2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ReportView } from './report-component-card.tsx';
import '@/lib/i18n/namespaces/dashboard';

const VIEWS = [
  { view: 'chart', icon: BarChart3 },
  { view: 'table', icon: Table2 },
] as const;

/** Data view / chart view (spec §2 Dashboard detail); a group of two pressed-state buttons. */
export function ViewToggle({ value, onChange }: { value: ReportView; onChange(view: ReportView): void }) {
  const { t } = useTranslation('dashboard');
  return (
    <div role="group" aria-label={t('view.label')} className="inline-flex rounded-lg bg-muted p-1">
      {VIEWS.map(({ view, icon: Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring',
            value === view && 'bg-background text-foreground shadow-sm',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {t(`view.${view}`)}
        </button>
      ))}
    </div>
  );
}
