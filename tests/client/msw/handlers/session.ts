import { http } from 'msw';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

interface FakeSession {
  session_id: string;
  title: string;
  domain: 'writer' | 'designer';
  app_doi: string | null;
  created_at: string;
  updated_at: string;
}

/** In-memory sessions of the signed-in test user; reset after every test by tests/client/setup.ts. */
const sessions = new Map<string, FakeSession>();
let nextId = 1;

export function resetSessions(): void {
  sessions.clear();
  nextId = 1;
}

export const sessionHandlers = [
  http.get(
    '/api/session/listByDomain',
    withUser(({ request }) => {
      const params = new URL(request.url).searchParams;
      const domain = params.get('domain') ?? 'writer';
      const keyword = params.get('keyword')?.toLowerCase() ?? '';
      const list = [...sessions.values()]
        .filter((s) => s.domain === domain && s.title.toLowerCase().includes(keyword))
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
      return ok(list);
    }),
  ),
  http.post(
    '/api/session/addByApp',
    withUser(async ({ request }) => {
      const body = (await request.json()) as Partial<FakeSession>;
      const now = new Date(Date.now() + nextId).toISOString();
      const session: FakeSession = {
        session_id: `s-${nextId++}`,
        title: body.title ?? '',
        domain: body.domain ?? 'writer',
        app_doi: body.app_doi ?? null,
        created_at: now,
        updated_at: now,
      };
      sessions.set(session.session_id, session);
      return ok(session);
    }),
  ),
  http.post(
    '/api/session/edit',
    withUser(async ({ request }) => {
      const body = (await request.json()) as { session_id: string; title: string };
      const session = sessions.get(body.session_id);
      if (!session) return fail('NOT_FOUND', 'Session not found');
      const updated = { ...session, title: body.title, updated_at: new Date().toISOString() };
      sessions.set(updated.session_id, updated);
      return ok(updated);
    }),
  ),
  http.post(
    '/api/session/del',
    withUser(async ({ request }) => {
      const body = (await request.json()) as { session_id: string };
      if (!sessions.delete(body.session_id)) return fail('NOT_FOUND', 'Session not found');
      return ok(null);
    }),
  ),
  http.get(
    '/api/session/chatHistory',
    withUser(({ request }) => {
      const id = new URL(request.url).searchParams.get('session_id') ?? '';
      return sessions.has(id) ? ok([]) : fail('NOT_FOUND', 'Session not found');
    }),
  ),
];
