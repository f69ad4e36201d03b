import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, type ApiOutput } from '@/lib/api/client';
import { AD_DATA_KEY, AD_DATA_POLL_MS, isWorking, type AdDataset } from '../ad-data/api/ad-data-queries.ts';
import type { AdPreviewInput } from './ad-builder-form.ts';

export type AdPreview = ApiOutput<'adDashboard.preview'>;

/** The most datasets the builder lists (adData.list's page; a dashboard reads at most 100). */
export const BUILDER_DATASETS_PAGE = 100;

/**
 * The team's ad datasets a dashboard may read (bound accounts, samples, files), newest first; asked again while
 * one is parsed, synced or tagged, so an upload's progress shows here.
 */
export function builderDatasetsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: [...AD_DATA_KEY, 'builder', teamId],
    queryFn: ({ signal }) =>
      callApi('adData.list', { page_size: BUILDER_DATASETS_PAGE }, { signal, silent: true }),
    refetchInterval: (query) => ((query.state.data?.list ?? []).some(isWorking) ? AD_DATA_POLL_MS : false),
  });
}

/**
 * What makes a preview out of date besides the choices: the chosen datasets' rows changing (state, updated_at)
 * and their tags being written again (`retagging`, one flag per dataset, from taggingQuery): the preview is
 * asked again when a retag ends.
 */
export const datasetsVersion = (chosen: readonly AdDataset[], retagging: readonly boolean[]) =>
  chosen
    .map((d, i) => `${d.dataset_id}:${d.state}:${d.updated_at}:${retagging[i] ? 'tagging' : ''}`)
    .join('|');

/** The top 10 creatives for the current choices; under AD_DATA_KEY, so a change to the data refreshes it. */
export function previewQuery(input: AdPreviewInput, version: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...AD_DATA_KEY, 'preview', input, version],
    queryFn: ({ signal }) => callApi('adDashboard.preview', input, { signal, silent: true }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
