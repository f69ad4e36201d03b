import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { projectListQuery } from '../project/project-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** Without a project: the team's projects, newest first, to choose one. */
export function ProjectPicker({
  teamId,
  inPanel,
  onPick,
}: {
  teamId: string | null;
  inPanel: boolean;
  onPick(projectId: string): void;
}) {
  const { t } = useTranslation('koxOutreachUi');
  const projects = useQuery(projectListQuery(teamId, { sort: 'created_at', page: 1, page_size: 50 }));
  return (
    <section aria-labelledby="outreach-pick" className="flex flex-col gap-3 rounded-xl border p-4">
      <div>
        <h2 id="outreach-pick" className="text-base font-semibold">
          {t('pick.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('pick.body')}</p>
      </div>
      {projects.isError ? (
        <div role="alert" className="flex items-center gap-2 text-sm">
          <span className="text-destructive">{t('failed')}</span>
          <Button size="sm" variant="outline" onClick={() => void projects.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : !projects.data ? (
        <Skeleton role="status" aria-label={t('loading')} className="h-32 w-full" />
      ) : projects.data.list.length === 0 ? (
        <div role="status" className="flex flex-col items-start gap-2 text-sm">
          <p className="text-muted-foreground">{t('pick.empty')}</p>
          {inPanel ? null : (
            <Button asChild variant="outline" size="sm">
              <Link to="/writer/kox/projects">{t('pick.openList')}</Link>
            </Button>
          )}
        </div>
      ) : (
        <ul className="flex flex-col divide-y">
          {projects.data.list.map((p) => (
            <li key={p.project_id}>
              <button
                type="button"
                className="flex w-full flex-wrap items-center justify-between gap-2 rounded-md px-2 py-2.5 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => onPick(p.project_id)}
              >
                <span className="font-medium break-words">{p.name}</span>
                <span className="text-muted-foreground">
                  {t('pick.creators', { count: p.creator_count })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
