import { lazy, Suspense, useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { callApi, isApiError } from '@/lib/api/client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { withToast } from '@/lib/toasts';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button';
import { AD_DATA_KEY, accountListQuery, type AdDataset } from '../api/ad-data-queries.ts';
import { useDatasetColumns, type DatasetAction } from '../shared/dataset-columns.tsx';
import '@/lib/i18n/namespaces/adData';

const BindAccountDialog = lazy(() =>
  import('./bind-account-dialog.tsx').then((m) => ({ default: m.BindAccountDialog })),
);

/**
 * The team's bound ad accounts and sample accounts: state and progress of their sync, what went wrong and what
 * to do, last and next sync, budget; sync now, tags, delete. It asks again by itself while one syncs.
 */
export function AccountList({
  teamId,
  canWrite,
  onAction,
}: {
  teamId: string | null;
  canWrite: boolean;
  onAction(action: DatasetAction, dataset: AdDataset): void;
}) {
  const { t } = useTranslation('adData');
  const queryClient = useQueryClient();
  const list = usePagedList<'created'>('created');
  const { keyword, page, page_size } = list.input;
  const query = useQuery(accountListQuery(teamId, { ...(keyword ? { keyword } : {}), page, page_size }));
  const [binding, setBinding] = useState(false);
  const sync = useMutation({
    mutationFn: (d: AdDataset) => callApi('adAccount.sync', { dataset_id: d.dataset_id }, { silent: true }),
    onSuccess: async () => {
      withToast((toast) => toast.success(t('accounts.syncStarted')));
      await queryClient.invalidateQueries({ queryKey: AD_DATA_KEY });
    },
    onError: (error) =>
      withToast((toast) =>
        toast.error(
          isApiError(error) ? t(`errors:code.${error.code}`, { defaultValue: error.message }) : t('failed'),
        ),
      ),
  });
  const { mutate: syncNow } = sync;
  const act = useCallback(
    (action: DatasetAction, dataset: AdDataset) =>
      action === 'sync' ? syncNow(dataset) : onAction(action, dataset),
    [syncNow, onAction],
  );
  const columns = useDatasetColumns({ kind: 'account', canWrite, onAction: act });
  const bindButton = canWrite ? (
    <Button onClick={() => setBinding(true)}>
      <Link2 aria-hidden />
      {t('accounts.bind')}
    </Button>
  ) : null;

  return (
    <>
      <DataTable
        label={t('accounts.table')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(d) => d.dataset_id}
        rowLabel={(d) => d.name}
        searchPlaceholder={t('accounts.search')}
        actions={bindButton}
        empty={<EmptyState title={t('accounts.empty')} body={t('accounts.emptyHint')} action={bindButton} />}
      />
      <Suspense fallback={null}>
        {binding ? <BindAccountDialog open onClose={() => setBinding(false)} /> : null}
      </Suspense>
    </>
  );
}
