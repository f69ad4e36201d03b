import type { ReactNode } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { UserCog } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { DecideError } from '../team-admin/approval-buttons.tsx';
import { ChoiceCard } from '../choice-card.tsx';
import { OpenScreenButton } from '../team-admin/open-screen-button.tsx';
import { useApprovalCard } from '../use-approval.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolErrorText } from '../tool-card-state.ts';
import { manageMemberTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof manageMemberTool>>,
  ToolOutput<typeof manageMemberTool>
>;

/**
 * `manage_member` in the thread: who, which role, which clients, and Approve or Decline; nothing changes
 * before Approve. When the name was unclear, the candidates as buttons.
 */
export function ManageMemberCard(props: Props) {
  const { t } = useTranslation('chat');
  const { state, output, decide, frameState, actions } = useApprovalCard(props, manageMemberTool);

  if (output?.status === 'choose') return <ChoiceCard icon={UserCog} output={output} />;

  const who = output ? `${output.name} (${output.account})` : (props.args.person ?? '');
  let detail: ReactNode = state === 'error' ? toolErrorText(props.result) : undefined;
  if (output) {
    const role = t(`tools.teamAdmin.roles.${output.role}`);
    const clients = output.clients
      ? output.clients.map((c) => c.name).join(t('tools.teamAdmin.listSeparator'))
      : null;
    detail = (
      <div className="space-y-1">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt>{t('tools.manageMember.person')}</dt>
          <dd className="text-foreground">{who}</dd>
          <dt>{t('tools.manageMember.role')}</dt>
          <dd className="text-foreground">
            {output.role_before && output.role_before !== output.role
              ? t('tools.manageMember.roleChange', {
                  before: t(`tools.teamAdmin.roles.${output.role_before}`),
                  role,
                })
              : role}
          </dd>
          <dt>{t('tools.manageMember.clients')}</dt>
          <dd className="text-foreground">
            {clients ??
              t(output.joining ? 'tools.teamAdmin.allClients' : 'tools.manageMember.clientsUnchanged')}
          </dd>
        </dl>
        <p>{t(`tools.manageMember.${output.status}`, { team: output.team_name })}</p>
        <DecideError error={decide.error} />
      </div>
    );
  }

  return (
    <ToolCardFrame
      icon={UserCog}
      title={
        output
          ? t(output.joining ? 'tools.manageMember.titleAdd' : 'tools.manageMember.titleChange', {
              name: output.name,
            })
          : undefined
      }
      runningTitle={t('tools.manageMember.pending')}
      state={frameState}
      detail={detail}
      actions={actions(
        <OpenScreenButton screenId="teammanage-member" label={t('tools.teamAdmin.openMembers')} />,
      )}
    />
  );
}
