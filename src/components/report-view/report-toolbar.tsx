import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TimeRange } from '@/lib/api/endpoints/dashboard';
import type { ReportView } from './report-component-card.tsx';
import { TimeRangePicker } from './time-range-picker.tsx';
import { ViewToggle } from './view-toggle.tsx';
import '@/lib/i18n/namespaces/dashboard';

interface ReportToolbarProps {
  view: ReportView;
  onViewChange(view: ReportView): void;
  range: TimeRange;
  onRangeChange(range: TimeRange): void;
  /** True while the components are being recomputed for the chosen range. */
  recomputing: boolean;
  /** What the screen adds: an error, its own actions. */
  children?: ReactNode;
}

/** Chart/data toggle, time range and "recomputing…" above a report, on the detail and the shared page alike. */
export function ReportToolbar({
  view,
  onViewChange,
  range,
  onRangeChange,
  recomputing,
  children,
}: ReportToolbarProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ViewToggle value={view} onChange={onViewChange} />
      <TimeRangePicker value={range} onChange={onRangeChange} />
      {recomputing ? (
        <span role="status" className="text-xs text-muted-foreground">
          {t('range.loading')}
        </span>
      ) : null}
      {children}
    </div>
  );
}
