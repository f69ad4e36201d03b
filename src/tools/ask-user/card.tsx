import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { ChoiceButtons } from '../choice-buttons.tsx';
import { useLaterUserText } from '../use-user-reply.ts';
import { askUserTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<Partial<ToolInput<typeof askUserTool>>, ToolOutput<typeof askUserTool>>;

/**
 * `ask_user` in the thread: the model's question and one button per answer (choice-buttons.tsx); an answer in the
 * user's own words is noted as such.
 */
export function AskUserCard(props: Props) {
  const { t } = useTranslation('chat');
  const answer = useLaterUserText();
  const state = toolCardState(props);
  const parsed = askUserTool.output.safeParse(state === 'done' ? props.result : undefined);
  const asked = parsed.success ? parsed.data : undefined;
  const question = asked?.question ?? props.args.question;
  const chosen = answer === null ? -1 : (asked?.choices.findIndex((c) => c.message === answer.trim()) ?? -1);

  return (
    <ToolCardFrame
      icon={MessageCircleQuestion}
      title={question}
      runningTitle={t('tools.askUser.pending')}
      state={state === 'done' && answer === null ? 'awaiting' : state}
      detail={
        state === 'error'
          ? toolErrorText(props.result)
          : answer !== null && chosen < 0
            ? t('tools.askUser.answeredOtherwise')
            : undefined
      }
      actions={asked ? <ChoiceButtons choices={asked.choices} /> : undefined}
    />
  );
}
