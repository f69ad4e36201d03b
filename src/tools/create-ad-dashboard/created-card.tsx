import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Megaphone, PanelRight, Tags } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { SampleDataBadge } from '@/components/data-source/sample-data-badge';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { useFailureText } from '@/lib/i18n/use-failure-text';
import { reportPath } from '@/lib/report-path';
import type { ToolOutput } from '../define-tool.ts';
import { takeLiveDashboard } from '../create-dashboard/live-dashboards.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { useToolHost } from '../tool-host.ts';
import { AdSourcesProgress } from './ad-sources-progress.tsx';
import { sampleAccountName, settingsText } from './ad-settings-text.ts';
import type { createAdDashboardTool } from './contract.ts';
import { SourceLine } from './source-list.tsx';
import { SourceProblems } from './source-problems.tsx';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/adReport';
import '@/lib/i18n/namespaces/chat';

type Created = Extract<ToolOutput<typeof createAdDashboardTool>, { outcome: 'created' }>;

const POLL_MS = 1000;
/** Where the tag rules are written (the ad data screen's tagging of each dataset). */
const AD_DATA_PATH = '/writer/teammanage/adData';

const isGone = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.NOT_FOUND;

/**
 * A created AD dashboard: what it reads and how (sources, window, level, range, tags; sample labelled), each
 * source's reading while the dashboard waits for its data, then the ways to open it; the sources' problems when
 * none could be read.
 */
export function CreatedAdDashboardCard({ created, messageId }: { created: Created; messageId: string }) {
  const { t } = useTranslation(['chat', 'adReport']);
  const host = useToolHost();
  const failureText = useFailureText();
  const id = created.dashboard_id;
  const detail = useQuery({
    queryKey: ['chat-tool', 'dashboard.detail', id],
    queryFn: () => callApi('dashboard.detail', { dashboard_id: id }, { silent: true }),
    refetchInterval: (query) =>
      !isGone(query.state.error) && (query.state.data?.status ?? created.status) === 'generating'
        ? POLL_MS
        : false,
  });
  const gone = isGone(detail.error);
  const status = gone ? undefined : (detail.data?.status ?? created.status);

  useEffect(() => {
    if (status !== 'ready') return;
    const source = takeLiveDashboard(id);
    if (source) host.openArtifact(dashboardArtifact(id, source));
  }, [host, id, status]);

  const liveSources = detail.data?.ad?.sources ?? [];
  const live = new Map(
    liveSources.map((s) => [s.dataset_id, { platform: s.platform, state: s.state, days: s.days }]),
  );
  const failedSources = liveSources.filter((s) => s.state === 'failed');
  const settings = settingsText(
    { window: created.window, level: created.level, range: created.range, tag_by: created.tag_by },
    t,
  );
  const body = gone ? (
    t('tools.createDashboard.gone')
  ) : (
    <div className="space-y-2">
      <ul className="space-y-1" aria-label={t('adChat:create.sources')}>
        {created.sources.map((source) => (
          <li key={source.dataset_id}>
            {/* The result is a snapshot from the call; the detail says what the source holds now. */}
            <SourceLine source={{ ...source, ...live.get(source.dataset_id) }} />
          </li>
        ))}
      </ul>
      <p>{settings.join(' · ')}</p>
      {created.bound_samples.length > 0 ? (
        <p>
          {t('adChat:create.boundSamples', {
            names: created.bound_samples
              .map((p) => sampleAccountName(p, t))
              .join(t('adChat:create.listSeparator')),
          })}
        </p>
      ) : null}
      <SampleDataBadge
        sources={created.sample ? ['sample'] : []}
        explanations={{ only: t('adReport:sample.only'), some: t('adReport:sample.some') }}
      />
      {status === 'generating' && detail.data ? <AdSourcesProgress detail={detail.data} /> : null}
      {status === 'failed' ? (
        <>
          <p className="text-destructive">
            {t('tools.createDashboard.failedReason', { reason: failureText(detail.data?.failure_code) })}
          </p>
          <SourceProblems sources={failedSources} />
        </>
      ) : null}
      {status === 'ready' ? <p>{t('tools.createDashboard.status.ready')}</p> : null}
    </div>
  );
  const offerAdData = created.tag_by.length > 0 || status === 'failed';
  // The call returns at once; for the user the work runs until the dashboard is ready.
  const state = gone || status === 'failed' ? 'error' : status === 'generating' ? 'running' : 'done';
  return (
    <ToolCardFrame
      icon={Megaphone}
      title={t('adChat:create.title', { name: detail.data?.name ?? created.name })}
      state={state}
      wide
      detail={body}
      actions={
        gone || (status !== 'ready' && !offerAdData) ? undefined : (
          <>
            {status === 'ready' ? (
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
            ) : null}
            {offerAdData ? (
              <Button size="sm" variant="outline" onClick={() => host.openPage(AD_DATA_PATH)}>
                <Tags aria-hidden />
                {status === 'failed' ? t('adChat:create.openAdData') : t('adChat:create.tagRules')}
              </Button>
            ) : null}
          </>
        )
      }
    />
  );
}
