import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { KoxFrame } from '../shared/kox-frame.tsx';
import type { KoxAccess } from '../shared/use-kox-access.ts';
import { useProjectColumns } from './project-columns.tsx';
import { PROJECTS_KEY, projectListQuery, type KoxProject } from './project-queries.ts';
import { LazyConfirmDialog } from './lazy-confirm-dialog.tsx';
import '@/lib/i18n/namespaces/koxProject';

// The form (react-hook-form and zod) loads when it is opened, not with the list.
const ProjectDialog = lazy(() => import('./project-dialog.tsx').then((m) => ({ default: m.ProjectDialog })));

interface KoxProjectsScreenProps {
  inPanel?: boolean;
  /** In the artifact panel: opens a project in the panel instead of navigating. */
  onOpenProject?: (projectId: string) => void;
}

/** The project center: the team's projects, newest first, searched by name; create and delete. */
export function KoxProjectsScreen({ inPanel = false, onOpenProject }: KoxProjectsScreenProps) {
  const { t } = useTranslation('koxProject');
  return (
    <KoxFrame screenId="kox-projects" subtitle={t('subtitle')} inPanel={inPanel}>
      {(access) => <ProjectTable access={access} onOpenProject={onOpenProject} />}
    </KoxFrame>
  );
}

function ProjectTable({
  access,
  onOpenProject,
}: {
  access: KoxAccess;
  onOpenProject: ((projectId: string) => void) | undefined;
}) {
  const { t } = useTranslation('koxProject');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const teamId = access.team?.team_id ?? null;
  const list = usePagedList<'created_at'>('created_at');
  const query = useQuery(projectListQuery(teamId, list.input));
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<KoxProject | null>(null);
  const remove = useMutation({
    mutationFn: (projectId: string) => callApi('koxProject.delete', { project_id: projectId }),
    onSuccess: async () => {
      withToast((toast) => toast.success(t('delete.done')));
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
      setDeleting(null);
    },
  });
  const columns = useProjectColumns(onOpenProject, access.write ? setDeleting : undefined);
  const createButton = access.write ? (
    <Button size="sm" onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t('create')}
    </Button>
  ) : null;
  return (
    <>
      <DataTable
        label={t('table')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(p) => p.project_id}
        rowLabel={(p) => p.name}
        searchPlaceholder={t('search')}
        actions={createButton}
        empty={<EmptyState title={t('emptyTitle')} body={t('emptyBody')} action={createButton} />}
      />
      {creating ? (
        <Suspense fallback={null}>
          <ProjectDialog
            open
            teamId={teamId}
            restricted={access.team?.restricted ?? false}
            onClose={() => setCreating(false)}
            onSaved={(project) => {
              setCreating(false);
              if (onOpenProject) onOpenProject(project.project_id);
              else void navigate({ to: '/writer/kox/project', search: { project: project.project_id } });
            }}
          />
        </Suspense>
      ) : null}
      <LazyConfirmDialog
        open={deleting !== null}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.project_id)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
