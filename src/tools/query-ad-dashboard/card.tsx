import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { ChartColumn, ExternalLink, PanelRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { SampleDataBadge } from '@/components/data-source/sample-data-badge';
import { Button } from '@/components/ui/button';
import { reportPath } from '@/lib/report-path';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useToolHost } from '../tool-host.ts';
import { adAskText } from './ad-ask-text.ts';
import { AdQueryAnswer } from './ad-query-answer.tsx';
import type { queryAdDashboardTool } from './contract.ts';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adReport';
import '@/lib/i18n/namespaces/adSources';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof queryAdDashboardTool>>,
  ToolOutput<typeof queryAdDashboardTool>
>;

/**
 * `query_ad_dashboard` in the thread: the answer computed from the AD dashboard's data as a table (and a chart
 * for a breakdown, a change or a trend), labelled sample when it is, with the ways to open the dashboard.
 */
export function QueryAdDashboardCard(props: Props) {
  const { t } = useTranslation(['chat', 'adReport']);
  const host = useToolHost();
  const messageId = useAuiState((s) => s.message.id);
  const state = toolCardState(props);
  const output = state === 'done' ? props.result : undefined;
  const question = output?.question ?? props.args.question;
  const askText = question
    ? adAskText(
        {
          question,
          metric: output ? output.metric : props.args.metric,
          by: output ? output.by : props.args.by,
          platform: output ? output.platform : props.args.platform,
        },
        t,
      )
    : '';
  const title = output ? t('adChat:query.title', { ask: askText, name: output.dashboard_name }) : undefined;
  return (
    <ToolCardFrame
      icon={ChartColumn}
      title={title}
      runningTitle={t('adChat:query.pending')}
      state={state}
      wide
      detail={
        state === 'error' ? (
          <span>
            {toolErrorText(props.result)} {t('adChat:query.errorHint')}
          </span>
        ) : output ? (
          <div className="space-y-2">
            <SampleDataBadge
              sources={output.data_sources}
              explanations={{ only: t('adReport:sample.only'), some: t('adReport:sample.some') }}
            />
            <AdQueryAnswer output={output} askText={askText} />
          </div>
        ) : undefined
      }
      actions={
        output ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => host.openArtifact(dashboardArtifact(output.dashboard_id, messageId))}
            >
              <PanelRight aria-hidden />
              {t('adChat:query.openDashboard', { name: output.dashboard_name })}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => host.openPage(reportPath({ dashboard_id: output.dashboard_id }))}
            >
              <ExternalLink aria-hidden />
              {t('tools.createDashboard.openAsPage')}
            </Button>
          </>
        ) : undefined
      }
    />
  );
}
