import type { ReactNode } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { MailPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatDateTime } from '@/lib/format';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { CopyField } from '../share-report/copy-field.tsx';
import { DecideError } from '../team-admin/approval-buttons.tsx';
import { OpenScreenButton } from '../team-admin/open-screen-button.tsx';
import { useApprovalCard } from '../use-approval.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolErrorText } from '../tool-card-state.ts';
import { inviteMemberTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof inviteMemberTool>>,
  ToolOutput<typeof inviteMemberTool>
>;

/**
 * `invite_member` in the thread. Approve creates the invitation and shows its one-time sign-in link, once (it
 * signs the person in, so it is never stored in the conversation); after a reload the card says it was sent.
 */
export function InviteMemberCard(props: Props) {
  const { t } = useTranslation('chat');
  const { state, output, decide, decidedHere, frameState, actions } = useApprovalCard(
    props,
    inviteMemberTool,
  );
  const link = typeof decidedHere?.link === 'string' ? decidedHere.link : undefined;

  let detail: ReactNode = state === 'error' ? toolErrorText(props.result) : undefined;
  if (output) {
    const clients = output.clients
      ? output.clients.map((c) => c.name).join(t('tools.teamAdmin.listSeparator'))
      : t('tools.teamAdmin.allClients');
    detail = (
      <div className="space-y-2">
        <p>
          {t('tools.inviteMember.summary', {
            account: output.account,
            role: t(`tools.teamAdmin.roles.${output.role}`),
            clients,
            team: output.team_name,
          })}
        </p>
        {output.status === 'awaiting_approval' ? <p>{t('tools.inviteMember.awaiting')}</p> : null}
        {output.status === 'declined' ? <p>{t('tools.inviteMember.declined')}</p> : null}
        {output.status === 'approved' ? (
          <>
            <p>{t('tools.inviteMember.approved', { date: formatDateTime(output.expires_at) })}</p>
            {link ? (
              <>
                <CopyField
                  label={t('tools.inviteMember.link')}
                  value={`${window.location.origin}${link}`}
                  copyLabel={t('tools.inviteMember.copyLink')}
                />
                <p role="note" className="font-medium text-foreground">
                  {t('tools.inviteMember.linkOnce')}
                </p>
              </>
            ) : (
              <p role="note">{t('tools.inviteMember.linkShown')}</p>
            )}
          </>
        ) : null}
        <DecideError error={decide.error} />
      </div>
    );
  }

  return (
    <ToolCardFrame
      icon={MailPlus}
      title={
        output || props.args.email
          ? t('tools.inviteMember.title', { account: output?.account ?? props.args.email })
          : undefined
      }
      runningTitle={t('tools.inviteMember.pending')}
      state={frameState}
      detail={detail}
      actions={actions(
        <OpenScreenButton screenId="teammanage-member" label={t('tools.teamAdmin.openMembers')} />,
      )}
    />
  );
}
