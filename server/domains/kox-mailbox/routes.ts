import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { startConnectionTest } from './connection-test-service.ts';
import { deleteMailbox, getMailbox, mailboxPresets, saveMailbox } from './mailbox-service.ts';

/** The caller's own mailbox (docs/kox.md "Mailbox settings"). */
export function koxMailboxRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  implement(router, endpoints['koxMailbox.get'], (_input, c) => getMailbox(c.var.deps, requireUser(c)));
  implement(router, endpoints['koxMailbox.save'], (input, c) =>
    saveMailbox(c.var.deps, requireUser(c), input),
  );
  implement(router, endpoints['koxMailbox.delete'], (_input, c) => deleteMailbox(c.var.deps, requireUser(c)));
  implement(router, endpoints['koxMailbox.test'], (_input, c) =>
    startConnectionTest(c.var.deps, requireUser(c)),
  );
  implement(router, endpoints['koxMailbox.presets'], () => mailboxPresets());
  return router;
}
