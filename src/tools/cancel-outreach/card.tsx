import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { CalendarX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { OpenProjectButton } from '../outreach/open-project-button.tsx';
import { OUTREACH_SCREEN } from '../outreach/outreach-screen.ts';
import { ChoiceCard } from '../choice-card.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { cancelOutreachTool } from './contract.ts';
import '@/lib/i18n/namespaces/koxOutreachTools';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof cancelOutreachTool>>,
  ToolOutput<typeof cancelOutreachTool>
>;

/** `cancel_outreach` in the thread: how many waiting e-mails are drafts again, what already left, and Open. */
export function CancelOutreachCard(props: Props) {
  const { t } = useTranslation('koxOutreachTools');
  const state = toolCardState(props);
  const parsed = cancelOutreachTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;
  if (output?.status === 'choose') return <ChoiceCard icon={CalendarX} output={output} />;
  if (!output)
    return (
      <ToolCardFrame
        icon={CalendarX}
        runningTitle={t('cancel.pending')}
        state={state}
        detail={state === 'error' ? toolErrorText(props.result) : undefined}
      />
    );
  return (
    <ToolCardFrame
      icon={CalendarX}
      title={t('cancel.title', { project: output.project_name })}
      state="done"
      detail={
        <div className="space-y-1">
          <p>{t('cancel.stopped', { count: output.stopped })}</p>
          {output.on_their_way > 0 ? <p>{t('cancel.onTheirWay', { count: output.on_their_way })}</p> : null}
        </div>
      }
      actions={
        <OpenProjectButton
          screenId={OUTREACH_SCREEN}
          projectId={output.project_id}
          label={t('cancel.open')}
        />
      }
    />
  );
}
