import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import {
  createSession,
  getOwnedSession,
  listMessages,
  listUserSessions,
  removeSession,
  renameSession,
} from './service.ts';

export function sessionRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  implement(router, endpoints['session.listByDomain'], (input, c) => {
    const user = requireUser(c);
    const caller = { userId: user.id, teamId: user.team?.id };
    return listUserSessions(c.var.deps.db, caller, input.domain, input.keyword);
  });

  implement(router, endpoints['session.addByApp'], (input, c) =>
    createSession(c.var.deps.db, { userId: requireUser(c).id, teamId: requireTeam(c).id }, input),
  );

  implement(router, endpoints['session.edit'], (input, c) =>
    renameSession(c.var.deps.db, requireUser(c).id, input.session_id, input.title),
  );

  implement(router, endpoints['session.del'], async (input, c) => {
    await removeSession(c.var.deps.db, requireUser(c).id, input.session_id);
    return null;
  });

  implement(router, endpoints['session.chatHistory'], async (input, c) => {
    const { db } = c.var.deps;
    await getOwnedSession(db, requireUser(c).id, input.session_id);
    return listMessages(db, input.session_id);
  });

  return router;
}
