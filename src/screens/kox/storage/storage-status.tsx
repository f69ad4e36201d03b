import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { callApi, isApiError } from '@/lib/api/client';
import { KOX_STORAGE_STATES, type KoxStorageState } from '@/lib/kox-storage-values';
import { withToast } from '@/lib/toasts';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { EmptyState } from '@/components/empty-state.tsx';
import { NativeSelect } from '@/components/form/native-select';
import { Button } from '@/components/ui/button';
import { KOX_KEY } from '../api/kox-queries.ts';
import type { KoxAccess } from '../shared/use-kox-access.ts';
import { useStorageColumns } from './storage-columns.tsx';
import { storageListQuery } from './storage-queries.ts';
import '@/lib/i18n/namespaces/koxStorage';

const StoreLinksDialog = lazy(() => import('./store-links-dialog.tsx'));

/**
 * The team's storages by link (spec §4): each link's state, why it failed, retry, the weekly refresh of the
 * creator it became; "Store by link" on top. The list asks again by itself while storages are in progress.
 */
export function StorageStatus({
  access,
  onOpenCreator,
}: {
  access: KoxAccess;
  onOpenCreator: ((creatorId: string) => void) | undefined;
}) {
  const { t } = useTranslation('koxStorage');
  const stateId = useId();
  const queryClient = useQueryClient();
  const teamId = access.team?.team_id ?? null;
  const list = usePagedList<'created_at'>('created_at');
  const [state, setState] = useState<KoxStorageState | ''>('');
  const [storing, setStoring] = useState(false);
  const { keyword, page, page_size: pageSize } = list.input;
  const query = useQuery(
    storageListQuery(teamId, {
      ...(state ? { state } : {}),
      ...(keyword ? { keyword } : {}),
      page,
      page_size: pageSize,
    }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: KOX_KEY });
  const failedMessage = (error: unknown) =>
    isApiError(error) ? t(`errors:code.${error.code}`, { defaultValue: error.message }) : '';
  const retry = useMutation({
    mutationFn: (recordId: string) => callApi('koxStorage.retry', { record_id: recordId }, { silent: true }),
    onSuccess: async () => {
      withToast((toast) => toast.success(t('retried')));
      await refresh();
    },
    onError: (error) =>
      withToast((toast) => toast.error(t('retryFailed', { message: failedMessage(error) }))),
  });
  const monitor = useMutation({
    mutationFn: (input: { creatorId: string; monitoring: boolean }) =>
      callApi(
        'koxStorage.monitor',
        { creator_ids: [input.creatorId], monitoring: input.monitoring },
        { silent: true },
      ),
    onSuccess: async (_, input) => {
      withToast((toast) => toast.success(t(`monitoringChanged_${input.monitoring ? 'on' : 'off'}`)));
      await refresh();
    },
    onError: () => withToast((toast) => toast.error(t('monitoringFailed'))),
  });
  const onRetry = useCallback((recordId: string) => retry.mutate(recordId), [retry]);
  const onMonitor = useCallback(
    (creatorId: string, monitoring: boolean) => monitor.mutate({ creatorId, monitoring }),
    [monitor],
  );
  const columns = useStorageColumns({
    canWrite: access.write,
    retrying: retry.isPending ? (retry.variables ?? null) : null,
    onRetry,
    onMonitor,
    onOpenCreator,
  });
  const working = (query.data?.list ?? []).filter(
    (r) => r.state === 'awaiting' || r.state === 'collecting',
  ).length;
  const storeButton = access.write ? (
    <Button onClick={() => setStoring(true)}>
      <Link2 aria-hidden />
      {t('store')}
    </Button>
  ) : null;

  return (
    <section aria-labelledby={`${stateId}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={`${stateId}-title`} className="text-base font-semibold">
            {t('title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        </div>
        {storeButton}
      </div>
      {working > 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('working', { count: working })}
        </p>
      ) : null}
      <DataTable
        label={t('table')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(r) => r.record_id}
        rowLabel={(r) => r.link}
        searchPlaceholder={t('search')}
        actions={
          <div className="flex items-center gap-2">
            <label htmlFor={stateId} className="sr-only">
              {t('stateFilter')}
            </label>
            <NativeSelect
              id={stateId}
              value={state}
              onChange={(e) => {
                setState(e.target.value as KoxStorageState | '');
                list.setPage(1);
              }}
            >
              <option value="">{t('state.all')}</option>
              {KOX_STORAGE_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`state.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
        empty={
          state || keyword ? (
            <EmptyState title={t('noMatchTitle')} body={t('noMatchBody')} />
          ) : (
            <EmptyState title={t('emptyTitle')} body={t('emptyBody')} action={storeButton} />
          )
        }
      />
      {storing ? (
        <Suspense fallback={null}>
          <StoreLinksDialog open onOpenChange={setStoring} />
        </Suspense>
      ) : null}
    </section>
  );
}
