import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, type ApiInput, type ApiOutput } from '@/lib/api/client';
import { KOX_KEY } from '../api/kox-queries.ts';

export type KoxProject = ApiOutput<'koxProject.list'>['list'][number];
export type ProjectCreatorRow = ApiOutput<'koxProject.detail'>['creators']['list'][number];
export type ProjectPerformance = ApiOutput<'koxProject.performance'>;

/** Under KOX_KEY: a team change, an import or an add to a project refreshes the projects too. */
export const PROJECTS_KEY = [...KOX_KEY, 'projects'] as const;

export function projectListQuery(teamId: string | null, input: ApiInput<'koxProject.list'>) {
  return queryOptions({
    queryKey: [...PROJECTS_KEY, 'list', teamId, input],
    queryFn: ({ signal }) => callApi('koxProject.list', input, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function projectDetailQuery(teamId: string | null, input: ApiInput<'koxProject.detail'>) {
  return queryOptions({
    queryKey: [...PROJECTS_KEY, 'detail', teamId, input],
    queryFn: ({ signal }) => callApi('koxProject.detail', input, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function projectPerformanceQuery(teamId: string | null, projectId: string) {
  return queryOptions({
    queryKey: [...PROJECTS_KEY, 'performance', teamId, projectId],
    queryFn: ({ signal }) =>
      callApi('koxProject.performance', { project_id: projectId }, { signal, silent: true }),
  });
}
