import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  koxLabelJudgments,
  koxMailboxes,
  koxOutreachEmails,
  koxOutreachReplies,
  koxProjectCreators,
} from '../../../server/db/schema/index.ts';
import { judgeReply, NO_MODEL_REASON } from '../../../server/domains/kox-replies/judge-reply.ts';
import { CANCELLED_BY_REPLY } from '../../../server/domains/kox-replies/record-inbound.ts';
import { planFollowUps } from '../../../server/domains/kox-replies/follow-ups.ts';
import { SEND_OUTREACH } from '../../../server/domains/kox-outreach/send-job.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinTeam, newTeam, newUser, ok, type KitUser } from '../teams/org-kit.ts';
import { DAY_MS, emailRow, HOUR_MS, poll, projectWithTemplate, sentInvitation } from './replies-helpers.ts';

/* Reading replies in the sandbox mailbox (issue 13): simulated creator mail matched, judged, labelled; follow-ups. */

let t: TestApp;
let alice: KitUser;
let teamId: string;
let projectId: string;
let labelOf: Record<string, string>;
const catalog = sampleCreatorCatalog();
const CREATORS = [
  'sample-000070',
  'sample-000071',
  'sample-000072',
  'sample-000073',
  'sample-000074',
  'sample-000075',
  'sample-000077',
];

const labelOfCreator = async (creatorId: string) =>
  (
    await t.deps.db
      .select({ labelId: koxProjectCreators.labelId })
      .from(koxProjectCreators)
      .where(and(eq(koxProjectCreators.projectId, projectId), eq(koxProjectCreators.creatorId, creatorId)))
  )[0]!.labelId;

const invite = (creatorId: string, sentAt = new Date(Date.now() - HOUR_MS)) =>
  sentInvitation(t, {
    teamId,
    projectId,
    creatorId,
    sender: alice,
    to: `${creatorId}@creator.example`,
    sentAt,
  });

/** The follow-ups a pass created for one creator (other creators' invitations fall due too). */
const createdFor = async (created: string[], creatorId: string) => {
  const rows = await Promise.all(created.map((id) => emailRow(t, id)));
  return rows.filter((r) => r.creatorId === creatorId).map((r) => r.id);
};

const simulate = async (emailId: string, kind: string, language: 'en' | 'zh' = 'en', user = alice) =>
  t.call('koxReplies.simulateReply', { email_id: emailId, kind: kind as 'interested', language }, user.token);

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  alice = await newUser(t, 'replies-alice');
  teamId = await newTeam(t, 'Replies team', alice);
  ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Alice' }, alice.token));
  ({ projectId, labelOf } = await projectWithTemplate(t, alice, CREATORS));
}, 60_000);
afterAll(() => t?.close());

