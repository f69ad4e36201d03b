import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '@/lib/api/client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { withToast } from '@/lib/toasts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { AD_DATA_KEY, type AdDataset } from '../api/ad-data-queries.ts';
import '@/lib/i18n/namespaces/adData';

/** Asks before a dataset goes with its rows, tags, rules and corrections (an account also with its token). */
export function DeleteDatasetDialog({ dataset, onClose }: { dataset: AdDataset | null; onClose(): void }) {
  const { t } = useTranslation('adData');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (d: AdDataset) =>
      d.kind === 'file'
        ? callApi('adData.delete', { dataset_id: d.dataset_id }, { silent: true })
        : callApi('adAccount.delete', { dataset_id: d.dataset_id }, { silent: true }),
    onSuccess: async () => {
      withToast((toast) => toast.success(t('delete.done')));
      await queryClient.invalidateQueries({ queryKey: AD_DATA_KEY });
      onClose();
    },
    onError: (error) =>
      withToast((toast) =>
        toast.error(
          isApiError(error) ? t(`errors:code.${error.code}`, { defaultValue: error.message }) : t('failed'),
        ),
      ),
  });
  return (
    <ConfirmDialog
      open={dataset !== null}
      title={t('delete.title', { name: dataset?.name ?? '' })}
      description={dataset?.kind === 'file' ? t('delete.file') : t('delete.account')}
      confirmLabel={t('delete.confirm')}
      destructive
      pending={remove.isPending}
      onConfirm={() => dataset && remove.mutate(dataset)}
      onCancel={onClose}
    />
  );
}
