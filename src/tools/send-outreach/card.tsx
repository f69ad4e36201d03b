import type { ReactNode } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { Send } from 'lucide-react';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { OpenProjectButton } from '../outreach/open-project-button.tsx';
import { OUTREACH_SCREEN } from '../outreach/outreach-screen.ts';
import { NoSenderCard, PausedNotice, SenderRow } from '../outreach/sending-parts.tsx';
import { DecideError } from '../team-admin/approval-buttons.tsx';
import { ChoiceCard } from '../choice-card.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolErrorText } from '../tool-card-state.ts';
import { useApprovalCard } from '../use-approval.ts';
import { sendOutreachTool } from './contract.ts';
import '@/lib/i18n/namespaces/koxOutreachTools';
import '@/lib/i18n/namespaces/koxOutreachUi';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof sendOutreachTool>>,
  ToolOutput<typeof sendOutreachTool>
>;

/** A time in the reader's own zone and language. */
const timeText = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'zh' ? 'zh-CN' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/**
 * `send_outreach` in the thread: how many drafts, from which mailbox, when, and Approve or Decline; nothing is
 * sent before Approve. Without a mailbox, a link to mailbox settings instead.
 */
export function SendOutreachCard(props: Props) {
  const { t } = useTranslation('koxOutreachTools');
  const { language } = useLanguage();
  const { state, output, decide, frameState, actions } = useApprovalCard(props, sendOutreachTool);

  if (output?.status === 'choose') return <ChoiceCard icon={Send} output={output} />;
  if (output?.status === 'no_sender')
    return (
      <NoSenderCard
        icon={Send}
        title={t('send.noSenderTitle', { project: output.project_name })}
        text={t('send.noSender', { count: output.drafts })}
      />
    );

  let detail: ReactNode = state === 'error' ? toolErrorText(props.result) : undefined;
  if (output) {
    detail = (
      <div className="space-y-1">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt>{t('send.count')}</dt>
          <dd className="text-foreground">{output.email_ids.length}</dd>
          <SenderRow sender={output.sender} sandbox={output.sandbox} />
          <dt>{t('send.when')}</dt>
          <dd className="text-foreground">
            {output.send_at ? timeText(output.send_at, language) : t('send.now')}
          </dd>
        </dl>
        <PausedNotice pausedReason={output.paused_reason} declined={output.status === 'declined'} />
        <p>
          {output.status === 'approved'
            ? t('send.approved', { count: output.scheduled, at: timeText(output.scheduled_at, language) })
            : t(`send.${output.status}`)}
        </p>
        <DecideError error={decide.error} />
      </div>
    );
  }

  return (
    <ToolCardFrame
      icon={Send}
      title={
        output
          ? t(output.failed ? 'send.resendTitle' : 'send.title', {
              count: output.email_ids.length,
              project: output.project_name,
            })
          : undefined
      }
      runningTitle={t('send.pending')}
      state={frameState}
      detail={detail}
      actions={actions(
        output?.status === 'approved' && (
          <OpenProjectButton
            screenId={OUTREACH_SCREEN}
            projectId={output.project_id}
            label={t('send.open')}
          />
        ),
      )}
    />
  );
}
