import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReportView } from '@/components/report-view';
import type { AdDashboardBlock, AdRange } from '@/lib/api/endpoints/ad-dashboard-fields';
import { formatDateTime } from '@/lib/format';
import { SharedFrame, type SharedDashboard } from '@/screens/report-share/shared-frame';
import { AdDetailHeader } from './ad-detail-header.tsx';
import { AdNotices } from './ad-notices.tsx';
import { adExportHeader } from './ad-export-header.ts';
import { AdRangePicker } from './ad-range-picker.tsx';
import { adReportContextOf } from './ad-report-context.ts';
import { adSampleExplanations } from './ad-sample-explanations.ts';
import { useAdComponents } from './use-ad-components.ts';
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
        busy: shown.busy.has(component.component_id),
      })}
      exportRange="all"
      exportAd={{ context, header: adExportHeader(ad, shownRange, shown.period, t) }}
      sampleExplanations={adSampleExplanations(t)}
    />
  );
}
