import { useAuiState } from '@assistant-ui/react';
import { Check } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLaterUserText, useSendUserText } from './use-user-reply.ts';
import '@/lib/i18n/namespaces/chat';

/**
 * A question back in the thread: one button per likely answer, which sends its message as the user's next one; once
 * answered (by a button or in the user's own words), the buttons stay as a record, the chosen one marked. A long
 * answer wraps inside the card (a request read back can be a sentence).
 */
export function ChoiceButtons({ choices }: { choices: readonly { label: string; message: string }[] }) {
  const { t } = useTranslation('chat');
  const running = useAuiState((s) => s.thread.isRunning);
  const answer = useLaterUserText();
  const send = useSendUserText();
  const chosen = answer === null ? -1 : choices.findIndex((c) => c.message === answer.trim());
  return (
    <div role="group" aria-label={t('tools.askUser.choices')} className="flex flex-wrap gap-2">
      {choices.map((choice, index) => (
        <Button
          key={index}
          size="sm"
          variant={index === chosen ? 'default' : 'outline'}
          aria-pressed={index === chosen}
          className={cn(
            'h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal',
            index === chosen && 'disabled:opacity-100',
          )}
          disabled={answer !== null || running}
          onClick={() => send(choice.message)}
        >
          {index === chosen ? <Check aria-hidden /> : null}
          {choice.label}
        </Button>
      ))}
    </div>
  );
}

/** Whether the user has answered the question yet (a button or their own words). */
export const useAnswered = () => useLaterUserText() !== null;
