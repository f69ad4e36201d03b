import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { followUpCandidates, startFollowUpNow } from '../kox-replies/follow-up-now.ts';
import { startDraftBatch } from './draft-service.ts';
import { getEmail, listEmails, updateEmail } from './email-service.ts';
import { batchProgress, visibleBatch } from './outreach-queries.ts';
import { changeSenderSettings, resumeSending, senderStatus } from './sender-service.ts';
import { resendEmails, returnToDraft, scheduleEmails } from './send-service.ts';

/** Outreach e-mails of KOX projects (docs/kox.md "Outreach"). */
export function koxOutreachRoutes(catalog: CreatorCatalog): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  implement(router, endpoints['koxOutreach.draft'], (input, c) =>
    startDraftBatch(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxOutreach.batch'], async (input, c) => {
    const db = c.var.deps.db;
    return batchProgress(db, await visibleBatch(db, requireTeam(c), input.batch_id));
  });
  implement(router, endpoints['koxOutreach.list'], (input, c) =>
    listEmails(c.var.deps.db, catalog, requireTeam(c), input),
  );
  implement(router, endpoints['koxOutreach.get'], (input, c) =>
    getEmail(c.var.deps.db, catalog, requireTeam(c), input.email_id),
  );
  implement(router, endpoints['koxOutreach.update'], (input, c) =>
    updateEmail(c.var.deps.db, catalog, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxOutreach.schedule'], (input, c) =>
    scheduleEmails(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxOutreach.returnToDraft'], (input, c) =>
    returnToDraft(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxOutreach.resend'], (input, c) =>
    resendEmails(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxOutreach.followUpCandidates'], (input, c) =>
    followUpCandidates(c.var.deps.db, requireUser(c), requireTeam(c), input.project_id),
  );
  implement(router, endpoints['koxOutreach.followUpNow'], (input, c) =>
    startFollowUpNow(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxOutreach.senderStatus'], (_input, c) =>
    senderStatus(c.var.deps.db, requireUser(c)),
  );
  implement(router, endpoints['koxOutreach.resumeSending'], (_input, c) =>
    resumeSending(c.var.deps.db, requireUser(c)),
  );
  implement(router, endpoints['koxOutreach.senderSettings'], (input, c) =>
    changeSenderSettings(c.var.deps.db, requireUser(c), input),
  );
  return router;
}
