import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireTeam } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { myDataSummary } from './my-data-service.ts';

/** My Data (docs/kox.md "My Data"). */
export function koxMyDataRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  implement(router, endpoints['koxMyData.summary'], (input, c) =>
    myDataSummary(c.var.deps.db, requireTeam(c), input.period),
  );
  return router;
}
