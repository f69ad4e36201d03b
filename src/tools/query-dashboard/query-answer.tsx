import { useTranslation } from '@/lib/i18n/use-translation';
import { toLanguage } from '@/lib/i18n';
import { EChart } from '@/components/charts/echart';
import type { ToolOutput } from '../define-tool.ts';
import { AnswerTable } from './answer-table.tsx';
import { labelOf, queryChartOption } from './chart-option.ts';
import type { queryDashboardTool } from './contract.ts';
import { DaySummary } from './day-summary.tsx';
import { queryCellText, valueName } from './query-cells.ts';
import '@/lib/i18n/namespaces/chat';

type Output = ToolOutput<typeof queryDashboardTool>;

/**
 * The body of a done `query_dashboard` card: what the answer covers (window, asked subjects, per subject), the
 * day's comparison, the chart and the table, or why there is nothing to show.
 */
export function QueryAnswer({
  output,
  questionText,
  askedSubjects,
}: {
  output: Output;
  questionText: string;
  askedSubjects: readonly string[] | undefined;
}) {
  const { t, i18n } = useTranslation(['chat', 'enums']);
  const language = toLanguage(i18n.language);
  const scope = [
    output.period ? t('tools.queryDashboard.window', output.period) : null,
    output.versus ? t('tools.queryDashboard.versusWindow', output.versus) : null,
    askedSubjects && output.subjects
      ? t('tools.queryDashboard.subjectsShown', { names: output.subjects.join(', ') })
      : null,
    output.by_subject ? t('tools.queryDashboard.bySubject') : null,
  ].filter((part): part is string => part !== null);
  const medium = output.platform ? t(`enums:media.${output.platform}`) : undefined;
  const empty =
    output.rows.length > 0 || output.day
      ? null
      : output.period && output.versus
        ? t('tools.queryDashboard.emptyBothWindows', {
            ...output.period,
            versusFrom: output.versus.from,
            versusTo: output.versus.to,
          })
        : output.period
          ? medium
            ? t('tools.queryDashboard.emptyWindowOnMedium', { ...output.period, medium })
            : t('tools.queryDashboard.emptyWindow', output.period)
          : medium
            ? t('tools.queryDashboard.emptyOnMedium', { medium })
            : t('tools.queryDashboard.empty');
  return (
    <div className="space-y-2">
      {scope.length > 0 ? <p className="text-xs text-muted-foreground">{scope.join(' · ')}</p> : null}
      {output.day ? <DaySummary day={output.day} metric={output.metric} /> : null}
      {empty ? <p>{empty}</p> : null}
      {output.rows.length > 0 && output.kind === 'chart' && output.chart ? (
        <EChart
          option={queryChartOption(output.chart, (name) =>
            // A breakdown's categories are values of its column; the series are measures.
            output.by && output.chart?.x.includes(name)
              ? valueName(name, output.by, t, language)
              : labelOf(name, t),
          )}
          ariaLabel={t('tools.queryDashboard.chartLabel', {
            question: questionText,
            name: output.dashboard_name,
          })}
          height={220}
        />
      ) : null}
      {output.rows.length > 0 ? (
        <AnswerTable
          columns={output.columns}
          rows={output.rows}
          label={t('tools.queryDashboard.table', { question: questionText })}
          columnLabel={(column) => labelOf(column, t)}
          cellText={(value, column, row) => queryCellText(value, column, t, language, row)}
        />
      ) : null}
    </div>
  );
}