describe('a simulated reply in the sandbox', () => {
  it('is matched, judged by rules with its reason, and sets the label; the thread shows both mails', async () => {
    const invitation = await invite('sample-000070');
    ok(await simulate(invitation.id, 'interested'));
    const read = await poll(t, alice.id);
    expect(read).toMatchObject({ kept: 1, error: null });

    expect(await labelOfCreator('sample-000070')).toBe(labelOf.replied_interested);
    const thread = ok(
      await t.call('koxReplies.thread', { project_id: projectId, creator_id: 'sample-000070' }, alice.token),
    );
    expect(thread.entries.map((e) => [e.type, e.kind])).toEqual([
      ['email', 'invitation'],
      ['inbound', 'reply'],
    ]);
    const inbound = thread.entries[1]!;
    expect(inbound.type === 'inbound' && inbound.text).toContain('Simulated creator reply');
    expect(inbound.type === 'inbound' && inbound.own_text).not.toContain('budget');
    expect(thread.judgments).toEqual([
      expect.objectContaining({
        judged_by: 'rules',
        method: 'rules',
        label_id: labelOf.replied_interested,
        reason: expect.stringContaining('contains "interested"'),
        reason_parts: [
          expect.objectContaining({ kind: 'contains_any', found: 'interested' }),
          { kind: 'contains_none', phrases: ['not interested', '不感兴趣'] },
        ],
        text_read: expect.stringContaining("I'm interested"),
        message_id: expect.stringMatching(/^<.+@creator\.example>$/),
        overridden: false,
      }),
    ]);
  });

  it('in Chinese, asking the price, is labelled negotiating (the quoted invitation is not read)', async () => {
    const invitation = await invite('sample-000075');
    ok(await simulate(invitation.id, 'asks_price', 'zh'));
    await poll(t, alice.id);
    expect(await labelOfCreator('sample-000075')).toBe(labelOf.negotiating);
  });

  it('is read once however often the mailbox is read', async () => {
    const before = await t.deps.db.select({ n: count() }).from(koxOutreachReplies);
    expect(await poll(t, alice.id)).toMatchObject({ kept: 0, error: null });
    expect(await poll(t, alice.id)).toMatchObject({ kept: 0 });
    expect(await t.deps.db.select({ n: count() }).from(koxOutreachReplies)).toEqual(before);
    const judgments = ok(
      await t.call(
        'koxReplies.judgments',
        { project_id: projectId, creator_id: 'sample-000070' },
        alice.token,
      ),
    );
    expect(judgments.total).toBe(1);
  });

  it('an override is kept with the original, which is flagged overridden', async () => {
    const judged = ok(
      await t.call(
        'koxReplies.override',
        {
          project_id: projectId,
          creator_id: 'sample-000070',
          label_id: labelOf.agreed!,
          note: 'Agreed on a call.',
        },
        alice.token,
      ),
    );
    expect(judged).toMatchObject({
      judged_by: 'person',
      label_id: labelOf.agreed,
      reason: 'Agreed on a call.',
    });
    expect(await labelOfCreator('sample-000070')).toBe(labelOf.agreed);
    const list = ok(
      await t.call(
        'koxReplies.judgments',
        { project_id: projectId, creator_id: 'sample-000070' },
        alice.token,
      ),
    );
    expect(list.list.map((j) => [j.judged_by, j.overridden])).toEqual([
      ['person', false],
      ['rules', true],
    ]);
    expect(list.list[0]!.overrides_judgment_id).toBe(list.list[1]!.judgment_id);
    expect(list.list[1]!.label_id).toBe(labelOf.replied_interested);
  });

  it('an auto-reply and a bounce are kept with their kind but are not replies; a bounce fails the e-mail', async () => {
    const away = await invite('sample-000071');
    const gone = await invite('sample-000072');
    ok(await simulate(away.id, 'auto_reply', 'zh'));
    ok(await simulate(gone.id, 'bounce'));
    expect(await poll(t, alice.id)).toMatchObject({ kept: 2 });
    const kinds = await t.deps.db
      .select({ creatorId: koxOutreachReplies.creatorId, kind: koxOutreachReplies.kind })
      .from(koxOutreachReplies)
      .where(eq(koxOutreachReplies.projectId, projectId));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { creatorId: 'sample-000071', kind: 'auto_reply' },
        { creatorId: 'sample-000072', kind: 'bounce' },
      ]),
    );
    expect(await labelOfCreator('sample-000071')).toBeNull();
    expect(await labelOfCreator('sample-000072')).toBeNull();
    const judgments = ok(
      await t.call(
        'koxReplies.judgments',
        { project_id: projectId, creator_id: 'sample-000071' },
        alice.token,
      ),
    );
    expect(judgments.total).toBe(0);
    expect(await emailRow(t, gone.id)).toMatchObject({
      status: 'send_failed',
      statusReason: expect.stringContaining('550 5.1.1'),
    });
  });

  it('the board groups the creators by label in the template’s order, unlabelled last', async () => {
    const board = ok(await t.call('koxReplies.board', { project_id: projectId }, alice.token));
    const column = (id: string | null) => board.columns.find((c) => c.label_id === id)!;
    expect(column(labelOf.agreed!)).toMatchObject({ count: 1, creator_ids: ['sample-000070'] });
    expect(column(labelOf.negotiating!)).toMatchObject({ count: 1, creator_ids: ['sample-000075'] });
    expect(board.columns.at(-1)).toMatchObject({ label_id: null, count: 5 });
  });
});

