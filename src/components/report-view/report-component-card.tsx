import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AlertTriangle, Info, RotateCw } from 'lucide-react';
import type { z } from 'zod';
import { Heading } from '@/components/heading-level';
import type { dashboardComponentSchema } from '@/lib/api/endpoints/dashboard';
import { EChart } from '@/components/charts/echart';
import { SafeMarkdown } from '@/components/markdown/safe-markdown';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { useFailureText } from '@/lib/i18n/use-failure-text';
import { isAdComponentKey, isWideAdComponent, type AdReportProps } from './ad-components.ts';
import { AdBody } from './ad-body.tsx';
import { chartHeight, componentChartOption } from './component-chart-option.ts';
import { componentTable } from './component-table.ts';
import { KpiTiles } from './kpi-tiles.tsx';
import { parseComponentResult, resultKindOf, type ResultKind } from './parse-component-result.ts';
import { ReportTable } from './report-table.tsx';
import type { ReportContext, ReportTable as ReportTableData } from './report-table-types.ts';
import '@/lib/i18n/namespaces/components';
import '@/lib/i18n/namespaces/dashboard';

export type DashboardComponent = z.infer<typeof dashboardComponentSchema>;
export type ReportView = 'chart' | 'table';

interface ReportComponentCardProps {
  component: DashboardComponent;
  view: ReportView;
  subjects?: ReportContext['subjects'];
  /** Shown on a failed component; omitted where the viewer may not retry (a shared report). */
  onRetry?: () => void;
  /** Edit controls in the card's header (move, remove). */
  actions?: ReactNode;
  /** An AD component's dashboard context and option changes (docs/ads.md "Rendering the AD components"). */
  ad?: AdReportProps;
}

function Message({ tone = 'info', children }: { tone?: 'info' | 'error'; children: ReactNode }) {
  const Icon = tone === 'error' ? AlertTriangle : Info;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2.5 text-sm text-muted-foreground"
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** Charts that need the report's whole width: tiles, text and long record lists. */
const WIDE_CHARTS: ReadonlySet<ResultKind> = new Set([
  'overview',
  'eventSummary',
  'videoData',
  'channelData',
]);
/** A table with more columns than this would scroll at half width. */
const HALF_WIDTH_COLUMNS = 4;

const NO_TABLE: ReportTableData = { columns: [], rows: [] };

/** The social components' table (their data view, and how wide the card is); AD bodies make their own. */
function useComponentTable(component: DashboardComponent, subjects: ReportContext['subjects']) {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const context = useMemo(() => ({ subjects, language }), [subjects, language]);
  const { api_key: apiKey, result } = component;
  const table = useMemo(
    () => (isAdComponentKey(apiKey) ? NO_TABLE : componentTable(apiKey, result, t, context)),
    [apiKey, result, t, context],
  );
  return { table, context };
}

function isWide(component: DashboardComponent, view: ReportView, table: ReportTableData): boolean {
  const apiKey = component.api_key;
  if (isAdComponentKey(apiKey)) return isWideAdComponent(apiKey, view);
  const kind = resultKindOf(apiKey);
  return view === 'chart'
    ? kind !== undefined && WIDE_CHARTS.has(kind)
    : table.columns.length > HALF_WIDTH_COLUMNS;
}

function Body({
  component,
  view,
  table,
  context,
}: {
  component: DashboardComponent;
  view: ReportView;
  table: ReportTableData;
  context: ReportContext;
}) {
  const { t } = useTranslation('dashboard');
  const { api_key: apiKey, result } = component;
  const title = t(`components:name.${apiKey}`);
  const option = useMemo(
    () => (view === 'chart' ? componentChartOption(apiKey, result, t, context) : null),
    [view, apiKey, result, t, context],
  );

  if (view === 'chart') {
    const parsed = parseComponentResult(apiKey, result);
    if (parsed?.kind === 'overview') return <KpiTiles totals={parsed.data.total} />;
    if (parsed?.kind === 'eventSummary')
      return (
        <div className="prose prose-sm max-w-none text-sm leading-6 [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc">
          <SafeMarkdown>
            {context.language === 'zh' ? parsed.data.summary.zh : parsed.data.summary.en}
          </SafeMarkdown>
        </div>
      );
    if (option)
      return (
        <EChart option={option} ariaLabel={t('report.chartOf', { title })} height={chartHeight(option)} />
      );
  }
  return (
    <div className="flex flex-col gap-2">
      {table.note ? <Message>{table.note}</Message> : null}
      {table.columns.length > 0 ? (
        table.rows.length > 0 ? (
          <ReportTable table={table} caption={title} />
        ) : (
          <Message>{t('report.noRows')}</Message>
        )
      ) : null}
    </div>
  );
}

/** One report component: its catalog name, its state, and its result as a chart or a table. */
export function ReportComponentCard({
  component,
  view,
  subjects,
  onRetry,
  actions,
  ad,
}: ReportComponentCardProps) {
  const { t } = useTranslation('dashboard');
  const failureText = useFailureText();
  const title = t(`components:name.${component.api_key}`, { defaultValue: component.api_key });
  const headingId = `component-${component.component_id}-title`;
  const { table, context } = useComponentTable(component, subjects);
  const wide = isWide(component, view, table);
  const apiKey = component.api_key;
  return (
    <article
      aria-labelledby={headingId}
      data-component={component.api_key}
      data-state={component.state}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs',
        wide && '@4xl:col-span-2',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <Heading id={headingId} className="text-base font-semibold tracking-tight">
          {title}
        </Heading>
        {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
      </header>
      {component.state === 'stale' ? (
        <p className="rounded-md border border-amber-300/60 bg-amber-50 px-3 py-1.5 text-xs text-amber-900">
          {t('report.stale')}
        </p>
      ) : null}
      {component.state === 'failed' ? (
        <div className="flex flex-col items-start gap-2">
          <Message tone="error">{t('report.failed', { reason: failureText(component.error_code) })}</Message>
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden />
              {t('report.retry')}
            </Button>
          ) : null}
        </div>
      ) : component.result === null || component.result === undefined ? (
        <Message>{t('report.notAnalysed')}</Message>
      ) : isAdComponentKey(apiKey) ? (
        <AdBody apiKey={apiKey} result={component.result} view={view} title={title} {...(ad ? { ad } : {})} />
      ) : (
        <Body component={component} view={view} table={table} context={context} />
      )}
    </article>
  );
}
