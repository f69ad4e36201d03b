import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { Check, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useLaterUserText, useSendUserText } from '../use-user-reply.ts';
import { askUserTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<Partial<ToolInput<typeof askUserTool>>, ToolOutput<typeof askUserTool>>;

/**
 * `ask_user` in the thread: the model's question and one button per answer. A button sends its message as the
 * user's next message; once the user has answered (by a button or by typing), the buttons stay as a record, the
 * chosen one marked.
 */
export function AskUserCard(props: Props) {
  const { t } = useTranslation('chat');
  const running = useAuiState((s) => s.thread.isRunning);
  const answer = useLaterUserText();
  const send = useSendUserText();
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
      actions={
        asked ? (
          <div role="group" aria-label={t('tools.askUser.choices')} className="flex flex-wrap gap-2">
            {asked.choices.map((choice, index) => (
              <Button
                key={index}
                size="sm"
                variant={index === chosen ? 'default' : 'outline'}
                aria-pressed={index === chosen}
                className={index === chosen ? 'disabled:opacity-100' : undefined}
                disabled={answer !== null || running}
                onClick={() => send(choice.message)}
              >
                {index === chosen ? <Check aria-hidden /> : null}
                {choice.label}
              </Button>
            ))}
          </div>
        ) : undefined
      }
    />
  );
}
