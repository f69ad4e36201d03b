import { EChart } from '@/components/charts/echart';
import { formatSignedPercent } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatMetric } from '@/components/report-view/ad/ad-metrics';
import type { ToolOutput } from '../define-tool.ts';
import { AnswerTable } from '../query-dashboard/answer-table.tsx';
import { queryChartOption } from '../query-dashboard/chart-option.ts';
import { adCellText, adColumnLabel, dimensionValueText } from './ad-answer-words.ts';
import { boundsWords, metricLabel } from './ad-ask-text.ts';
import type { queryAdDashboardTool } from './contract.ts';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/adReport';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adSources';

type Output = ToolOutput<typeof queryAdDashboardTool>;

/**
 * The body of a done `query_ad_dashboard` card: the dates answered, why there is nothing to show (and where the
 * data is), the chart of a breakdown, change or trend, the table, the rule of the best and worst ads, and which
 * data sources do not report the window.
 */
export function AdQueryAnswer({ output, askText }: { output: Output; askText: string }) {
  const { t } = useTranslation(['chat', 'adReport', 'adData']);
  const { language } = useLanguage();
  const { period, weeks } = output;
  const empty = output.rows.length === 0;
  const weekly =
    output.question === 'overview' || output.question === 'change' || output.question === 'breakdown';
  // "Last week" is this week: its dates once, with the week it is compared with.
  const periodIsThisWeek = period.from === weeks.thisWeek.from && period.to === weeks.thisWeek.to;
  const dates = [
    output.versus
      ? t('adChat:query.versusPeriod', {
          from: period.from,
          to: period.to,
          versusFrom: output.versus.from,
          versusTo: output.versus.to,
        })
      : weekly && periodIsThisWeek
        ? null
        : t('adChat:query.period', { from: period.from, to: period.to }),
    weekly
      ? t('adReport:week.range', {
          thisFrom: weeks.thisWeek.from,
          thisTo: weeks.thisWeek.to,
          lastFrom: weeks.lastWeek.from,
          lastTo: weeks.lastWeek.to,
        })
      : null,
    t('adChat:query.window', { window: t(`adData:window.${output.window}`) }),
  ].filter((part): part is string => part !== null);
  const bounds = boundsWords(output, t);
  const kept =
    bounds && !empty
      ? t(output.rows.length < (output.matched ?? 0) ? 'adChat:query.keptSome' : 'adChat:query.kept', {
          metric: metricLabel(output.metric!, t),
          bounds,
          count: output.matched ?? output.rows.length,
          shown: output.rows.length,
        })
      : null;
  const chart = !empty && output.kind === 'chart' ? output.chart : undefined;
  const changeChart = chart?.series[0]?.name === 'change';
  const chartValue = (value: number) =>
    changeChart
      ? formatSignedPercent(value)
      : output.metric
        ? formatMetric(output.metric, value, language, { compact: true })
        : String(value);
  const seriesLabel = (name: string) =>
    name === 'change'
      ? t('adReport:week.change')
      : output.metric === name
        ? metricLabel(output.metric, t)
        : dimensionValueText(name, output.by, t, language);
  return (
    <div className="space-y-2">
      <p className="text-xs text-muted-foreground">{dates.join(' · ')}</p>
      {kept ? <p className="text-xs text-muted-foreground">{kept}</p> : null}
      {empty ? (
        <p>
          {bounds && !output.data_days
            ? t('adChat:query.emptyBounded', { metric: metricLabel(output.metric!, t), bounds })
            : output.data_days
              ? t('adChat:query.emptyWindow', {
                  from: period.from,
                  to: period.to,
                  dataFrom: output.data_days.from,
                  dataTo: output.data_days.to,
                })
              : output.platform
                ? t('adChat:query.emptyPlatform', { platform: t(`adSources:platform.${output.platform}`) })
                : t('adChat:query.empty')}
        </p>
      ) : null}
      {chart ? (
        <EChart
          option={queryChartOption(
            chart,
            (name) =>
              chart.x.includes(name) ? dimensionValueText(name, output.by, t, language) : seriesLabel(name),
            chartValue,
          )}
          ariaLabel={t('adChat:query.chartLabel', { ask: askText, name: output.dashboard_name })}
          height={220}
        />
      ) : null}
      {!empty ? (
        <AnswerTable
          columns={output.columns}
          rows={output.rows}
          label={t('adChat:query.table', { ask: askText })}
          columnLabel={(column) => adColumnLabel(column, output, t)}
          cellText={(value, column, row) => adCellText(value, column, row, output, t, language)}
        />
      ) : null}
      {output.rule ? <p className="text-xs text-muted-foreground">{output.rule[language]}</p> : null}
      {output.not_measured.length > 0 ? (
        <p role="note" className="text-xs text-muted-foreground">
          {t('adChat:query.notMeasured', {
            names: output.not_measured.join(language === 'zh' ? '、' : ', '),
            window: t(`adData:window.${output.window}`),
          })}
        </p>
      ) : null}
    </div>
  );
}
