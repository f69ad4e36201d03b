import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { sessionsQuery } from '../sessions/session-queries.ts';
import '@/lib/i18n/namespaces/chat';

/** The title of a session as the list knows it; "New chat" until the first message names it. */
export function SessionTitle({
  sessionId,
  className,
}: {
  sessionId: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation('chat');
  const sessions = useQuery({ ...sessionsQuery(''), enabled: Boolean(sessionId) });
  const title = sessions.data?.find((s) => s.session_id === sessionId)?.title;
  return <span className={className}>{sessionId ? title || t('sessions.untitled') : t('sessions.new')}</span>;
}
