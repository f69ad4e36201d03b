import { http } from 'msw';
import { ok } from '../envelope.ts';
import { withUser } from './auth.ts';

/** No dashboards by default; dashboard tests override with their own data through `server.use`. */
export const dashboardHandlers = [
  http.get(
    '/api/dashboard/list',
    withUser(() => ok({ list: [], total: 0 })),
  ),
];
