import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, type ApiInput, type ApiOutput } from '@/lib/api/client';

export type AdDataset = ApiOutput<'adData.detail'>;
export type TaggedAd = ApiOutput<'adTags.list'>['list'][number];

/** Every ad data query; a change to one dataset refreshes the lists and its tags together. */
export const AD_DATA_KEY = ['ad-data'] as const;

/** Spec §9's polling interval: the lists ask again while a dataset is parsed or synced. */
export const AD_DATA_POLL_MS = 2000;

export const isWorking = (d: Pick<AdDataset, 'state'>) => d.state === 'parsing' || d.state === 'syncing';
const anyWorking = (list: AdDataset[] | undefined) => (list ?? []).some(isWorking);

export function accountListQuery(teamId: string | null, input: ApiInput<'adAccount.list'>) {
  return queryOptions({
    queryKey: [...AD_DATA_KEY, 'accounts', teamId, input],
    queryFn: ({ signal }) => callApi('adAccount.list', input, { signal, silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyWorking(query.state.data?.list) ? AD_DATA_POLL_MS : false),
  });
}

export function fileListQuery(teamId: string | null, input: ApiInput<'adData.list'>) {
  return queryOptions({
    queryKey: [...AD_DATA_KEY, 'files', teamId, input],
    queryFn: ({ signal }) => callApi('adData.list', { ...input, kind: 'file' }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyWorking(query.state.data?.list) ? AD_DATA_POLL_MS : false),
  });
}

export function datasetQuery(datasetId: string) {
  return queryOptions({
    queryKey: [...AD_DATA_KEY, 'dataset', datasetId],
    queryFn: ({ signal }) => callApi('adData.detail', { dataset_id: datasetId }, { signal, silent: true }),
    refetchInterval: (query) => (query.state.data && isWorking(query.state.data) ? AD_DATA_POLL_MS : false),
  });
}

export function sampleAccountsQuery() {
  return queryOptions({
    queryKey: [...AD_DATA_KEY, 'samples'],
    queryFn: ({ signal }) => callApi('adAccount.samples', {}, { signal, silent: true }),
    staleTime: Infinity,
  });
}

export function rulesQuery(datasetId: string) {
  return queryOptions({
    queryKey: [...AD_DATA_KEY, 'rules', datasetId],
    queryFn: ({ signal }) => callApi('adTags.rules', { dataset_id: datasetId }, { signal, silent: true }),
  });
}

/** Whether a dataset's ads are being tagged again: asked again while they are. */
export function taggingQuery(datasetId: string) {
  return queryOptions({
    queryKey: [...AD_DATA_KEY, 'tagging', datasetId],
    queryFn: async ({ signal }) => {
      const { retagging } = await callApi(
        'adTags.list',
        { dataset_id: datasetId, page: 1, page_size: 1 },
        { signal, silent: true },
      );
      return retagging;
    },
    refetchInterval: (query) => (query.state.data ? AD_DATA_POLL_MS : false),
  });
}

/** The team's clients, for filing a dataset (a restricted member gets only theirs). */
export function clientsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: [...AD_DATA_KEY, 'clients', teamId],
    queryFn: ({ signal }) => callApi('client.list', { page_size: 100 }, { signal, silent: true }),
    staleTime: 60_000,
  });
}
