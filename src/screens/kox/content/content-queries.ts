import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, type ApiInput, type ApiOutput } from '@/lib/api/client';
import { KOX_KEY } from '../api/kox-queries.ts';

export type ContentRow = ApiOutput<'kox.contentList'>['list'][number];
export type ContentDetail = ApiOutput<'kox.contentDetail'>;

/** Under KOX_KEY: an import invalidates the creators and the content alike. */
export function contentListQuery(teamId: string | null, input: ApiInput<'kox.contentList'>) {
  return queryOptions({
    queryKey: [...KOX_KEY, 'content', teamId, input],
    queryFn: ({ signal }) => callApi('kox.contentList', input, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function contentDetailQuery(teamId: string | null, contentId: string) {
  return queryOptions({
    queryKey: [...KOX_KEY, 'contentDetail', teamId, contentId],
    queryFn: ({ signal }) =>
      callApi('kox.contentDetail', { content_id: contentId }, { signal, silent: true }),
    enabled: Boolean(contentId),
  });
}
