import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';

/** The user's teams, the current one marked: what `/team` offers to switch to. */
export const myTeamsQuery = queryOptions({
  queryKey: ['my-teams', 'picker'],
  queryFn: ({ signal }) => callApi('team.list', {}, { signal }),
});
