import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { boardQuery, creatorNamesQuery } from './outreach-queries.ts';
import { ThreadDialog } from './thread-dialog.tsx';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** The project's creators by progress label, in the template's order; a creator opens their thread. */
export function ProgressBoard({
  teamId,
  projectId,
  canEdit,
}: {
  teamId: string | null;
  projectId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('koxOutreachUi');
  const board = useQuery(boardQuery(teamId, projectId));
  const names = useQuery(creatorNamesQuery(teamId, projectId));
  const [open, setOpen] = useState<string | null>(null);
  if (board.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 rounded-xl border p-4 text-sm">
        <span className="text-destructive">{t('failed')}</span>
        <Button size="sm" variant="outline" onClick={() => void board.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!board.data) return <Skeleton role="status" aria-label={t('loading')} className="h-48 w-full" />;
  const columns = board.data.columns;
  const nameOf = (id: string) => names.data?.get(id) ?? id;
  if (columns.every((c) => c.count === 0))
    return (
      <p className="rounded-xl border p-8 text-center text-sm text-muted-foreground">{t('board.empty')}</p>
    );
  return (
    <>
      <ul aria-label={t('board.label')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {columns.map((c) => {
          const title = c.name ?? t('board.unlabelled');
          return (
            <li key={c.label_id ?? 'none'} className="flex min-w-0 flex-col gap-2 rounded-xl border p-3">
              <h3 className="flex items-center justify-between gap-2 text-sm font-medium">
                <span className="break-words">{title}</span>
                <span className="text-muted-foreground" aria-label={t('board.count', { count: c.count })}>
                  {c.count}
                </span>
              </h3>
              <ul aria-label={title} className="flex flex-col gap-1">
                {c.creator_ids.map((id) => (
                  <li key={id}>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-auto w-full justify-start py-1.5 text-left break-words whitespace-normal"
                      aria-label={t('board.open', { name: nameOf(id) })}
                      onClick={() => setOpen(id)}
                    >
                      {nameOf(id)}
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {open ? (
        <ThreadDialog
          teamId={teamId}
          projectId={projectId}
          creatorId={open}
          name={nameOf(open)}
          labels={columns}
          canEdit={canEdit}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
