import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Mail, Pencil } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { formatDateTime } from '@/lib/format';
import { KoxFrame } from '../shared/kox-frame.tsx';
import type { KoxAccess } from '../shared/use-kox-access.ts';
import { ProjectCreators } from './project-creators.tsx';
import { projectDetailQuery, type KoxProject } from './project-queries.ts';
import '@/lib/i18n/namespaces/koxProject';

// The brief's form (react-hook-form and zod) comes in its own chunk, after the header and the creators.
const BriefEditor = lazy(() => import('./brief-editor.tsx').then((m) => ({ default: m.BriefEditor })));
const ProjectDialog = lazy(() => import('./project-dialog.tsx').then((m) => ({ default: m.ProjectDialog })));
const ProjectPerformance = lazy(() =>
  import('./project-performance.tsx').then((m) => ({ default: m.ProjectPerformance })),
);

interface KoxProjectDetailScreenProps {
  projectId: string;
  inPanel?: boolean;
}

/** A project: its header, brief, creators and the data performance of their content. */
export function KoxProjectDetailScreen({ projectId, inPanel = false }: KoxProjectDetailScreenProps) {
  const { t } = useTranslation('koxProject');
  return (
    <KoxFrame screenId="kox-project-detail" subtitle={t('detailSubtitle')} inPanel={inPanel}>
      {(access) =>
        projectId ? (
          <ProjectDetail projectId={projectId} access={access} inPanel={inPanel} />
        ) : (
          <Missing text={t('detail.pick')} inPanel={inPanel} />
        )
      }
    </KoxFrame>
  );
}

function Missing({ text, inPanel }: { text: string; inPanel: boolean }) {
  const { t } = useTranslation('koxProject');
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center"
    >
      <p className="text-sm text-muted-foreground">{text}</p>
      {inPanel ? null : (
        <Button asChild variant="outline">
          <Link to="/writer/kox/projects">{t('detail.openList')}</Link>
        </Button>
      )}
    </div>
  );
}

function ProjectDetail({
  projectId,
  access,
  inPanel,
}: {
  projectId: string;
  access: KoxAccess;
  inPanel: boolean;
}) {
  const { t } = useTranslation('koxProject');
  const teamId = access.team?.team_id ?? null;
  const list = usePagedList<'added_at'>('added_at');
  const { sort: _sort, ...paging } = list.input;
  const detail = projectDetailQuery(teamId, { project_id: projectId, ...paging });
  const query = useQuery(detail);
  // The same request's cache entry, as the creators table reads it.
  const creators = useQuery({ ...detail, select: (d) => d.creators });
  if (query.isError && isApiError(query.error) && query.error.code === ErrorCode.NOT_FOUND)
    return <Missing text={t('detail.notFound')} inPanel={inPanel} />;
  if (query.isError && !query.data)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="text-sm text-destructive">{t('failed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!query.data)
    return (
      <div role="status" aria-label={t('detail.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  const { project } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <ProjectHeader project={project} inPanel={inPanel} access={access} />
      <ProjectCreators projectId={project.project_id} query={creators} list={list} canEdit={access.write} />
      <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
        <ProjectPerformance teamId={teamId} projectId={project.project_id} />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
        <BriefEditor key={project.updated_at} project={project} canEdit={access.write} />
      </Suspense>
    </div>
  );
}

function ProjectHeader({
  project,
  inPanel,
  access,
}: {
  project: KoxProject;
  inPanel: boolean;
  access: KoxAccess;
}) {
  const { t } = useTranslation(['koxProject', 'screens']);
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-2 rounded-xl border p-4">
      {inPanel ? null : (
        <Link
          to="/writer/kox/projects"
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('detail.back')}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold break-words">{project.name}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild size="sm" variant="outline">
            <Link to="/writer/kox/outreach" search={{ project: project.project_id }}>
              <Mail aria-hidden />
              {t('screens:title.kox-outreach')}
            </Link>
          </Button>
          {access.write ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              {t('detail.edit')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{t('detail.startsAt', { date: formatDateTime(project.start_at) })}</span>
        <span aria-hidden>·</span>
        <span>{t('detail.creatorCount', { count: project.creator_count })}</span>
        {project.client ? (
          <>
            <span aria-hidden>·</span>
            <span>{t('detail.client', { name: project.client.name })}</span>
          </>
        ) : null}
        {project.batch_outreach ? <Badge variant="outline">{t('detail.outreachOn')}</Badge> : null}
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <ProjectDialog
            open
            teamId={access.team?.team_id ?? null}
            restricted={access.team?.restricted ?? false}
            project={project}
            onClose={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
