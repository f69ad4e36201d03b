import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, type ApiInput, type ApiOutput } from '@/lib/api/client';

export type KoxScope = 'public' | 'team';
export type CreatorRow = ApiOutput<'kox.publicList'>['list'][number];
export type TeamCreatorRow = ApiOutput<'kox.teamList'>['list'][number];
/** A row of either list: a team's row may be an imported or collected creator, with unknown figures null. */
export type CreatorListRow = CreatorRow | TeamCreatorRow;
export type CreatorDetail = ApiOutput<'kox.detail'>;
export type SavedSearch = ApiOutput<'kox.searchList'>[number];
export type KoxListInput = ApiInput<'kox.publicList'>;
export type KoxSort = NonNullable<KoxListInput['sort']>;

/**
 * Every KOX query starts with this key: adding a creator to the team database changes the `saved` flag of the
 * public rows, the team list and the detail alike. `teamId` is in each key so a team switch never shows the
 * last team's creators.
 */
export const KOX_KEY = ['kox'] as const;

export function creatorListQuery(scope: KoxScope, teamId: string | null, input: KoxListInput) {
  return queryOptions({
    queryKey: [...KOX_KEY, 'list', scope, teamId, input],
    queryFn: ({ signal }): Promise<{ list: CreatorListRow[]; total: number }> =>
      scope === 'team'
        ? callApi('kox.teamList', input, { signal, silent: true })
        : callApi('kox.publicList', input, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function creatorDetailQuery(teamId: string | null, creatorId: string) {
  return queryOptions({
    queryKey: [...KOX_KEY, 'detail', teamId, creatorId],
    queryFn: ({ signal }) => callApi('kox.detail', { creator_id: creatorId }, { signal, silent: true }),
    enabled: Boolean(creatorId),
  });
}

export function savedSearchQuery(teamId: string | null, scope: KoxScope) {
  return queryOptions({
    queryKey: [...KOX_KEY, 'searches', teamId, scope],
    queryFn: ({ signal }) => callApi('kox.searchList', { scope }, { signal, silent: true }),
  });
}
