import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { callApi } from '@/lib/api/client';
import { ORG_KEY, type PlacementRow } from '../api/org-queries.ts';
import '@/lib/i18n/namespaces/org';

export function DeletePlacementsDialog({
  placements,
  onClose,
}: {
  placements: readonly PlacementRow[];
  onClose(): void;
}) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => callApi('placement.delete', { placement_ids: placements.map((p) => p.placement_id) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ORG_KEY });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={placements.length > 0}
      title={
        placements.length === 1
          ? t('placement.deleteOne', { name: placements[0]?.name ?? '' })
          : t('placement.deleteMany', { count: placements.length })
      }
      description={t('placement.deleteWarning')}
      confirmLabel={t('placement.deleteConfirm', { count: placements.length })}
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    />
  );
}
