import { http } from 'msw';
import type {
  BoardColumn,
  OutreachBatch,
  OutreachEmail,
  SenderStatus,
  Thread,
} from '@/screens/kox/outreach/outreach-queries';
import type { ApiOutput } from '@/lib/api/client';
import { OUTREACH_STATUSES } from '@/lib/kox-outreach-values';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

/**
 * A fake outreach API over one project: its e-mails, the sender, the board and threads, and the body of every
 * call that changes something. A draft batch answers `generating` on its first read, then the e-mails of
 * `drafted`; scheduled e-mails read as `sent` on the next list.
 */
export interface OutreachDb {
  emails: OutreachEmail[];
  drafted: OutreachEmail[];
  sender: SenderStatus;
  board: BoardColumn[];
  threads: Map<string, Thread>;
  pollError: string | null;
  /** E-mails the mail server refuses when they are sent. */
  refused: string[];
  /** Refuses the next update with this code at `to`. */
  updateRefusal: 'KOX_OUTREACH_EMAIL_INVALID' | null;
  calls: { path: string; body: Record<string, unknown> }[];
  /** Who may be followed up with now, and why the others may not. */
  followUp: Omit<ApiOutput<'koxOutreach.followUpCandidates'>, 'project_id'>;
}

export function email(patch: Partial<OutreachEmail> = {}): OutreachEmail {
  return {
    email_id: 'e-1',
    project_id: 'p-1',
    creator_id: 'c-1',
    creator_name: 'Mia Chen',
    sample: false,
    kind: 'invitation',
    status: 'draft',
    reason: null,
    missing: [],
    to: 'mia@example.com',
    subject: 'Spring launch with Acme',
    body: 'Hi Mia, …',
    language: 'en',
    batch_id: 'b-1',
    sender_user_uid: null,
    written_by: 'template',
    writer_fallback: null,
    message_id: null,
    scheduled_at: null,
    sent_at: null,
    updated_at: '2026-11-24T09:00:00.000Z',
    ...patch,
  };
}

export function sender(patch: Partial<SenderStatus> = {}): SenderStatus {
  return {
    has_mailbox: true,
    address: 'me@sandbox.booster.test',
    sandbox: true,
    daily_cap: 200,
    sent_today: 3,
    send_spacing_seconds: 30,
    paused: false,
    paused_reason: null,
    paused_at: null,
    last_send_at: null,
    ...patch,
  };
}

export const outreachDb = (patch: Partial<OutreachDb> = {}): OutreachDb => ({
  emails: [],
  drafted: [],
  sender: sender(),
  board: [],
  threads: new Map(),
  pollError: null,
  updateRefusal: null,
  refused: [],
  calls: [],
  followUp: {
    creator_ids: [],
    left_out: { not_invited: 0, replied: 0, limit_reached: 0, on_their_way: 0, teammates: 0, too_old: 0 },
  },
  ...patch,
});

const countsOf = (emails: OutreachEmail[]) =>
  Object.fromEntries(
    OUTREACH_STATUSES.map((s) => [s, emails.filter((e) => e.status === s).length]),
  ) as OutreachBatch['counts'];

