import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  koxMailboxes,
  koxProgressLabels,
  koxProjectCreators,
  koxOutreachEmails,
  koxSandboxMessages,
} from '../../../server/db/schema/index.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newTeam, newUser, ok, teamWorld } from '../teams/org-kit.ts';
import { outreachProject, runOutreachJobs, sampleCreators } from './outreach-kit.ts';

/* Outreach e-mails through the sandbox mailbox: drafts in a batch, editing, §5's rules, the state machine. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let project: string;
let rivalToken: string;
const withEmail = sampleCreators(4, true, 1);
const withoutEmail = sampleCreators(1, false, 1);

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'outreach');
  project = await outreachProject(t, w.editor.token, {
    name: 'Trail launch',
    creatorIds: [...withEmail, ...withoutEmail],
  });
  const rival = await newUser(t, 'outreach-rival');
  await newTeam(t, 'Rival outreach team', rival);
  rivalToken = rival.token;
}, 60_000);
afterAll(() => t.close());

const emailsOf = async (projectId = project, token = w.editor.token) =>
  ok(await t.call('koxOutreach.list', { project_id: projectId, page_size: 100 }, token)).list;
const sandbox = (token: string) =>
  t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Mia from Acme' }, token);

describe('a draft batch', () => {
  it('writes a draft per creator, needs_info naming what is missing, and reports its progress', async () => {
    const started = ok(await t.call('koxOutreach.draft', { project_id: project }, w.editor.token));
    expect(started.batch.total).toBe(5);
    expect(started.batch.counts.generating).toBe(5);
    expect(started.batch.done).toBe(false);
    await runOutreachJobs(t);
    const batch = ok(await t.call('koxOutreach.batch', { batch_id: started.batch.batch_id }, w.viewer.token));
    expect(batch.done).toBe(true);
    expect(batch.counts).toMatchObject({ draft: 4, needs_info: 1, generating: 0 });
    const emails = await emailsOf();
    const drafted = emails.find((e) => e.creator_id === withEmail[0])!;
    expect(drafted.status).toBe('draft');
    expect(drafted.sample).toBe(true);
    expect(drafted.to).toMatch(/@creators\.example\.com$/);
    expect(drafted.subject).toContain('the Pegasus Trail 5 running shoe');
    expect(drafted.body).toContain(drafted.creator_name!);
    const noAddress = emails.find((e) => e.creator_id === withoutEmail[0])!;
    expect(noAddress).toMatchObject({ status: 'needs_info', missing: ['to_address'] });

    // The default is the creators without an invitation: none is left.
    const again = await t.call('koxOutreach.draft', { project_id: project }, w.editor.token);
    expect(again.body.code).toBe(ErrorCode.KOX_OUTREACH_NO_CREATORS);
  });

  it('needs the brief’s promoted subject, and the project’s template', async () => {
    const [creator] = sampleCreators(1, true, 200);
    const bare = await outreachProject(t, w.editor.token, {
      name: 'No subject',
      creatorIds: [creator!],
      subject: '',
    });
    const started = ok(
      await t.call('koxOutreach.draft', { project_id: bare, language: 'zh' }, w.editor.token),
    );
    await runOutreachJobs(t);
    const [email] = await emailsOf(bare);
    expect(email).toMatchObject({ status: 'needs_info', missing: ['brief.subject'], language: 'zh' });
    expect(started.skipped).toBe(0);

    const noTemplate = ok(
      await t.call(
        'koxProject.create',
        { name: 'Plain', start_at: '2026-03-02T09:00:00.000Z' },
        w.editor.token,
      ),
    );
    const refused = await t.call('koxOutreach.draft', { project_id: noTemplate.project_id }, w.editor.token);
    expect(refused.body.code).toBe(ErrorCode.KOX_OUTREACH_NO_TEMPLATE);
    const notInProject = await t.call(
      'koxOutreach.draft',
      { project_id: project, creator_ids: ['sample-009999'] },
      w.editor.token,
    );
    expect(notInProject.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('writing invitations again in another language', () => {
  it('rewrites the unsent ones no person edited, keeps the rest, and drafts new creators in the same batch', async () => {
    const [machine, edited, sent, later, addressFixed] = [
      ...sampleCreators(4, true, 400),
      ...sampleCreators(1, false, 400),
    ];
    const id = await outreachProject(t, w.editor.token, {
      name: 'Rewrite launch',
      creatorIds: [machine!, edited!, sent!, addressFixed!],
    });
    ok(await t.call('koxOutreach.draft', { project_id: id, language: 'en' }, w.editor.token));
    await runOutreachJobs(t);
    const before = await emailsOf(id);
    const of = (emails: typeof before, creator: string) => emails.find((e) => e.creator_id === creator)!;
    const edit = async (
      email: { email_id: string },
      change: { to?: string; subject?: string; body?: string },
    ) => ok(await t.call('koxOutreach.update', { email_id: email.email_id, ...change }, w.editor.token));
    await edit(of(before, edited!), { body: 'Hi, my own words.' });
    await edit(of(before, addressFixed!), { to: 'found@example.com' });
    await t.deps.db
      .update(koxOutreachEmails)
      .set({ status: 'sent', sendAttempts: 1, sentAt: new Date() })
      .where(eq(koxOutreachEmails.id, of(before, sent!).email_id));
    ok(await t.call('koxProject.addCreators', { project_id: id, creator_ids: [later!] }, w.editor.token));

    const viewer = await t.call('koxOutreach.draft', { project_id: id, rewrite: true }, w.viewer.token);
    expect(viewer.body.code).toBe(ErrorCode.FORBIDDEN);
    const started = ok(
      await t.call('koxOutreach.draft', { project_id: id, language: 'zh', rewrite: true }, w.editor.token),
    );
    expect(started).toMatchObject({ rewritten: 2, skipped: 2, batch: { total: 3 } });
    await runOutreachJobs(t);
    const after = await emailsOf(id);
    expect(of(after, machine!)).toMatchObject({
      status: 'draft',
      language: 'zh',
      batch_id: started.batch.batch_id,
    });
    expect(of(after, machine!).subject).not.toBe(of(before, machine!).subject);
    expect(of(after, machine!).subject).toMatch(/[\u4e00-\u9fff]/);
    expect(of(after, addressFixed!)).toMatchObject({
      status: 'draft',
      language: 'zh',
      to: 'found@example.com',
    });
    expect(of(after, later!)).toMatchObject({ status: 'draft', language: 'zh' });
    expect(of(after, edited!)).toMatchObject({
      language: 'en',
      body: 'Hi, my own words.',
      written_by: 'person',
    });
    expect(of(after, sent!)).toMatchObject({ status: 'sent', language: 'en' });

    // Once a person has written every unsent one, nothing is left to write again.
    for (const creator of [machine!, addressFixed!, later!])
      await edit(of(after, creator), { subject: `Mine: ${creator}` });
    const nothing = await t.call('koxOutreach.draft', { project_id: id, rewrite: true }, w.editor.token);
    expect(nothing.body.code).toBe(ErrorCode.KOX_OUTREACH_NO_CREATORS);
  });
});

describe('editing and the rules of spec §5', () => {
  it('edits a needs_info e-mail into a draft; one valid address only', async () => {
    const email = (await emailsOf()).find((e) => e.status === 'needs_info')!;
    const invalid = await t.call(
      'koxOutreach.update',
      { email_id: email.email_id, to: 'nobody' },
      w.editor.token,
    );
    expect(invalid.body.code).toBe(ErrorCode.KOX_OUTREACH_EMAIL_INVALID);
    const two = await t.call(
      'koxOutreach.update',
      { email_id: email.email_id, to: 'a@example.com; b@example.com' },
      w.editor.token,
    );
    expect(two.body.code).toBe(ErrorCode.KOX_OUTREACH_EMAIL_MULTIPLE);
    const edited = ok(
      await t.call(
        'koxOutreach.update',
        { email_id: email.email_id, to: ' creator@example.com ' },
        w.editor.token,
      ),
    );
    expect(edited).toMatchObject({ status: 'draft', to: 'creator@example.com', missing: [] });
    const viewer = await t.call(
      'koxOutreach.update',
      { email_id: email.email_id, subject: 'x' },
      w.viewer.token,
    );
    expect(viewer.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('asks for a sender first, a scheduled time that is not past, and confirmation of an empty e-mail', async () => {
    const [first, second] = (await emailsOf()).filter((e) => e.status === 'draft');
    const ids = [first!.email_id];
    const noSender = await t.call('koxOutreach.schedule', { email_ids: ids }, w.editor.token);
    expect(noSender.body.code).toBe(ErrorCode.KOX_OUTREACH_NO_SENDER);
    ok(await sandbox(w.editor.token));
    const noTime = await t.call(
      'koxOutreach.schedule',
      { email_ids: ids, mode: 'scheduled' },
      w.editor.token,
    );
    expect(noTime.body.code).toBe(ErrorCode.KOX_OUTREACH_SCHEDULE_TIME);
    const past = await t.call(
      'koxOutreach.schedule',
      { email_ids: ids, mode: 'scheduled', scheduled_at: new Date(Date.now() - 3_600_000).toISOString() },
      w.editor.token,
    );
    expect(past.body.code).toBe(ErrorCode.KOX_OUTREACH_SCHEDULE_TIME);

    ok(await t.call('koxOutreach.update', { email_id: second!.email_id, body: '  ' }, w.editor.token));
    const both = [first!.email_id, second!.email_id];
    const empty = await t.call('koxOutreach.schedule', { email_ids: both }, w.editor.token);
    expect(empty.body.code).toBe(ErrorCode.KOX_OUTREACH_CONFIRM_EMPTY);
    expect(empty.body.issues?.map((i) => i.message)).toEqual([second!.email_id]);
    // All or none: nothing was scheduled.
    expect((await emailsOf()).filter((e) => e.status === 'scheduled')).toHaveLength(0);
    ok(
      await t.call('koxOutreach.update', { email_id: second!.email_id, body: 'Hello again' }, w.editor.token),
    );
  });
});

describe('sending through the sandbox', () => {
  it('stores the Message-ID before sending, sends once with a Bcc to the sender, marks sent and contacted', async () => {
    const drafts = (await emailsOf()).filter((e) => e.status === 'draft');
    const scheduled = ok(
      await t.call('koxOutreach.schedule', { email_ids: drafts.map((d) => d.email_id) }, w.editor.token),
    );
    expect(scheduled.scheduled).toBe(drafts.length);
    const before = await emailsOf();
    for (const e of before.filter((x) => drafts.some((d) => d.email_id === x.email_id))) {
      expect(e.status).toBe('scheduled');
      expect(e.message_id).toMatch(/^<[0-9a-f-]{36}@booster-sandbox\.invalid>$/);
    }
    await t.deps.db
      .update(koxMailboxes)
      .set({ sendSpacingSeconds: 0 })
      .where(eq(koxMailboxes.userId, w.editor.id));
    await runOutreachJobs(t);
    const after = await emailsOf();
    const sent = after.filter((e) => e.status === 'sent');
    expect(sent).toHaveLength(drafts.length);
    const batch = ok(await t.call('koxOutreach.batch', { batch_id: scheduled.batch_id }, w.editor.token));
    expect(batch).toMatchObject({ kind: 'send', done: true });
    expect(batch.counts.sent).toBe(drafts.length);

    const copies = await t.deps.db
      .select()
      .from(koxSandboxMessages)
      .where(eq(koxSandboxMessages.userId, w.editor.id));
    for (const e of sent) {
      const mine = copies.filter((c) => c.messageId === e.message_id);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.rcptTo).toEqual([e.to, expect.stringMatching(/@booster-sandbox\.invalid$/)]);
    }
    const [row] = await t.deps.db
      .select({ labelId: koxProjectCreators.labelId, name: koxProgressLabels.name })
      .from(koxProjectCreators)
      .leftJoin(koxProgressLabels, eq(koxProgressLabels.id, koxProjectCreators.labelId))
      .where(
        and(eq(koxProjectCreators.projectId, project), eq(koxProjectCreators.creatorId, sent[0]!.creator_id)),
      );
    expect(row?.name).toBe('Contacted');

    const status = ok(await t.call('koxOutreach.senderStatus', {}, w.editor.token));
    expect(status).toMatchObject({
      has_mailbox: true,
      sandbox: true,
      sent_today: drafts.length,
      paused: false,
    });
  });

  it('refuses transitions the state machine does not allow', async () => {
    const [sent] = (await emailsOf()).filter((e) => e.status === 'sent');
    const edit = await t.call(
      'koxOutreach.update',
      { email_id: sent!.email_id, subject: 'x' },
      w.editor.token,
    );
    expect(edit.body.code).toBe(ErrorCode.KOX_OUTREACH_STATE);
    const back = await t.call('koxOutreach.returnToDraft', { email_ids: [sent!.email_id] }, w.editor.token);
    expect(back.body.code).toBe(ErrorCode.KOX_OUTREACH_STATE);
    const resend = await t.call('koxOutreach.resend', { email_ids: [sent!.email_id] }, w.editor.token);
    expect(resend.body.code).toBe(ErrorCode.KOX_OUTREACH_STATE);
    const again = await t.call('koxOutreach.schedule', { email_ids: [sent!.email_id] }, w.editor.token);
    expect(again.body.code).toBe(ErrorCode.KOX_OUTREACH_STATE);
  });

  it('returns a scheduled e-mail to draft: its job finds it changed and sends nothing', async () => {
    const [creator] = sampleCreators(1, true, 300);
    const p = await outreachProject(t, w.editor.token, { name: 'Return', creatorIds: [creator!] });
    ok(await t.call('koxOutreach.draft', { project_id: p }, w.editor.token));
    await runOutreachJobs(t);
    const [email] = await emailsOf(p);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    ok(
      await t.call(
        'koxOutreach.schedule',
        { email_ids: [email!.email_id], mode: 'scheduled', scheduled_at: later },
        w.editor.token,
      ),
    );
    const back = ok(
      await t.call('koxOutreach.returnToDraft', { email_ids: [email!.email_id] }, w.editor.token),
    );
    expect(back.changed).toBe(1);
    await runOutreachJobs(t, { now: () => new Date(Date.now() + 2 * 3_600_000) });
    const [after] = await emailsOf(p);
    expect(after).toMatchObject({ status: 'draft', message_id: null, scheduled_at: null });
  });
});

describe('scoping', () => {
  it("answers another team's or a hidden project's e-mails as missing", async () => {
    const [email] = await emailsOf();
    for (const [key, input] of [
      ['koxOutreach.get', { email_id: email!.email_id }],
      ['koxOutreach.update', { email_id: email!.email_id, subject: 'x' }],
      ['koxOutreach.returnToDraft', { email_ids: [email!.email_id] }],
      ['koxOutreach.resend', { email_ids: [email!.email_id] }],
      ['koxOutreach.schedule', { email_ids: [email!.email_id] }],
      ['koxOutreach.list', { project_id: project }],
      ['koxOutreach.draft', { project_id: project }],
    ] as const) {
      const res = await t.call(key, input as never, rivalToken);
      expect(res.body.code, key).toBe(ErrorCode.NOT_FOUND);
    }
    // A member restricted to no client sees no project, and so none of its e-mails.
    const restricted = await t.call('koxOutreach.get', { email_id: email!.email_id }, w.restricted.token);
    expect(restricted.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('guardrails', () => {
  it('spaces sends and keeps the daily cap: jobs too early or over the cap are put back, durably', async () => {
    const creators = sampleCreators(3, true, 400);
    const p = await outreachProject(t, w.admin.token, { name: 'Guardrails', creatorIds: creators });
    ok(await t.call('koxOutreach.draft', { project_id: p }, w.admin.token));
    await runOutreachJobs(t);
    ok(await sandbox(w.admin.token));
    ok(await t.call('koxOutreach.senderSettings', { daily_cap: 2, send_spacing_seconds: 30 }, w.admin.token));
    const tomorrow = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 86_400_000 + 10 * 3_600_000);
    const ids = (await emailsOf(p, w.admin.token)).map((e) => e.email_id);
    ok(
      await t.call(
        'koxOutreach.schedule',
        { email_ids: ids, mode: 'scheduled', scheduled_at: tomorrow.toISOString() },
        w.admin.token,
      ),
    );
    const at = (s: number) => () => new Date(tomorrow.getTime() + s * 1000);
    const statuses = async () => (await emailsOf(p, w.admin.token)).map((e) => [e.status, e.scheduled_at]);

    await runOutreachJobs(t, { now: at(0) });
    const now = await statuses();
    expect(now.filter(([s]) => s === 'sent')).toHaveLength(1);
    // The second holds the next slot, 30 s later; the cap leaves the third none today: it waits for the next day.
    const dayAfter = new Date(Math.floor(tomorrow.getTime() / 86_400_000) * 86_400_000 + 86_400_000);
    expect(
      now
        .filter(([s]) => s === 'scheduled')
        .map(([, a]) => a)
        .sort(),
    ).toEqual([at(30)().toISOString(), dayAfter.toISOString()]);
    await runOutreachJobs(t, { now: at(29) });
    expect((await statuses()).filter(([s]) => s === 'sent')).toHaveLength(1);
    await runOutreachJobs(t, { now: at(30) });
    expect((await statuses()).filter(([s]) => s === 'sent')).toHaveLength(2);
    await runOutreachJobs(t, { now: at(3600) });
    expect((await statuses()).filter(([s]) => s === 'sent')).toHaveLength(2);
    const status = ok(await t.call('koxOutreach.senderStatus', {}, w.admin.token));
    expect(status).toMatchObject({ daily_cap: 2, send_spacing_seconds: 30 });
    // Each put-back is a queued job at the new time.
    const queued = await t.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'kox-outreach-send'), eq(jobs.status, 'queued')));
    expect(queued.map((j) => j.runAt.toISOString())).toContain(dayAfter.toISOString());
    await runOutreachJobs(t, { now: () => new Date(dayAfter.getTime() + 1000) });
    expect((await statuses()).filter(([s]) => s === 'sent')).toHaveLength(3);

    const bounds = await t.call('koxOutreach.senderSettings', { daily_cap: 0 }, w.admin.token);
    expect(bounds.body.code).toBe(ErrorCode.VALIDATION);
  });

  it('answers settings and resume without a mailbox with "select a sender e-mail first"', async () => {
    for (const key of ['koxOutreach.senderSettings', 'koxOutreach.resumeSending'] as const) {
      const res = await t.call(key, { daily_cap: 10 } as never, w.viewer.token);
      expect(res.body.code, key).toBe(ErrorCode.KOX_OUTREACH_NO_SENDER);
    }
    expect(ok(await t.call('koxOutreach.senderStatus', {}, w.viewer.token)).has_mailbox).toBe(false);
  });
});
