import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { callApi } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { KOX_KEY } from '../api/kox-queries.ts';
import '@/lib/i18n/namespaces/kox';

interface RemoveFromTeamDialogProps {
  /** The creators to remove; empty closes the dialog. */
  creatorIds: string[];
  onClose(): void;
  onRemoved(): void;
}

/** Asks first: the team's notes, tags and costs of these creators go with them. */
export function RemoveFromTeamDialog({ creatorIds, onClose, onRemoved }: RemoveFromTeamDialogProps) {
  const { t } = useTranslation('kox');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => callApi('kox.teamRemove', { creator_ids: creatorIds }),
    onSuccess: async ({ removed }) => {
      withToast((toast) => toast.success(t('remove.done', { count: removed })));
      await queryClient.invalidateQueries({ queryKey: KOX_KEY });
      onRemoved();
    },
  });
  return (
    <ConfirmDialog
      open={creatorIds.length > 0}
      title={t('remove.title', { count: creatorIds.length })}
      description={t('remove.body', { count: creatorIds.length })}
      confirmLabel={t('remove.confirm', { count: creatorIds.length })}
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    />
  );
}