export function koxOutreachHandlers(db: OutreachDb) {
  const body = async (path: string, request: Request) => {
    const data = (await request.json()) as Record<string, unknown>;
    db.calls.push({ path, body: data });
    return data;
  };
  const batches = new Map<string, { reads: number; total: number }>();
  const setStatus = (ids: unknown, status: OutreachEmail['status']) => {
    const wanted = new Set(ids as string[]);
    db.emails = db.emails.map((e) => (wanted.has(e.email_id) ? { ...e, status } : e));
    return [...wanted];
  };
  return [
    http.post(
      '/api/kox/outreach/draft',
      withUser(async ({ request }) => {
        const asked = await body('draft', request);
        const total = db.drafted.length;
        batches.set('b-new', { reads: 0, total });
        db.emails = db.drafted.map((e) => ({ ...e, status: 'generating' as const }));
        const batch = batchOf('b-new', db.emails);
        // A rewrite takes the e-mails the screen already lists; the one left out was edited by a person.
        return ok({ batch, skipped: 1, rewritten: asked.rewrite ? Math.min(total, db.emails.length) : 0 });
      }),
    ),
    http.get(
      '/api/kox/outreach/batch',
      withUser(({ request }) => {
        const id = new URL(request.url).searchParams.get('batch_id')!;
        const state = batches.get(id);
        if (state && state.reads++ > 0)
          db.emails = db.emails.map((e) => db.drafted.find((d) => d.email_id === e.email_id) ?? e);
        return ok(batchOf(id, id === 'b-new' ? db.emails : db.emails.filter((e) => e.batch_id === id)));
      }),
    ),
    http.get(
      '/api/kox/outreach/list',
      withUser(({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const list = db.emails.filter((e) => !status || e.status === status);
        // What was scheduled goes out before the next read.
        db.emails = db.emails.map((e) => {
          if (e.status !== 'scheduled') return e;
          if (db.refused.includes(e.email_id))
            return { ...e, status: 'send_failed', reason: '550 5.1.1 User unknown' };
          return { ...e, status: 'sent', sent_at: '2026-11-24T10:00:00.000Z' };
        });
        return ok({ list, total: list.length });
      }),
    ),
    http.post(
      '/api/kox/outreach/update',
      withUser(async ({ request }) => {
        const input = await body('update', request);
        if (db.updateRefusal) {
          const code = db.updateRefusal;
          db.updateRefusal = null;
          return fail(code, 'refused', { issues: [{ path: 'to', message: 'invalid' }] });
        }
        const i = db.emails.findIndex((e) => e.email_id === input.email_id);
        db.emails[i] = { ...db.emails[i]!, ...input, status: 'draft' } as OutreachEmail;
        return ok(db.emails[i]);
      }),
    ),
    http.post(
      '/api/kox/outreach/schedule',
      withUser(async ({ request }) => {
        const input = await body('schedule', request);
        const ids = input.email_ids as string[];
        const empty = db.emails.filter((e) => ids.includes(e.email_id) && (!e.subject || !e.body));
        if (empty.length > 0 && !input.confirm_empty)
          return fail('KOX_OUTREACH_CONFIRM_EMPTY', 'empty', {
            issues: empty.map((e) => ({ path: 'email_ids', message: e.email_id })),
          });
        setStatus(ids, 'scheduled');
        db.emails = db.emails.map((e) => (ids.includes(e.email_id) ? { ...e, batch_id: 'b-send' } : e));
        const at = (input.scheduled_at as string | undefined) ?? '2026-11-24T10:00:00.000Z';
        batches.set('b-send', { reads: 0, total: ids.length });
        return ok({ batch_id: 'b-send', scheduled: ids.length, scheduled_at: at });
      }),
    ),
    http.post(
      '/api/kox/outreach/return-to-draft',
      withUser(async ({ request }) => {
        const input = await body('returnToDraft', request);
        const ids = setStatus(input.email_ids, 'draft');
        return ok({ changed: ids.length, email_ids: ids });
      }),
    ),
    http.post(
      '/api/kox/outreach/resend',
      withUser(async ({ request }) => {
        const input = await body('resend', request);
        const ids = input.batch_id
          ? db.emails
              .filter((e) => e.batch_id === input.batch_id && e.status === 'send_failed')
              .map((e) => e.email_id)
          : (input.email_ids as string[]);
        setStatus(ids, 'scheduled');
        return ok({ changed: ids.length, email_ids: ids });
      }),
    ),
    http.get(
      '/api/kox/outreach/follow-up',
      withUser(({ request }) =>
        ok({ project_id: new URL(request.url).searchParams.get('project_id')!, ...db.followUp }),
      ),
    ),
    http.post(
      '/api/kox/outreach/follow-up',
      withUser(async ({ request }) => {
        const input = await body('followUpNow', request);
        const queued = (input.creator_ids as string[] | undefined) ?? db.followUp.creator_ids;
        // As the server: the queued ones have a follow-up on its way now.
        db.followUp = {
          creator_ids: db.followUp.creator_ids.filter((id) => !queued.includes(id)),
          left_out: {
            ...db.followUp.left_out,
            on_their_way: db.followUp.left_out.on_their_way + queued.length,
          },
        };
        return ok({
          project_id: input.project_id as string,
          ...db.followUp,
          creator_ids: queued,
          queued: queued.length,
        });
      }),
    ),
    http.get(
      '/api/kox/outreach/sender',
      withUser(() => ok(db.sender)),
    ),
    http.post(
      '/api/kox/outreach/sender/resume',
      withUser(async ({ request }) => {
        await body('resume', request);
        db.sender = { ...db.sender, paused: false, paused_reason: null, paused_at: null };
        return ok(db.sender);
      }),
    ),
    http.get(
      '/api/kox/replies/poll-status',
      withUser(() => ok({ last_polled_at: '2026-11-24T10:00:00.000Z', poll_error: db.pollError })),
    ),
    http.get(
      '/api/kox/replies/board',
      withUser(() => ok({ columns: db.board })),
    ),
    http.get(
      '/api/kox/replies/thread',
      withUser(({ request }) => {
        const creator = new URL(request.url).searchParams.get('creator_id')!;
        return ok(db.threads.get(creator) ?? { label_id: null, entries: [], judgments: [] });
      }),
    ),
    http.post(
      '/api/kox/replies/override',
      withUser(async ({ request }) => {
        const input = await body('override', request);
        const thread = db.threads.get(input.creator_id as string)!;
        const label = db.board.find((c) => c.label_id === input.label_id)!;
        const judgment = {
          ...thread.judgments[0]!,
          judgment_id: 'j-person',
          label_id: label.label_id,
          label_name: label.name,
          judged_by: 'person' as const,
          method: null,
          reason: input.note as string,
          reason_parts: null,
          overridden: false,
        };
        db.threads.set(input.creator_id as string, {
          ...thread,
          label_id: label.label_id,
          judgments: [judgment, ...thread.judgments.map((j) => ({ ...j, overridden: true }))],
        });
        return ok(judgment);
      }),
    ),
    http.post(
      '/api/kox/replies/simulate',
      withUser(async ({ request }) => {
        await body('simulate', request);
        return ok({ message_id: '<sim@sandbox>' });
      }),
    ),
  ];
}

function batchOf(id: string, emails: OutreachEmail[]): OutreachBatch {
  const counts = countsOf(emails);
  return {
    batch_id: id,
    project_id: 'p-1',
    kind: id === 'b-send' ? 'send' : 'draft',
    total: emails.length,
    counts,
    done: id === 'b-send' ? counts.scheduled + counts.sending === 0 : counts.generating === 0,
    created_at: '2026-11-24T09:00:00.000Z',
  };
}
