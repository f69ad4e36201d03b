import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { callApi } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { KOX_KEY } from '../api/kox-queries.ts';
import '@/lib/i18n/namespaces/kox';

interface AddToTeamDialogProps {
  /** The creators to add; empty closes the dialog. */
  creatorIds: string[];
  onClose(): void;
  onAdded(): void;
}

/** Asks, adds all or none, then says how many were new and how many the team database already held. */
export function AddToTeamDialog({ creatorIds, onClose, onAdded }: AddToTeamDialogProps) {
  const { t } = useTranslation('kox');
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () => callApi('kox.teamAdd', { creator_ids: creatorIds }),
    onSuccess: async ({ added, already }) => {
      withToast((toast) => toast.success(t('add.done', { count: added, already })));
      await queryClient.invalidateQueries({ queryKey: KOX_KEY });
      onAdded();
    },
  });
  return (
    <ConfirmDialog
      open={creatorIds.length > 0}
      title={t('add.title', { count: creatorIds.length })}
      description={t('add.body', { count: creatorIds.length })}
      confirmLabel={t('add.confirm', { count: creatorIds.length })}
      pending={add.isPending}
      onConfirm={() => add.mutate()}
      onCancel={onClose}
    />
  );
}
