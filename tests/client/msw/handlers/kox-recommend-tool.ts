import { http } from 'msw';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

/**
 * koxRecommend.teamAdd as the recommend_kox card calls it: records each request, answers the outcome given, or
 * refuses as the server does a team viewer (`forbidden`).
 */
export function recommendTeamAddHandlers(
  outcome: { added: number; already: number } | 'forbidden',
  requests: { app: string; body: unknown }[],
) {
  return [
    http.post(
      '/api/kox/recommend/:app_name/team_add',
      withUser(async ({ request, params }) => {
        requests.push({ app: String(params.app_name), body: await request.json() });
        return outcome === 'forbidden' ? fail('FORBIDDEN', 'Forbidden') : ok(outcome);
      }),
    ),
  ];
}
