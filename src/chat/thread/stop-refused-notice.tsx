import { useAuiState } from '@assistant-ui/react';
import { Info } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionChatState } from '../runtime/session-context.ts';
import { useStopRefusedStore } from '../runtime/stop-refused-store.ts';
import '@/lib/i18n/namespaces/chat';

/**
 * Under the answer whose stop the server could not make (it had already finished, or the node writing it did not
 * answer): says so, instead of "terminated", until the user's next message.
 */
export function StopRefusedNotice() {
  const { t } = useTranslation('chat');
  const { sessionId } = useSessionChatState();
  const refusedTurn = useStopRefusedStore((s) => s.bySession[sessionId]);
  const lastTurn = useAuiState((s) => s.thread.messages.findLast((m) => m.role === 'user')?.id);
  if (!refusedTurn || refusedTurn !== lastTurn) return null;
  return (
    <p role="status" className="my-2 flex items-start gap-2 text-xs text-muted-foreground">
      <Info aria-hidden className="mt-px size-3.5 shrink-0" />
      {t('thread.notStopped')}
    </p>
  );
}
