import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { callApi } from '@/lib/api/client';
import { ORG_KEY, type ProjectRow } from '../api/org-queries.ts';
import '@/lib/i18n/namespaces/org';

const sum = (rows: readonly ProjectRow[], pick: (p: ProjectRow) => number) =>
  rows.reduce((total, p) => total + pick(p), 0);

/** Deleting projects deletes their placements; dashboards filed under them stay, unfiled (project.delete). */
export function DeleteProjectsDialog({
  projects,
  onClose,
}: {
  projects: readonly ProjectRow[];
  onClose(): void;
}) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => callApi('project.delete', { project_ids: projects.map((p) => p.project_id) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ORG_KEY });
      onClose();
    },
  });
  const dashboards = sum(projects, (p) => p.dashboard_count);
  const title =
    projects.length === 1
      ? t('project.deleteOne', { name: projects[0]?.name ?? '' })
      : t('project.deleteMany', { count: projects.length });
  return (
    <ConfirmDialog
      open={projects.length > 0}
      title={title}
      description={t('project.deleteWarning')}
      confirmLabel={t('project.deleteConfirm', { count: projects.length })}
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    >
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        <li>{t('project.takesPlacements', { count: sum(projects, (p) => p.placement_count) })}</li>
        {dashboards > 0 ? <li>{t('project.keepsDashboards', { count: dashboards })}</li> : null}
      </ul>
    </ConfirmDialog>
  );
}

/**
 * Archives or reopens several projects. There is no batch endpoint, so each is updated in turn; one refused
 * (e.g. deleted meanwhile) stops the rest and the list shows what changed.
 */
export function ProjectStatusDialog({
  projects,
  status,
  onClose,
}: {
  projects: readonly ProjectRow[];
  status: ProjectRow['status'] | null;
  onClose(): void;
}) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: async () => {
      for (const p of projects)
        if (p.status !== status && status)
          await callApi('project.update', { project_id: p.project_id, status });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ORG_KEY });
      onClose();
    },
  });
  const archiving = status === 'archived';
  return (
    <ConfirmDialog
      open={status !== null && projects.length > 0}
      title={t(archiving ? 'project.archiveTitle' : 'project.reopenTitle', { count: projects.length })}
      description={t(archiving ? 'project.archiveBody' : 'project.reopenBody')}
      confirmLabel={t(archiving ? 'project.archive' : 'project.reopen')}
      pending={move.isPending}
      onConfirm={() => move.mutate()}
      onCancel={onClose}
    />
  );
}
