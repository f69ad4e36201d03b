import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, type ApiInput, type ApiOutput } from '@/lib/api/client';
import { KOX_KEY } from '../api/kox-queries.ts';

export type StorageRow = ApiOutput<'koxStorage.list'>['list'][number];
export type StorageListInput = ApiInput<'koxStorage.list'>;

/** How often the list asks again while some storage is awaiting or being collected. */
export const STORAGE_POLL_MS = 3000;

const inProgress = (rows: StorageRow[] | undefined) =>
  (rows ?? []).some((r) => r.state === 'awaiting' || r.state === 'collecting');

/**
 * Under the KOX key: a completed storage adds a creator to the team database, so the lists refresh together.
 * It polls while the page shows a storage in progress, and stops once every one there has finished.
 */
export function storageListQuery(teamId: string | null, input: StorageListInput) {
  return queryOptions({
    queryKey: [...KOX_KEY, 'storage', teamId, input],
    queryFn: ({ signal }) => callApi('koxStorage.list', input, { signal, silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (inProgress(query.state.data?.list) ? STORAGE_POLL_MS : false),
  });
}
