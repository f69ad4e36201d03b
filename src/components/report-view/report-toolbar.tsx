import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReportView } from './report-component-card.tsx';
import { ViewToggle } from './view-toggle.tsx';
import '@/lib/i18n/namespaces/dashboard';

interface ReportToolbarProps {
  view: ReportView;
  onViewChange(view: ReportView): void;
  /** The report's dates: the social quick picks (`TimeRangePicker`) or an ad dashboard's. */
  rangePicker: ReactNode;
  /** True while the components are being recomputed for the chosen range. */
  recomputing: boolean;
  /** What the screen adds: an error, its own actions. */
  children?: ReactNode;
}

/** Chart/data toggle, time range and "recomputing…" above a report, on the detail and the shared page alike. */
export function ReportToolbar({
  view,
  onViewChange,
  rangePicker,
  recomputing,
  children,
}: ReportToolbarProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ViewToggle value={view} onChange={onViewChange} />
      {rangePicker}
      {recomputing ? (
        <span role="status" className="text-xs text-muted-foreground">
          {t('range.loading')}
        </span>
      ) : null}
      {children}
    </div>
  );
}
