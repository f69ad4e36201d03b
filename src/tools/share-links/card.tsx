import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { Link2, PanelRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { usePermission } from '@/components/permission';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { WRITER_ROLES } from '@/lib/roles';
import { ShareLinkItem } from '@/screens/dashboard-detail/share-link-item';
import { useSharingRequests } from '@/screens/dashboard-detail/sharing-requests';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useToolHost } from '../tool-host.ts';
import { shareLinksTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof shareLinksTool>>,
  ToolOutput<typeof shareLinksTool>
>;

/**
 * `share_links` in the thread: where the dashboard's links stood when asked (the newest ten), and the way to its
 * sharing dialog, where they are revoked or a new one is made; a member who cannot share opens the dashboard.
 */
export function ShareLinksCard(props: Props) {
  const { t } = useTranslation('chat');
  const host = useToolHost();
  const messageId = useAuiState((s) => s.message.id);
  const canShare = usePermission(WRITER_ROLES);
  const state = toolCardState(props);
  const parsed = shareLinksTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;
  const total = output ? output.active + output.expired + output.revoked : 0;
  const open = (id: string) => {
    if (canShare) useSharingRequests.getState().request(id);
    host.openArtifact(dashboardArtifact(id, messageId));
  };
  return (
    <ToolCardFrame
      icon={Link2}
      title={output ? t('tools.shareLinks.title', { name: output.dashboard_name }) : undefined}
      runningTitle={t('tools.shareLinks.pending')}
      state={state}
      detail={
        state === 'error' ? (
          toolErrorText(props.result)
        ) : output ? (
          <div className="space-y-2">
            <p>
              {total === 0
                ? t('tools.shareLinks.none')
                : t('tools.shareLinks.counts', {
                    active: output.active,
                    expired: output.expired,
                    revoked: output.revoked,
                  })}
            </p>
            {output.links.length ? (
              <ul aria-label={t('tools.shareLinks.listLabel')} className="flex flex-col gap-1.5">
                {output.links.map((link) => (
                  <ShareLinkItem key={link.share_id} link={link} className="px-2.5 py-1.5" />
                ))}
              </ul>
            ) : null}
            {total > output.links.length ? (
              <p>{t('tools.shareLinks.newest', { shown: output.links.length, count: total })}</p>
            ) : null}
          </div>
        ) : undefined
      }
      actions={
        output ? (
          <Button size="sm" variant="outline" onClick={() => open(output.dashboard_id)}>
            <PanelRight aria-hidden />
            {canShare ? t('tools.shareLinks.manage') : t('tools.shareLinks.openDashboard')}
          </Button>
        ) : undefined
      }
    />
  );
}
