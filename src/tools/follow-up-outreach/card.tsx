import type { ReactNode } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { BellRing } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FollowUpLeftOut } from '@/screens/kox/outreach/follow-up-left-out';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { OpenProjectButton } from '../outreach/open-project-button.tsx';
import { OUTREACH_SCREEN } from '../outreach/outreach-screen.ts';
import { NoSenderCard, PausedNotice, SenderRow } from '../outreach/sending-parts.tsx';
import { DecideError } from '../team-admin/approval-buttons.tsx';
import { ChoiceCard } from '../choice-card.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolErrorText } from '../tool-card-state.ts';
import { useApprovalCard } from '../use-approval.ts';
import { followUpOutreachTool } from './contract.ts';
import '@/lib/i18n/namespaces/koxOutreachTools';
import '@/lib/i18n/namespaces/koxOutreachUi';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof followUpOutreachTool>>,
  ToolOutput<typeof followUpOutreachTool>
>;

/**
 * `follow_up_outreach` in the thread: how many silent creators get their next follow-up, from which mailbox, who
 * is left out and why, and Approve or Decline; nothing is written or sent before Approve.
 */
export function FollowUpOutreachCard(props: Props) {
  const { t } = useTranslation('koxOutreachTools');
  const { state, output, decide, frameState, actions } = useApprovalCard(props, followUpOutreachTool);

  if (output?.status === 'choose') return <ChoiceCard icon={BellRing} output={output} />;
  if (output?.status === 'no_sender')
    return (
      <NoSenderCard
        icon={BellRing}
        title={t('followUp.noSenderTitle', { project: output.project_name })}
        text={t('followUp.noSender', { count: output.creators })}
      />
    );
  if (output?.status === 'none')
    return (
      <ToolCardFrame
        icon={BellRing}
        title={t('followUp.noneTitle', { project: output.project_name })}
        state="done"
        detail={<FollowUpLeftOut leftOut={output.left_out} />}
        actions={
          <OpenProjectButton
            screenId={OUTREACH_SCREEN}
            projectId={output.project_id}
            label={t('followUp.open')}
          />
        }
      />
    );

  let detail: ReactNode = state === 'error' ? toolErrorText(props.result) : undefined;
  if (output) {
    detail = (
      <div className="space-y-1">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt>{t('followUp.count')}</dt>
          <dd className="text-foreground">{output.creator_ids.length}</dd>
          <SenderRow sender={output.sender} sandbox={output.sandbox} />
        </dl>
        <FollowUpLeftOut leftOut={output.left_out} />
        <PausedNotice pausedReason={output.paused_reason} declined={output.status === 'declined'} />
        <p>
          {output.status === 'approved'
            ? t('followUp.approved', { count: output.queued })
            : t(`followUp.${output.status}`)}
        </p>
        <DecideError error={decide.error} />
      </div>
    );
  }

  return (
    <ToolCardFrame
      icon={BellRing}
      title={
        output
          ? t('followUp.title', { count: output.creator_ids.length, project: output.project_name })
          : undefined
      }
      runningTitle={t('followUp.pending')}
      state={frameState}
      detail={detail}
      actions={actions(
        output?.status === 'approved' && (
          <OpenProjectButton
            screenId={OUTREACH_SCREEN}
            projectId={output.project_id}
            label={t('followUp.open')}
          />
        ),
      )}
    />
  );
}
