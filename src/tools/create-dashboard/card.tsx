import { useEffect } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, LayoutDashboard, PanelRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { SampleDataBadge } from '@/components/data-source/sample-data-badge';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { useFailureText } from '@/lib/i18n/use-failure-text';
import { reportPath } from '@/lib/report-path';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useToolHost } from '../tool-host.ts';
import type { createDashboardTool } from './contract.ts';
import { DashboardProgress } from './dashboard-progress.tsx';
import { DuplicateOffer } from './duplicate-offer.tsx';
import { takeLiveDashboard } from './live-dashboards.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof createDashboardTool>>,
  ToolOutput<typeof createDashboardTool>
>;

const POLL_MS = 1000;

const isGone = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.NOT_FOUND;

/**
 * `create_dashboard` in the thread: the collection's progress live, then the ways to open the dashboard; or, when
 * nothing was created because the same subjects are already tracked, the offer of the existing dashboard.
 */
export function CreateDashboardCard(props: Props) {
  const messageId = useAuiState((s) => s.message.id);
  const running = useAuiState((s) => s.thread.isRunning);
  const result = props.result;
  if (!props.isError && result?.outcome === 'duplicate')
    return (
      <DuplicateOffer
        existingId={result.existing_dashboard_id}
        existingName={result.existing_name}
        messageId={messageId}
        running={running}
      />
    );
  return <CreatedDashboardCard {...props} messageId={messageId} />;
}

function CreatedDashboardCard(props: Props & { messageId: string }) {
  const { t } = useTranslation('chat');
  const host = useToolHost();
  const failureText = useFailureText();
  const { messageId } = props;
  const state = toolCardState(props);
  // Results stored before the duplicate check have no `outcome`; they are created dashboards too.
  const created = state === 'done' && props.result?.outcome !== 'duplicate' ? props.result : undefined;
  const id = created?.dashboard_id;
  const detail = useQuery({
    queryKey: ['chat-tool', 'dashboard.detail', id],
    queryFn: () => callApi('dashboard.detail', { dashboard_id: id ?? '' }, { silent: true }),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      !isGone(query.state.error) && (query.state.data?.status ?? created?.status) === 'generating'
        ? POLL_MS
        : false,
  });
  // Deleted since: the card must not go on saying it is collecting.
  const gone = isGone(detail.error);
  const status = gone ? undefined : (detail.data?.status ?? created?.status);

  useEffect(() => {
    if (!id || status !== 'ready') return;
    const source = takeLiveDashboard(id);
    if (source) host.openArtifact(dashboardArtifact(id, source));
  }, [host, id, status]);

  // The call returns at once; for the user the work runs until the dashboard is ready.
  const frameState =
    state !== 'done'
      ? state
      : gone || status === 'failed'
        ? 'error'
        : status === 'generating'
          ? 'running'
          : state;
  const name = created?.name ?? detail.data?.name ?? props.args.name;
  const title = name ? t('tools.createDashboard.title', { name }) : undefined;
  const body =
    state === 'error' ? (
      toolErrorText(props.result)
    ) : gone ? (
      t('tools.createDashboard.gone')
    ) : status === 'generating' && detail.data ? (
      <DashboardProgress detail={detail.data} />
    ) : status === 'failed' ? (
      t('tools.createDashboard.failedReason', { reason: failureText(detail.data?.failure_code) })
    ) : status ? (
      <span className="flex flex-wrap items-center gap-2">
        {t(`tools.createDashboard.status.${status}`)}
        <SampleDataBadge sources={detail.data?.data_sources ?? []} />
      </span>
    ) : undefined;

  return (
    <ToolCardFrame
      icon={LayoutDashboard}
      title={title}
      runningTitle={t('tools.createDashboard.pending')}
      state={frameState}
      detail={body}
      actions={
        id && status === 'ready' ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => host.openArtifact(dashboardArtifact(id, messageId))}
            >
              <PanelRight aria-hidden />
              {t('tools.createDashboard.openInPanel')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => host.openPage(reportPath({ dashboard_id: id }))}
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
