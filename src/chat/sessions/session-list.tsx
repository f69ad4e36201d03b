import { lazy, Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { sessionsQuery } from './session-queries.ts';
import { SessionRow, type SessionRowData } from './session-row.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRefreshSessionsOnTurn } from './use-refresh-sessions-on-turn.ts';
import { useSessionMutations } from './use-session-mutations.ts';
import '@/lib/i18n/namespaces/chat';

// The confirmation (a Radix dialog) loads on the first delete, not with the workspace.
const DeleteSessionDialog = lazy(() =>
  import('./delete-session-dialog.tsx').then((m) => ({ default: m.DeleteSessionDialog })),
);

interface SessionListProps {
  activeSessionId: string | undefined;
  onSelect(sessionId: string): void;
  /** After the active session was deleted. */
  onActiveDeleted(): void;
}

function ListSkeleton() {
  const { t } = useTranslation('chat');
  return (
    <div role="status" aria-label={t('sessions.loading')} className="flex flex-col gap-2 px-2 py-1">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-7" />
      ))}
    </div>
  );
}

/** The sessions column: new chat, search (on the server, debounced), and the list with rename and delete. */
export function SessionList({ activeSessionId, onSelect, onActiveDeleted }: SessionListProps) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search);
  // The previous list stays while a search runs, instead of flashing the skeleton.
  const sessions = useQuery({ ...sessionsQuery(keyword), placeholderData: keepPreviousData });
  const { create, rename, remove } = useSessionMutations();
  const [toDelete, setToDelete] = useState<SessionRowData | null>(null);
  // Once asked for, the dialog stays mounted so it can close with its animation.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (toDelete && !dialogWanted) setDialogWanted(true);
  useRefreshSessionsOnTurn();

  const confirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete.session_id;
    remove.mutate(id, {
      onSuccess: () => {
        setToDelete(null);
        if (id === activeSessionId) onActiveDeleted();
      },
    });
  };

  return (
    <nav aria-label={t('sessions.label')} className="flex h-full min-h-0 flex-col gap-2 py-3">
      <div className="px-3">
        <Button
          className="w-full justify-start"
          variant="outline"
          disabled={create.isPending}
          onClick={() => create.mutate('', { onSuccess: (session) => onSelect(session.session_id) })}
        >
          <Plus aria-hidden />
          {t('sessions.new')}
        </Button>
      </div>
      <label className="mx-3 flex items-center gap-2 rounded-md border bg-background px-2 focus-within:ring-2 focus-within:ring-ring">
        <Search aria-hidden className="size-3.5 text-muted-foreground" />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('sessions.search')}
          aria-label={t('sessions.search')}
          className="h-8 min-w-0 flex-1 bg-transparent text-sm outline-none"
        />
      </label>
      <div className="min-h-0 flex-1 overflow-y-auto px-2">
        {sessions.isPending ? <ListSkeleton /> : null}
        {sessions.isError ? (
          <p className="px-2 py-4 text-sm text-muted-foreground">{t('sessions.loadFailed')}</p>
        ) : null}
        {sessions.data?.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">
            {keyword.trim() ? t('sessions.noMatch') : t('sessions.empty')}
          </p>
        ) : null}
        <ul className="flex flex-col gap-0.5">
          {sessions.data?.map((session) => (
            <SessionRow
              key={session.session_id}
              session={session}
              active={session.session_id === activeSessionId}
              onSelect={() => onSelect(session.session_id)}
              onRename={(title) => rename.mutate({ sessionId: session.session_id, title })}
              onDelete={() => setToDelete(session)}
            />
          ))}
        </ul>
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <DeleteSessionDialog
            title={toDelete ? toDelete.title || t('sessions.untitled') : null}
            pending={remove.isPending}
            onConfirm={confirmDelete}
            onOpenChange={(open) => !open && setToDelete(null)}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
