import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { ErrorCode } from '@/lib/api/error-codes';
import { hydrateSessionChat } from '../runtime/hydrate-session-chat.ts';
import { resetHydration } from '../runtime/hydration-store.ts';
import '@/lib/i18n/namespaces/chat';

/** History that could not be loaded: a session that is gone, or a failure worth retrying. */
export function ThreadLoadError({ sessionId, code }: { sessionId: string; code: number }) {
  const { t } = useTranslation('chat');
  if (code === ErrorCode.NOT_FOUND) {
    return <p className="py-16 text-center text-sm text-muted-foreground">{t('thread.sessionMissing')}</p>;
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 py-16 text-center text-sm text-muted-foreground"
    >
      {t('thread.loadFailed')}
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          resetHydration(sessionId);
          void hydrateSessionChat(sessionId);
        }}
      >
        {t('thread.retry')}
      </Button>
    </div>
  );
}
