import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { callApi } from '@/lib/api/client';
import { ORG_KEY } from '../api/org-queries.ts';
import '@/lib/i18n/namespaces/org';

interface DeleteClientsDialogProps {
  /** The clients to delete (1..100); empty keeps the dialog closed. */
  clients: readonly { client_id: string; name: string }[];
  onClose(): void;
  onDeleted(): void;
}

/**
 * Asks before deleting clients and says what goes with them, from client.deletePreview: their projects and
 * placements are deleted, dashboards filed under them stay but unfiled, and restricted members lose access.
 */
export function DeleteClientsDialog({ clients, onClose, onDeleted }: DeleteClientsDialogProps) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const ids = clients.map((c) => c.client_id);
  const open = ids.length > 0;
  const preview = useQuery({
    queryKey: [...ORG_KEY, 'client-delete-preview', ids],
    queryFn: ({ signal }) => callApi('client.deletePreview', { client_ids: ids }, { signal, silent: true }),
    enabled: open,
    gcTime: 0,
  });
  const remove = useMutation({
    mutationFn: () => callApi('client.delete', { client_ids: ids }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ORG_KEY });
      onDeleted();
    },
  });
  const counts = preview.data;
  const title =
    clients.length === 1
      ? t('client.deleteOne', { name: clients[0]?.name ?? '' })
      : t('client.deleteMany', { count: clients.length });
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={t('client.deleteWarning')}
      confirmLabel={t('client.deleteConfirm', { count: clients.length })}
      destructive
      pending={remove.isPending || !counts}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    >
      {counts ? (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm" aria-label={t('client.deleteTakes')}>
          <li>{t('client.takesProjects', { count: counts.projects })}</li>
          <li>{t('client.takesPlacements', { count: counts.placements })}</li>
          {counts.dashboards > 0 ? (
            <li>{t('client.keepsDashboards', { count: counts.dashboards })}</li>
          ) : null}
          {counts.restricted_members > 0 ? (
            <li>
              {t('client.restrictedLose', { count: counts.restricted_members })}
              {counts.restricted_members_left_without_clients > 0
                ? ' ' +
                  t('client.restrictedLeftWithout', { count: counts.restricted_members_left_without_clients })
                : ''}
            </li>
          ) : null}
        </ul>
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {preview.error.message}
        </p>
      ) : (
        <Skeleton role="status" aria-label={t('loading')} className="h-16 w-full" />
      )}
    </ConfirmDialog>
  );
}
