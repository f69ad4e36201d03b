import { useAuiState } from '@assistant-ui/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/chat';

/**
 * While the assistant has not written anything (yet) after its last part. assistant-ui also asks for this
 * under a finished answer that ends with a tool card, so it shows only while the message is running.
 */
export function TypingIndicator() {
  const { t } = useTranslation('chat');
  const running = useAuiState((s) => s.message.status?.type === 'running');
  if (!running) return null;
  return (
    <span role="status" aria-label={t('thread.thinking')} className="inline-flex items-center gap-1 py-2">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="size-1.5 rounded-full motion-safe:animate-bounce bg-muted-foreground/60"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
