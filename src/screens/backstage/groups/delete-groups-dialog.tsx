import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { callApi } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { failureMessage } from '../shared/api-failure.ts';
import { backstageKeys } from '../shared/query-keys.ts';
import type { Group } from './group-columns.tsx';
import '@/lib/i18n/namespaces/backstage';

/** Deletes groups (all or none); their members keep their accounts and teams. */
export function DeleteGroupsDialog({ groups, onClose }: { groups: Group[]; onClose(): void }) {
  const { t } = useTranslation('backstage');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => callApi('group.delete', { group_ids: groups.map((g) => g.group_id) }, { silent: true }),
    onSuccess: async ({ deleted }) => {
      await queryClient.invalidateQueries({ queryKey: backstageKeys.groups });
      withToast((toast) => toast.success(t('groups.delete.done', { count: deleted })));
      onClose();
    },
  });
  if (groups.length === 0) return null;
  const one = groups.length === 1 ? groups[0] : undefined;
  return (
    <ConfirmDialog
      open
      destructive
      title={
        one
          ? t('groups.delete.titleOne', { name: one.name })
          : t('groups.delete.title', { count: groups.length })
      }
      description={t('groups.delete.body')}
      confirmLabel={t('groups.delete.confirm')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={() => {
        remove.reset();
        onClose();
      }}
    >
      {remove.error ? (
        <p role="alert" className="text-sm text-destructive">
          {failureMessage(remove.error)}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
