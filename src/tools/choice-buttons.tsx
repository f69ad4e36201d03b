import { useAuiState } from '@assistant-ui/react';
import { Check } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useLaterUserText, useSendUserText } from '../use-user-reply.ts';
import type { TeamChoiceOutput } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

/** A team tool's question back: one button per likely request; once answered, the chosen one stays marked. */
export function ChoiceButtons({ choices }: { choices: TeamChoiceOutput['choices'] }) {
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
          className={index === chosen ? 'disabled:opacity-100' : undefined}
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
