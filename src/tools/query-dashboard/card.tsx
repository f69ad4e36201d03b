import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { ChartColumn, PanelRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { SampleDataBadge } from '@/components/data-source/sample-data-badge';
import { Button } from '@/components/ui/button';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useToolHost } from '../tool-host.ts';
import type { queryDashboardTool } from './contract.ts';
import { QueryAnswer } from './query-answer.tsx';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof queryDashboardTool>>,
  ToolOutput<typeof queryDashboardTool>
>;

/** `query_dashboard` in the thread: the answer computed from the data, as a table (and a chart). */
export function QueryDashboardCard(props: Props) {
  const { t } = useTranslation(['chat', 'enums']);
  const host = useToolHost();
  const messageId = useAuiState((s) => s.message.id);
  const state = toolCardState(props);
  const output = state === 'done' ? props.result : undefined;
  const question = output?.question ?? props.args.question;
  const by = output?.by ?? props.args.by;
  const askedMetric = props.args.metric;
  const questionText =
    question === 'breakdown' && by
      ? t('tools.queryDashboard.breakdownBy', { by: t(`tools.queryDashboard.columns.${by}`).toLowerCase() })
      : question === 'compare_periods' && askedMetric
        ? t('tools.queryDashboard.comparePeriodsOf', {
            metric: t(`tools.queryDashboard.metrics.${askedMetric}`),
          })
        : question
          ? t(`tools.queryDashboard.questions.${question}`)
          : '';
  const title = output
    ? output.platform
      ? t('tools.queryDashboard.titleOnMedium', {
          question: questionText,
          name: output.dashboard_name,
          medium: t(`enums:media.${output.platform}`),
        })
      : t('tools.queryDashboard.title', { question: questionText, name: output.dashboard_name })
    : undefined;
  return (
    <ToolCardFrame
      icon={ChartColumn}
      title={title}
      runningTitle={t('tools.queryDashboard.pending')}
      state={state}
      wide
      detail={
        state === 'error' ? (
          toolErrorText(props.result)
        ) : output ? (
          <div className="space-y-2">
            <SampleDataBadge sources={output.data_sources} />
            <QueryAnswer output={output} questionText={questionText} askedSubjects={props.args.subjects} />
          </div>
        ) : undefined
      }
      actions={
        output ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => host.openArtifact(dashboardArtifact(output.dashboard_id, messageId))}
          >
            <PanelRight aria-hidden />
            {t('tools.queryDashboard.openDashboard')}
          </Button>
        ) : undefined
      }
    />
  );
}
