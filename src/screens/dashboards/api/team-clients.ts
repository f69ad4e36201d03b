import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';

/** Enough for a picker or a filter: a team with more clients searches on the client screen. */
export const PICKER_SIZE = 100;

/** The current team's clients the caller sees, by name: for filing a dashboard and filtering the list. */
export const teamClientsQuery = queryOptions({
  queryKey: ['team-clients', 'picker'],
  queryFn: ({ signal }) =>
    callApi('client.list', { sort: 'name', page: 1, page_size: PICKER_SIZE }, { signal }),
});

/** The team's projects (of one client when named), by name, for the builder's project picker. */
export function teamProjectsQuery(clientId: string) {
  return queryOptions({
    queryKey: ['team-projects', 'picker', clientId],
    queryFn: ({ signal }) =>
      callApi(
        'project.list',
        { ...(clientId ? { client_id: clientId } : {}), sort: 'name', page: 1, page_size: PICKER_SIZE },
        { signal },
      ),
  });
}
