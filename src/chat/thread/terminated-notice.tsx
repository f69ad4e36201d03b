import { useAuiState } from '@assistant-ui/react';
import { CircleSlash } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/chat';

/**
 * Under an answer the user stopped: live (assistant-ui marks it cancelled) or saved (metadata `terminated`,
 * which the server writes when the stop button ends a run).
 */
export function TerminatedNotice() {
  const { t } = useTranslation('chat');
  const terminated = useAuiState(
    (s) =>
      (s.message.status?.type === 'incomplete' && s.message.status.reason === 'cancelled') ||
      s.message.metadata.custom.terminated === true,
  );
  if (!terminated) return null;
  return (
    <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
      <CircleSlash aria-hidden className="size-3.5" />
      {t('thread.terminated')}
    </p>
  );
}
