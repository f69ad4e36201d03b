import { useMemo, type ComponentType } from 'react';
import type { AdComponentOptions } from '@/lib/report-components/ad-results';
import { SampleDataBadge } from '@/components/data-source/sample-data-badge';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguage } from '@/lib/i18n';
import type { AdReportProps } from '../ad-components.ts';
import { ReportTable } from '../report-table.tsx';
import type { ReportView } from '../report-component-card.tsx';
import { AdAnalysisView } from './ad-analysis-view.tsx';
import { AdBreakdownView } from './ad-breakdown-view.tsx';
import { AdDetailView } from './ad-detail-view.tsx';
import { AdMessage } from './ad-message.tsx';
import { CONVERSION_METRICS } from './ad-metrics.ts';
import { AdMetricTiles } from './ad-metric-tiles.tsx';
import { parseAdResult, type ParsedAd } from './ad-parse.ts';
import { AdPivotView } from './ad-pivot-view.tsx';
import { AdProgressView } from './ad-progress-view.tsx';
import { adTable } from './ad-tables.ts';
import { AdTopAdsView } from './ad-top-ads-view.tsx';
import { AdTrendView } from './ad-trend-view.tsx';
import { adView, type AdView } from './ad-view-context.ts';
import { AttributionNote } from './attribution-note.tsx';
import '@/lib/i18n/namespaces/adReport';

type Kind = ParsedAd['kind'];
interface ViewProps<K extends Kind> {
  view: AdView;
  parsed: Extract<ParsedAd, { kind: K }>;
  title: string;
  onOptions?: (options: AdComponentOptions) => void;
  onReset?: () => void;
  busy: boolean;
}
type Views = { [K in Kind]: ComponentType<ViewProps<K>> };
/** The props of a view that takes a result of any kind (compared structurally, not by ViewProps' variance). */
type AnyViewProps = {
  view: AdView;
  parsed: ParsedAd;
  title: string;
  onOptions?: (options: AdComponentOptions) => void;
  onReset?: () => void;
  busy: boolean;
};

/** Whether a result shows values an attribution window decides (the spend progress shows none). */
function showsConversions(parsed: ParsedAd): boolean {
  if (parsed.kind === 'progress') return false;
  if (parsed.kind === 'metrics') return parsed.data.metrics.some((m) => CONVERSION_METRICS.has(m.metric));
  if (parsed.kind === 'pivot') return parsed.data.metrics.some((m) => CONVERSION_METRICS.has(m));
  return true;
}

/** The data view of every kind without its own: the result's table, raw numbers in the studio's formats. */
function TableView({ view, parsed, title }: AnyViewProps) {
  const table = useMemo(() => adTable(view, parsed), [view, parsed]);
  return (
    <div className="flex flex-col gap-2">
      {showsConversions(parsed) ? <AttributionNote view={view} /> : null}
      {table.note ? <AdMessage>{table.note}</AdMessage> : null}
      {table.rows.length > 0 ? (
        <ReportTable table={table} caption={title} />
      ) : (
        <AdMessage>{view.t('adReport:noRows')}</AdMessage>
      )}
    </div>
  );
}

const CHART_VIEWS: Views = {
  metrics: AdMetricTiles,
  trend: AdTrendView,
  breakdown: AdBreakdownView,
  topAds: AdTopAdsView,
  progress: AdProgressView,
  detail: AdDetailView,
  pivot: AdPivotView,
  analysis: AdAnalysisView,
};
/** The detail and the pivot are tables in both views, with their controls; the others show their table. */
const TABLE_VIEWS: Views = {
  metrics: TableView,
  trend: TableView,
  breakdown: TableView,
  topAds: TableView,
  progress: TableView,
  detail: AdDetailView,
  pivot: AdPivotView,
  analysis: TableView,
};
const VIEWS: Record<ReportView, Views> = { chart: CHART_VIEWS, table: TABLE_VIEWS };

/**
 * One AD component's body in the chart or the data view: its result checked against its schema (a result of
 * another shape is the component's error state, never a crash), drawn by the view registered for its kind,
 * under the sample-data label when a data set is a sample account.
 */
export function AdComponentBody({
  apiKey,
  result,
  view: reportView,
  title,
  ad = {},
}: {
  apiKey: string;
  result: unknown;
  view: ReportView;
  title: string;
  ad?: AdReportProps;
}) {
  const { t } = useTranslation('adReport');
  const { language } = useLanguage();
  const window = ad.attribution?.window;
  const reported = ad.attribution?.reported;
  const sample = ad.dataSources?.includes('sample') ?? false;
  const view = useMemo(
    () =>
      adView(t, language, {
        ...(window && reported ? { attribution: { window, reported } } : {}),
        dataSources: sample ? ['sample'] : [],
      }),
    [t, language, window, reported, sample],
  );
  const parsed = useMemo(() => parseAdResult(apiKey, result), [apiKey, result]);
  if (!parsed)
    return (
      <div data-ad-body="unreadable">
        <AdMessage tone="error">{t('unreadable')}</AdMessage>
      </div>
    );
  const View = VIEWS[reportView][parsed.kind] as ComponentType<AnyViewProps>;
  return (
    <div
      data-ad-body={parsed.kind}
      className="@container flex min-w-0 flex-col gap-3"
      aria-busy={ad.busy ?? false}
    >
      {sample ? (
        <SampleDataBadge
          sources={ad.dataSources ?? []}
          explanations={{ only: t('sample.only'), some: t('sample.some') }}
          className="self-start"
        />
      ) : null}
      <View
        view={view}
        parsed={parsed}
        title={title}
        busy={ad.busy ?? false}
        {...(ad.onOptionsChange ? { onOptions: ad.onOptionsChange } : {})}
        {...(ad.onOptionsReset ? { onReset: ad.onOptionsReset } : {})}
      />
    </div>
  );
}
