import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, type ApiInput, type ApiOutput } from '@/lib/api/client';
import type { OrgScope } from '../access/use-org-access.ts';

type TeamRef = { team_id: string; name: string };
/** A row of a team list; in studio mode it also names its team. */
type InScope<T> = T & { team?: TeamRef };

export type ClientRow = InScope<ApiOutput<'client.list'>['list'][number]>;
export type ProjectRow = InScope<ApiOutput<'project.list'>['list'][number]>;
export type PlacementRow = InScope<ApiOutput<'placement.list'>['list'][number]>;
export type BudgetTotal = ApiOutput<'placement.list'>['budget_totals'][number];

export type ClientSort = ApiInput<'client.list'>['sort'] & string;
export type ProjectSort = ApiInput<'project.list'>['sort'] & string;
export type PlacementSort = ApiInput<'placement.list'>['sort'] & string;

/**
 * Every org query starts with this key, so any change (a deleted client takes projects and placements with it)
 * refreshes all of them. `teamId` is part of each key: switching teams never shows the last team's rows.
 */
export const ORG_KEY = ['org'] as const;

interface ListBase<S> {
  keyword?: string;
  sort: S;
  page: number;
  page_size: number;
}

/** What a studio list adds: one team, or every team. */
type StudioFilter = { team_id?: string };

export function clientListQuery(
  scope: OrgScope,
  teamId: string | null,
  input: ListBase<ClientSort> & StudioFilter,
) {
  return queryOptions({
    queryKey: [...ORG_KEY, 'clients', scope, teamId, input],
    queryFn: ({ signal }): Promise<{ list: ClientRow[]; total: number }> =>
      scope === 'studio'
        ? callApi('backstage.clients', input, { signal, silent: true })
        : callApi('client.list', withoutTeam(input), { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function projectListQuery(
  scope: OrgScope,
  teamId: string | null,
  input: ListBase<ProjectSort> & StudioFilter & Pick<ApiInput<'project.list'>, 'client_id' | 'status'>,
) {
  return queryOptions({
    queryKey: [...ORG_KEY, 'projects', scope, teamId, input],
    queryFn: ({ signal }): Promise<{ list: ProjectRow[]; total: number }> => {
      if (scope === 'studio') {
        const { client_id: _client, status: _status, ...studio } = input;
        return callApi('backstage.projects', studio, { signal, silent: true });
      }
      return callApi('project.list', withoutTeam(input), { signal, silent: true });
    },
    placeholderData: keepPreviousData,
  });
}

type PlacementFilters = Pick<ApiInput<'placement.list'>, 'project_id' | 'client_id' | 'channel' | 'status'>;

export function placementListQuery(
  scope: OrgScope,
  teamId: string | null,
  input: ListBase<PlacementSort> & StudioFilter & PlacementFilters,
) {
  return queryOptions({
    queryKey: [...ORG_KEY, 'placements', scope, teamId, input],
    queryFn: async ({
      signal,
    }): Promise<{ list: PlacementRow[]; total: number; budget_totals: BudgetTotal[] | null }> => {
      if (scope === 'studio') {
        const { team_id, keyword, sort, page, page_size } = input;
        const answer = await callApi(
          'backstage.placements',
          { ...(team_id ? { team_id } : {}), ...(keyword ? { keyword } : {}), sort, page, page_size },
          { signal, silent: true },
        );
        // The backstage list sums nothing: totals across teams would mix unrelated budgets anyway.
        return { ...answer, budget_totals: null };
      }
      return callApi('placement.list', withoutTeam(input), { signal, silent: true });
    },
    placeholderData: keepPreviousData,
  });
}

/** Clients and their projects, for the filters and pickers of the team screens. */
export function projectTreeQuery(teamId: string | null) {
  return queryOptions({
    queryKey: [...ORG_KEY, 'tree', teamId],
    queryFn: ({ signal }) => callApi('project.tree', {}, { signal, silent: true }),
  });
}

/** Every team by name, for the team filter of the studio screens. */
export function studioTeamsQuery() {
  return queryOptions({
    queryKey: [...ORG_KEY, 'studio-teams'],
    queryFn: ({ signal }) =>
      callApi('backstage.teams', { sort: 'name', page: 1, page_size: 100 }, { signal, silent: true }),
  });
}

function withoutTeam<T extends StudioFilter>(input: T): Omit<T, 'team_id'> {
  const { team_id: _team, ...rest } = input;
  return rest;
}
