import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koxOutreachEmails } from '../../../server/db/schema/index.ts';
import { recordInbound } from '../../../server/domains/kox-replies/record-inbound.ts';
import type { InboundMail } from '../../../server/mail/inbound/parse-inbound.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { projectWithTemplate } from '../kox-replies/replies-helpers.ts';
import { ok, teamWorld, type KitUser } from '../teams/org-kit.ts';
import { runOutreachJobs, sampleCreators } from './outreach-kit.ts';

/* Bounces piling up pause the sender's mailbox (decision 115): ≥ 5 and ≥ 10 % of the last 100 sent in 24 h. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let projectId: string;

const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'bounce-pause');
  projectId = (await projectWithTemplate(t, w.editor, sampleCreators(1, true, 300))).projectId;
  for (const user of [w.owner, w.admin, w.editor, w.viewer])
    ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Mia' }, user.token));
}, 60_000);
afterAll(() => t.close());

/** `count` invitations the sender handed to SMTP `hoursAgo` hours ago, each to its own creator. */
async function sent(sender: KitUser, count: number, hoursAgo = 1) {
  const at = new Date(Date.now() - hoursAgo * HOUR_MS);
  return t.deps.db
    .insert(koxOutreachEmails)
    .values(
      Array.from({ length: count }, () => ({
        teamId: w.teamId,
        projectId,
        creatorId: `creator-${randomUUID()}`,
        status: 'sent' as const,
        toAddress: 'creator@example.com',
        subject: 'Invitation',
        body: 'Hello',
        senderUserId: sender.id,
        messageId: `<${randomUUID()}@booster-sandbox.invalid>`,
        sendingAt: at,
        sentAt: at,
        sendAttempts: 1,
      })),
    )
    .returning();
}

async function bounce(sender: KitUser, email: { id: string; messageId: string | null }) {
  const [row] = await t.deps.db.select().from(koxOutreachEmails).where(eq(koxOutreachEmails.id, email.id));
  const dsn: InboundMail = {
    messageId: `<dsn-${randomUUID()}@mail.test>`,
    references: [],
    from: 'MAILER-DAEMON@mail.test',
    subject: 'Undelivered Mail Returned to Sender',
    text: 'This is the mail system.',
    ownText: 'This is the mail system.',
    date: new Date(),
    kind: 'bounce',
    bounce: { messageId: email.messageId, diagnostic: 'smtp; 550 5.1.1 user unknown' },
  };
  return recordInbound(t.deps.db, sender.id, dsn, row!);
}

const statusOf = async (user: KitUser) => ok(await t.call('koxOutreach.senderStatus', {}, user.token));

describe('the bounce pause', () => {
  it('pauses at exactly 5 bounces of 50 sent (10 %), not at 4, with the reason', async () => {
    const emails = await sent(w.editor, 50);
    for (const e of emails.slice(0, 4)) await bounce(w.editor, e);
    expect(await statusOf(w.editor)).toMatchObject({ paused: false, paused_reason: null });
    await bounce(w.editor, emails[4]!);
    expect(await statusOf(w.editor)).toMatchObject({ paused: true, paused_reason: 'bounce_rate:5/50' });
    const [failed] = await t.deps.db
      .select()
      .from(koxOutreachEmails)
      .where(eq(koxOutreachEmails.id, emails[4]!.id));
    expect(failed).toMatchObject({ status: 'send_failed', statusReason: 'smtp; 550 5.1.1 user unknown' });
  });

  it('needs 10 % too: 5 bounces of 60 sent do not pause, the 6th does', async () => {
    const emails = await sent(w.admin, 60);
    for (const e of emails.slice(0, 5)) await bounce(w.admin, e);
    expect(await statusOf(w.admin)).toMatchObject({ paused: false });
    await bounce(w.admin, emails[5]!);
    expect(await statusOf(w.admin)).toMatchObject({ paused: true, paused_reason: 'bounce_rate:6/60' });
  });

  it('counts only the last 24 hours: bounces of e-mails sent 25 hours ago do not pause', async () => {
    const old = await sent(w.owner, 10, 25);
    await sent(w.owner, 20);
    for (const e of old) await bounce(w.owner, e);
    expect(await statusOf(w.owner)).toMatchObject({ paused: false });
  });

  it('is resumed by its owner only; parked e-mails go out; bounces from before the resume no longer count', async () => {
    expect(await statusOf(w.editor)).toMatchObject({ paused: true });
    expect(await statusOf(w.viewer)).toMatchObject({ paused: false });
    ok(await t.call('koxOutreach.resumeSending', {}, w.viewer.token));
    expect(await statusOf(w.editor)).toMatchObject({ paused: true });

    // An e-mail scheduled while paused is parked by its job, and sent after the resume.
    const [parked] = await t.deps.db
      .insert(koxOutreachEmails)
      .values({
        teamId: w.teamId,
        projectId,
        creatorId: `creator-${randomUUID()}`,
        status: 'scheduled',
        toAddress: 'parked@example.com',
        subject: 'Invitation',
        body: 'Hello',
        senderUserId: w.editor.id,
        messageId: `<${randomUUID()}@booster-sandbox.invalid>`,
        scheduledAt: null,
      })
      .returning();
    const resumed = ok(await t.call('koxOutreach.resumeSending', {}, w.editor.token));
    expect(resumed).toMatchObject({ paused: false, paused_reason: null });
    await runOutreachJobs(t);
    const [after] = await t.deps.db
      .select()
      .from(koxOutreachEmails)
      .where(eq(koxOutreachEmails.id, parked!.id));
    expect(after!.status).toBe('sent');

    // Five more bounces of e-mails sent before the resume: seen already, not counted again.
    const before = await t.deps.db
      .select()
      .from(koxOutreachEmails)
      .where(eq(koxOutreachEmails.senderUserId, w.editor.id));
    const unbounced = before.filter((e) => e.status === 'sent' && e.id !== parked!.id).slice(0, 5);
    for (const e of unbounced) await bounce(w.editor, e);
    expect(await statusOf(w.editor)).toMatchObject({ paused: false });
  });

  it('is per mailbox: another sender’s bounces pause only theirs', async () => {
    expect(await statusOf(w.admin)).toMatchObject({ paused: true });
    expect(await statusOf(w.owner)).toMatchObject({ paused: false });
    expect(await statusOf(w.viewer)).toMatchObject({ paused: false });
  });
});
