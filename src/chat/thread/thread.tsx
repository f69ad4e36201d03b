import { AuiIf, ThreadPrimitive, useAuiState } from '@assistant-ui/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import { ThreadComposer } from '../composer/thread-composer.tsx';
import { useHydration } from '../runtime/hydration-store.ts';
import { useSessionChatState } from '../runtime/session-context.ts';
import { AssistantMessage } from './assistant-message.tsx';
import { StopRefusedNotice } from './stop-refused-notice.tsx';
import { ThreadError } from './thread-error.tsx';
import { ThreadLoadError } from './thread-load-error.tsx';
import { ThreadSkeleton } from './thread-skeleton.tsx';
import { ThreadWelcome } from './thread-welcome.tsx';
import { UserMessage } from './user-message.tsx';
import '@/lib/i18n/namespaces/chat';

/** The streamed conversation of the session in context, composed from assistant-ui primitives. */
export function Thread({ compact = false }: { compact?: boolean }) {
  const { sessionId } = useSessionChatState();
  const hydration = useHydration(sessionId);
  const loading = !hydration || hydration.state === 'loading';
  const { t } = useTranslation('chat');
  // Busy while an answer streams: screen readers then announce the finished reply and card states once.
  const running = useAuiState((s) => s.thread.isRunning);
  return (
    <ThreadPrimitive.Root className="flex h-full min-h-0 flex-col">
      <ThreadPrimitive.Viewport className={cn('min-h-0 flex-1 overflow-y-auto', compact ? 'px-3' : 'px-6')}>
        <div className="mx-auto w-full max-w-3xl pb-4">
          {loading ? <ThreadSkeleton /> : null}
          {hydration?.state === 'error' ? (
            <ThreadLoadError sessionId={sessionId} code={hydration.code} />
          ) : null}
          {hydration?.state === 'ready' ? (
            <AuiIf condition={(s) => s.thread.isEmpty}>
              <ThreadWelcome compact={compact} />
            </AuiIf>
          ) : null}
          <div role="log" aria-live="polite" aria-busy={running} aria-label={t('thread.messages')}>
            <ThreadPrimitive.Messages>
              {({ message }) => (message.role === 'user' ? <UserMessage /> : <AssistantMessage />)}
            </ThreadPrimitive.Messages>
            <StopRefusedNotice />
            <ThreadError />
          </div>
        </div>
      </ThreadPrimitive.Viewport>
      <div className={cn('border-t bg-background py-3', compact ? 'px-3' : 'px-6')}>
        {hydration?.state === 'ready' ? <ThreadComposer /> : null}
      </div>
    </ThreadPrimitive.Root>
  );
}