describe('follow-ups', () => {
  it('one is created when the creator stays silent, threaded and handed to the send job; stopped at the count', async () => {
    const sentAt = new Date(Date.now() - 4 * DAY_MS);
    const invitation = await invite('sample-000073', sentAt);
    const now = new Date();
    const first = await createdFor((await planFollowUps(t.deps.db, catalog, now)).created, 'sample-000073');
    expect(first).toHaveLength(1);
    const followUp = await emailRow(t, first[0]!);
    expect(followUp).toMatchObject({
      kind: 'follow_up',
      followUpNumber: 1,
      status: 'scheduled',
      inReplyTo: invitation.messageId,
      subject: `Re: ${invitation.subject}`,
      toAddress: invitation.toAddress,
      messageId: expect.stringMatching(/^<.+@booster-sandbox\.invalid>$/),
    });
    expect(followUp.body).toContain('Trail shoe X');
    const sendJobs = await t.deps.db.select().from(jobs).where(eq(jobs.kind, SEND_OUTREACH));
    expect(sendJobs.map((j) => j.payload)).toContainEqual(
      expect.objectContaining({ emailId: followUp.id, messageId: followUp.messageId }),
    );
    // Not sent yet: nothing more.
    expect(await createdFor((await planFollowUps(t.deps.db, catalog, now)).created, 'sample-000073')).toEqual(
      [],
    );

    // The send job sent it; three days later the second ("contacted": 2 every 3 days).
    await t.deps.db
      .update(koxOutreachEmails)
      .set({ status: 'sent', sentAt: now })
      .where(eq(koxOutreachEmails.id, followUp.id));
    const later = new Date(now.getTime() + 3 * DAY_MS + HOUR_MS);
    const second = await createdFor(
      (await planFollowUps(t.deps.db, catalog, later)).created,
      'sample-000073',
    );
    expect(second).toHaveLength(1);
    expect(await emailRow(t, second[0]!)).toMatchObject({
      followUpNumber: 2,
      inReplyTo: invitation.messageId,
    });
    await t.deps.db
      .update(koxOutreachEmails)
      .set({ status: 'sent', sentAt: later })
      .where(eq(koxOutreachEmails.id, second[0]!));
    // A week of silence after it: labelled "no reply" by its rule; no third follow-up (the count is reached).
    const third = await planFollowUps(t.deps.db, catalog, new Date(later.getTime() + 8 * DAY_MS));
    expect(await createdFor(third.created, 'sample-000073')).toEqual([]);
    expect(await labelOfCreator('sample-000073')).toBe(labelOf.no_reply);
    const judgments = ok(
      await t.call(
        'koxReplies.judgments',
        { project_id: projectId, creator_id: 'sample-000073' },
        alice.token,
      ),
    );
    expect(judgments.list[0]).toMatchObject({
      judged_by: 'rules',
      reason: expect.stringContaining('no reply 8 days'),
    });
  });

  it('none after a reply, and a reply returns a scheduled one to draft', async () => {
    const invitation = await invite('sample-000074', new Date(Date.now() - 4 * DAY_MS));
    const [created] = await createdFor((await planFollowUps(t.deps.db, catalog)).created, 'sample-000074');
    expect((await emailRow(t, created!)).status).toBe('scheduled');
    ok(await simulate(invitation.id, 'declined'));
    await poll(t, alice.id);
    expect(await emailRow(t, created!)).toMatchObject({ status: 'draft', statusReason: CANCELLED_BY_REPLY });
    expect(await labelOfCreator('sample-000074')).toBe(labelOf.replied_declined);
    const later = await planFollowUps(t.deps.db, catalog, new Date(Date.now() + 30 * DAY_MS));
    expect(await createdFor(later.created, 'sample-000074')).toEqual([]);
  });
});

describe('judging without a provider', () => {
  it('a reply no rule holds for, with a label judged by the model, waits for a person and the log says why', async () => {
    const tpl = await projectWithTemplate(t, alice, ['sample-000080']);
    const detail = ok(await t.call('koxProject.detail', { project_id: tpl.projectId }, alice.token));
    const templateId = detail.project.template_id!;
    const template = ok(await t.call('koxTemplate.detail', { template_id: templateId }, alice.token));
    ok(
      await t.call(
        'koxTemplate.update',
        {
          template_id: templateId,
          name: template.name,
          description: template.description,
          fields: template.fields,
          labels: template.labels.map((l) =>
            l.builtin_key === null
              ? { ...l, judgment_method: 'model' as const, judgment_rule: 'Asks for a product sample.' }
              : l,
          ),
        },
        alice.token,
      ),
    );
    const invitation = await sentInvitation(t, {
      teamId,
      projectId: tpl.projectId,
      creatorId: 'sample-000080',
      sender: alice,
      to: 'sample-000080@creator.example',
      sentAt: new Date(Date.now() - HOUR_MS),
    });
    ok(await simulate(invitation.id, 'auto_reply'));
    // An auto-reply is not judged; write a plain reply no rule holds for.
    await t.deps.db.delete(koxOutreachReplies).where(eq(koxOutreachReplies.projectId, tpl.projectId));
    const { simulatedMail } = await import('../../../server/domains/kox-replies/simulated-mail.ts');
    const mail = simulatedMail(
      {
        messageId: invitation.messageId!,
        subject: invitation.subject,
        body: '',
        to: invitation.toAddress,
        from: 'x@booster-sandbox.invalid',
        sentAt: new Date(),
      },
      'auto_reply',
      'en',
      new Date(),
    );
    const { koxSandboxMessages } = await import('../../../server/db/schema/index.ts');
    await t.deps.db.insert(koxSandboxMessages).values({
      userId: alice.id,
      messageId: '<plain@creator.example>',
      mailFrom: invitation.toAddress,
      rcptTo: [],
      raw: mail.raw
        .replace(/^Auto-Submitted:.*\r\n/m, '')
        .replace(/^X-Autoreply:.*\r\n/m, '')
        .replace(/^Message-ID:.*$/m, 'Message-ID: <plain@creator.example>'),
    });
    await poll(t, alice.id);
    const judgments = ok(await t.call('koxReplies.judgments', { project_id: tpl.projectId }, alice.token));
    expect(judgments.list).toEqual([
      expect.objectContaining({ judged_by: 'model', label_id: null, reason: NO_MODEL_REASON }),
    ]);
    // A provider that fails: the judgment says so and the reply still waits for a person.
    const [reply] = await t.deps.db
      .select()
      .from(koxOutreachReplies)
      .where(eq(koxOutreachReplies.projectId, tpl.projectId));
    const failed = await judgeReply(t.deps.db, reply!, () => Promise.reject(new Error('provider down')));
    expect(failed).toMatchObject({
      judgedBy: 'model',
      labelId: null,
      reason: expect.stringContaining('provider down'),
    });
  });
});

