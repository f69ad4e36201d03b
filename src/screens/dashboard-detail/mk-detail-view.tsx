import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Upload } from 'lucide-react';
import { TimeRangePicker, useRangedComponents, type ReportView } from '@/components/report-view';
import { ImportPostsDialog } from '@/components/import-posts/import-posts-dialog';
import { Button } from '@/components/ui/button';
import type { TimeRange } from '@/lib/api/endpoints/dashboard';
import { dashboardDetailKey } from './dashboard-query-keys.ts';
import { DetailFrame } from './detail-frame.tsx';
import { DetailHeader } from './detail-header.tsx';
import type { DashboardDetail } from './use-dashboard-detail.ts';
import '@/lib/i18n/namespaces/dashboard';

/** A social (MK) dashboard's detail: the spec §9 quick picks through dashboard.compute, and post imports. */
export function MkDetailView({
  detail,
  appDoi,
  inPanel,
}: {
  detail: DashboardDetail;
  appDoi?: string | undefined;
  inPanel: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const dashboardId = detail.dashboard_id;
  const [view, setView] = useState<ReportView>('chart');
  const [range, setRange] = useState<TimeRange>('all');
  const [importing, setImporting] = useState(false);
  const { components, query: computeQuery } = useRangedComponents(dashboardId, range, detail.components);
  return (
    <DetailFrame
      detail={detail}
      appDoi={appDoi}
      inPanel={inPanel}
      view={view}
      onViewChange={setView}
      components={components}
      header={<DetailHeader detail={detail} inPanel={inPanel} />}
      rangePicker={<TimeRangePicker value={range} onChange={setRange} />}
      recomputing={computeQuery.isFetching}
      rangeError={
        computeQuery.isError && range !== 'all' ? (
          <span role="alert" className="text-xs text-destructive">
            {computeQuery.error.message}
          </span>
        ) : null
      }
      exportRange={range}
      writerActions={
        <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
          <Upload aria-hidden />
          {t('actions.import')}
        </Button>
      }
      dialogs={
        <ImportPostsDialog
          dashboardId={dashboardId}
          subjects={detail.subjects.map((s) => ({ subject_id: s.subject_id, name: s.name }))}
          open={importing}
          onOpenChange={setImporting}
          onImported={() => void queryClient.invalidateQueries({ queryKey: dashboardDetailKey(dashboardId) })}
        />
      }
    />
  );
}
