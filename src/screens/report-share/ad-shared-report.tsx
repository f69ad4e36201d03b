import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReportView } from '@/components/report-view';
import type { AdDashboardBlock, AdRange } from '@/lib/api/endpoints/ad-dashboard-fields';
import { formatDateTime } from '@/lib/format';
import { SharedFrame, type SharedDashboard } from './shared-frame.tsx';
import { AdDetailHeader } from '@/components/ad-dashboard/ad-detail-header';
import { AdNotices } from '@/components/ad-dashboard/ad-notices';
import { adExportHeader } from '@/components/ad-dashboard/ad-export-header';
import { AdRangePicker } from '@/components/ad-dashboard/ad-range-picker';
import { adReportContextOf } from '@/components/ad-dashboard/ad-report-context';
import { adSampleExplanations } from '@/components/ad-dashboard/ad-sample-explanations';
import { useAdComponents } from '@/components/ad-dashboard/use-ad-components';
import '@/lib/i18n/namespaces/adDetail';

/**
 * A shared ad dashboard, read-only: its settings in words, notices, the quick picks and each component's page,
 * sort and pivot through adDashboard.compute under the share headers; nothing is stored or edited.
 */
export function AdSharedReport({
  data,
  ad,
  dashboardId,
  expiresAt,
}: {
  data: SharedDashboard;
  ad: AdDashboardBlock;
  dashboardId: string;
  expiresAt: string;
}) {
  const { t } = useTranslation('adDetail');
  const [view, setView] = useState<ReportView>('chart');
  const [range, setRange] = useState<AdRange | null>(null);
  const shown = useAdComponents(dashboardId, ad, data.components, range);
  const context = useMemo(() => adReportContextOf(ad), [ad]);
  const shownRange = range ?? ad.range;
  return (
    <SharedFrame
      data={data}
      header={
        <div className="flex flex-col gap-1">
          <AdDetailHeader
            name={data.name}
            ad={ad}
            dataSources={data.data_sources}
            range={shownRange}
            period={shown.period}
            headingLevel="h1"
          />
          <p className="text-xs text-muted-foreground">
            {t('share.expires', { expires: formatDateTime(expiresAt) })}
          </p>
        </div>
      }
      notices={
        <AdNotices notices={shown.notices} ad={ad} period={shown.period} adDataLink={false} editor={false} />
      }
      view={view}
      onViewChange={setView}
      rangePicker={<AdRangePicker own={ad.range} value={range} period={shown.period} onChange={setRange} />}
      recomputing={shown.rangeQuery.isFetching}
      components={shown.components}
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
    />
  );
}
