import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { followerHistory, setMonitoring } from './monitoring-service.ts';
import { listStorageRecords, retryStorage, storeLinks } from './storage-service.ts';

/** Storing creators by profile link (docs/kox.md "Storage by link"). */
export function koxStorageRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  implement(router, endpoints['koxStorage.store'], (input, c) =>
    storeLinks(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxStorage.list'], (input, c) =>
    listStorageRecords(c.var.deps.db, requireTeam(c), input),
  );
  implement(router, endpoints['koxStorage.retry'], (input, c) =>
    retryStorage(c.var.deps.db, requireTeam(c), input.record_id),
  );
  implement(router, endpoints['koxStorage.monitor'], (input, c) =>
    setMonitoring(c.var.deps.db, requireTeam(c), input),
  );
  implement(router, endpoints['koxStorage.followerHistory'], (input, c) =>
    followerHistory(c.var.deps.db, requireTeam(c), input.creator_id),
  );
  return router;
}
