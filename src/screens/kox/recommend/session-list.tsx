import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { sessionListQuery } from './recommend-queries.ts';
import { SessionStatusBadge } from './session-status-badge.tsx';
import '@/lib/i18n/namespaces/koxRecommend';

interface SessionListProps {
  teamId: string | null;
  /** The open session ('' while the form is shown). */
  current: string;
  onOpen(sessionId: string): void;
  onNew(): void;
}

/** The team's recommendations, newest first: each reopens where it is (running, completed, failed). */
export function SessionList({ teamId, current, onOpen, onNew }: SessionListProps) {
  const { t } = useTranslation('koxRecommend');
  const query = useQuery(sessionListQuery(teamId));
  let body;
  if (query.isPending)
    body = (
      <div role="status" aria-label={t('loading')} className="flex flex-col gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  else if (query.isError)
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <span className="text-destructive">{t('sessions.failed', { message: query.error.message })}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('sessions.retry')}
        </Button>
      </div>
    );
  else if (query.data.list.length === 0)
    body = (
      <div className="flex flex-col gap-1 rounded-lg border border-dashed p-3 text-sm">
        <p className="font-medium">{t('sessions.emptyTitle')}</p>
        <p className="text-muted-foreground">{t('sessions.emptyBody')}</p>
      </div>
    );
  else
    body = (
      <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto lg:max-h-[calc(100vh-16rem)]">
        {query.data.list.map((s) => (
          <li key={s.session_id}>
            <button
              type="button"
              aria-current={s.session_id === current ? 'true' : undefined}
              onClick={() => onOpen(s.session_id)}
              className={cn(
                'flex w-full flex-col gap-1 rounded-lg border px-3 py-2 text-left text-sm hover:bg-accent',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                s.session_id === current && 'border-primary bg-primary/5',
              )}
            >
              <span className="line-clamp-2 font-medium break-words">{s.name}</span>
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <SessionStatusBadge status={s.status} />
                {s.status === 'completed' ? t('sessions.results', { count: s.results_count }) : null}
                <span>{formatDateTime(s.created_at)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <nav aria-labelledby="rec-sessions-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="rec-sessions-title" className="font-semibold">
          {t('sessions.title')}
        </h3>
        <Button size="sm" variant={current ? 'default' : 'outline'} onClick={onNew}>
          <Plus aria-hidden />
          {t('sessions.new')}
        </Button>
      </div>
      {body}
    </nav>
  );
}