describe('scoping', () => {
  it('another team cannot read a thread, the board or simulate; only the sender simulates, only in the sandbox, only when sent', async () => {
    const mallory = await newUser(t, 'replies-mallory');
    await newTeam(t, 'Other team', mallory);
    const [invitation] = await t.deps.db
      .select()
      .from(koxOutreachEmails)
      .where(
        and(eq(koxOutreachEmails.projectId, projectId), eq(koxOutreachEmails.creatorId, 'sample-000070')),
      );
    const code = async (p: Promise<{ body: { code: number } }>) => (await p).body.code;
    expect(
      await code(
        t.call('koxReplies.thread', { project_id: projectId, creator_id: 'sample-000070' }, mallory.token),
      ),
    ).toBe(10205);
    expect(await code(t.call('koxReplies.board', { project_id: projectId }, mallory.token))).toBe(10205);
    expect(await code(simulate(invitation!.id, 'interested', 'en', mallory))).toBe(10205);

    const bob = await newUser(t, 'replies-bob');
    await joinTeam(t, teamId, bob, 'editor');
    expect(await code(simulate(invitation!.id, 'interested', 'en', bob))).toBe(10205);
    expect(
      await code(
        t.call('koxReplies.thread', { project_id: projectId, creator_id: 'sample-099999' }, alice.token),
      ),
    ).toBe(10205);
    expect(
      await code(
        t.call(
          'koxReplies.override',
          { project_id: projectId, creator_id: 'sample-000070', label_id: 'nope', note: 'x' },
          alice.token,
        ),
      ),
    ).toBe(10322);

    const draft = await invite('sample-000076');
    await t.deps.db
      .update(koxOutreachEmails)
      .set({ status: 'draft', sentAt: null })
      .where(eq(koxOutreachEmails.id, draft.id));
    expect(await code(simulate(draft.id, 'interested'))).toBe(10321);
    await t.deps.db.update(koxMailboxes).set({ kind: 'custom' }).where(eq(koxMailboxes.userId, alice.id));
    expect(await code(simulate(invitation!.id, 'interested'))).toBe(10320);
    await t.deps.db.update(koxMailboxes).set({ kind: 'sandbox' }).where(eq(koxMailboxes.userId, alice.id));
    expect(ok(await t.call('koxReplies.pollStatus', {}, alice.token))).toMatchObject({
      poll_error: null,
      last_polled_at: expect.any(String),
    });
  });
});

describe('a reply kept but not judged (stopped in between)', () => {
  it('is judged by the next read', async () => {
    const invitation = await invite('sample-000077');
    ok(await simulate(invitation.id, 'interested', 'zh'));
    await poll(t, alice.id);
    const [reply] = await t.deps.db
      .select()
      .from(koxOutreachReplies)
      .where(
        and(eq(koxOutreachReplies.projectId, projectId), eq(koxOutreachReplies.creatorId, 'sample-000077')),
      );
    await t.deps.db.delete(koxLabelJudgments).where(eq(koxLabelJudgments.replyId, reply!.id));
    await t.deps.db
      .update(koxProjectCreators)
      .set({ labelId: null })
      .where(
        and(eq(koxProjectCreators.projectId, projectId), eq(koxProjectCreators.creatorId, 'sample-000077')),
      );
    expect(await poll(t, alice.id)).toMatchObject({ kept: 0, error: null });
    expect(await labelOfCreator('sample-000077')).toBe(labelOf.replied_interested);
  });
});
