import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Loader2, Settings2 } from 'lucide-react';
import type { ReportView } from '@/components/report-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { AdDashboardBlock, AdRange } from '@/lib/api/endpoints/ad-dashboard-fields';
import { usePermission } from '@/components/permission';
import { WRITER_ROLES } from '@/lib/roles';
import { DetailFrame } from './detail-frame.tsx';
import type { DashboardDetail } from './use-dashboard-detail.ts';
import { AdDetailHeader } from '@/components/ad-dashboard/ad-detail-header';
import { adExportHeader } from '@/components/ad-dashboard/ad-export-header';
import { AdNotices } from '@/components/ad-dashboard/ad-notices';
import { AdRangePicker } from '@/components/ad-dashboard/ad-range-picker';
import { adReportContextOf } from '@/components/ad-dashboard/ad-report-context';
import { adSampleExplanations } from '@/components/ad-dashboard/ad-sample-explanations';
import { AdSettingsDialog } from './ad-settings-dialog.tsx';
import { useAdComponents } from '@/components/ad-dashboard/use-ad-components';
import '@/lib/i18n/namespaces/adDetail';
import '@/lib/i18n/namespaces/dashboard';

/** How far the data sources are read: a source read already counts 100. */
const readingProgress = (ad: AdDashboardBlock) =>
  ad.sources.length === 0
    ? 0
    : Math.round(
        ad.sources.reduce(
          (sum, s) => sum + (s.state === 'parsing' || s.state === 'syncing' ? s.progress : 100),
          0,
        ) / ad.sources.length,
      );

const STATUS_VARIANT = { generating: 'secondary', ready: 'success', failed: 'destructive' } as const;

/**
 * An ad dashboard's detail (docs/ads.md "AD dashboard detail and shared page"): its settings and notices, the
 * quick picks and each component's page, sort and pivot computed through adDashboard.compute, settings edited
 * with adDashboard.update; the rest is the detail every dashboard has.
 */
export function AdDetailView({
  detail,
  ad,
  inPanel,
}: {
  detail: DashboardDetail;
  ad: AdDashboardBlock;
  inPanel: boolean;
}) {
  const { t } = useTranslation('adDetail');
  const canEdit = usePermission(WRITER_ROLES);
  const dashboardId = detail.dashboard_id;
  const [view, setView] = useState<ReportView>('chart');
  const [range, setRange] = useState<AdRange | null>(null);
  const [editingSettings, setEditingSettings] = useState(false);
  const shown = useAdComponents(dashboardId, ad, detail.components, range);
  const context = useMemo(() => adReportContextOf(ad), [ad]);
  const shownRange = range ?? ad.range;
  const recomputing = detail.components.some((c) => c.state === 'stale');
  return (
    <DetailFrame
      detail={detail}
      inPanel={inPanel}
      view={view}
      onViewChange={setView}
      components={shown.components}
      header={
        <AdDetailHeader
          name={detail.name}
          status={
            <Badge variant={STATUS_VARIANT[detail.status]}>{t(`dashboard:status.${detail.status}`)}</Badge>
          }
          ad={ad}
          dataSources={detail.data_sources}
          range={shownRange}
          period={shown.period}
          headingLevel={inPanel ? 'h2' : 'h1'}
        />
      }
      notices={
        <>
          {recomputing ? (
            <p
              role="status"
              className="flex items-center gap-2 rounded-lg border border-amber-300/60 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            >
              <Loader2 aria-hidden className="size-4 animate-spin" />
              {t('stale')}
            </p>
          ) : null}
          <AdNotices notices={shown.notices} ad={ad} period={shown.period} adDataLink editor={canEdit} />
        </>
      }
      rangePicker={<AdRangePicker own={ad.range} value={range} period={shown.period} onChange={setRange} />}
      recomputing={shown.rangeQuery.isFetching}
      rangeError={
        shown.rangeQuery.isError && range ? (
          <span role="alert" className="text-xs text-destructive">
            {shown.rangeQuery.error.message}
          </span>
        ) : null
      }
      cardAd={(component) => ({
        ...context,
        onOptionsChange: (options) => shown.onOptionsChange(component.component_id, options),
        ...(shown.own.has(component.component_id)
          ? { onOptionsReset: () => shown.onOptionsReset(component.component_id) }
          : {}),
        busy: shown.busy.has(component.component_id),
      })}
      exportRange="all"
      exportAd={{ context, header: adExportHeader(ad, shownRange, shown.period, t) }}
      sampleExplanations={adSampleExplanations(t)}
      generation={{
        title: t('generating.title'),
        progressLabel: t('generating.progress'),
        progress: readingProgress(ad),
      }}
      writerActions={
        <Button variant="outline" size="sm" onClick={() => setEditingSettings(true)}>
          <Settings2 aria-hidden />
          {t('edit.open')}
        </Button>
      }
      dialogs={
        <AdSettingsDialog
          dashboardId={dashboardId}
          name={detail.name}
          ad={ad}
          open={editingSettings}
          onOpenChange={setEditingSettings}
        />
      }
    />
  );
}
