import { queryOptions } from '@tanstack/react-query';
import { callApi, type ApiOutput } from '@/lib/api/client';

export type MyTeam = ApiOutput<'team.list'>[number];

/** The caller's teams, for the switcher; loaded when the switcher opens. */
export const myTeamsQuery = queryOptions({
  queryKey: ['teams', 'mine'],
  queryFn: () => callApi('team.list', {}, { silent: true }),
});
