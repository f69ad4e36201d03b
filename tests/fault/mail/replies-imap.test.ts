import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koxMailboxes, koxOutreachReplies, koxProjectCreators } from '../../../server/db/schema/index.ts';
import {
  PollBackoff,
  registerReplyJobs,
  startReplyScheduling,
} from '../../../server/domains/kox-replies/reply-jobs.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import {
  startMailHarness,
  type MailHarness,
  harnessMailbox,
} from '../../helpers/mail-server/mail-harness.ts';
import {
  HOUR_MS,
  poll,
  projectWithTemplate,
  sentInvitation,
} from '../../server/kox-replies/replies-helpers.ts';
import { noModel } from '../../server/helpers/no-model.ts';
import { createTestApp, type TestApp } from '../../server/helpers/test-app.ts';
import { newTeam, newUser, ok, type KitUser } from '../../server/teams/org-kit.ts';

/* Reading replies from a real Dovecot INBOX (issue 13): matched by headers, then by sender and subject; IMAP down. */

let mail: MailHarness;
let t: TestApp;
let dataDir: string;
let alice: KitUser;
let teamId: string;
let projectId: string;
let labelOf: Record<string, string>;

/** A creator (a harness user) writes to alice through the harness's SMTP, delivered into her INBOX by dovecot-lda. */
async function send(from: 'bob' | 'carol', message: { subject: string; text: string; inReplyTo?: string }) {
  const transport = nodemailer.createTransport({
    host: mail.host,
    port: mail.smtpPort,
    secure: false,
    ignoreTLS: true,
    auth: { user: from, pass: mail.users[from]! },
  });
  try {
    await transport.sendMail({
      from: mail.addressOf(from),
      to: mail.addressOf('alice'),
      subject: message.subject,
      text: message.text,
      ...(message.inReplyTo ? { inReplyTo: message.inReplyTo, references: [message.inReplyTo] } : {}),
    });
  } finally {
    transport.close();
  }
}

const labelOfCreator = async (creatorId: string) =>
  (
    await t.deps.db
      .select({ labelId: koxProjectCreators.labelId })
      .from(koxProjectCreators)
      .where(and(eq(koxProjectCreators.projectId, projectId), eq(koxProjectCreators.creatorId, creatorId)))
  )[0]!.labelId;

const invite = (creatorId: string, to: string) =>
  sentInvitation(t, {
    teamId,
    projectId,
    creatorId,
    sender: alice,
    to,
    sentAt: new Date(Date.now() - HOUR_MS),
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'booster-replies-test-'));
  [mail, t] = await Promise.all([
    startMailHarness(),
    // On a clean clone this may be the first test file to build the migrated snapshot.
    createTestApp({ models: noModel, env: { DATA_DIR: dataDir } }),
  ]);
  alice = await newUser(t, 'replies-imap-alice');
  teamId = await newTeam(t, 'IMAP replies team', alice);
  ok(await t.call('koxMailbox.save', harnessMailbox(mail, 'alice'), alice.token));
  ({ projectId, labelOf } = await projectWithTemplate(t, alice, [
    'sample-000070',
    'sample-000071',
    'sample-000072',
    'sample-000073',
  ]));
});
afterAll(async () => {
  await Promise.all([t?.close(), mail?.stop()]);
  await rm(dataDir, { recursive: true, force: true });
});

describe('reading replies from Dovecot', () => {
  it('a reply with In-Reply-To is matched and labelled with its reason; private mail is left alone', async () => {
    const invitation = await invite('sample-000070', mail.addressOf('bob'));
    await send('bob', {
      subject: 'Lunch on Friday?',
      text: 'Are you free for lunch? I am interested in the new place.',
    });
    await send('bob', {
      subject: `Re: ${invitation.subject}`,
      text: `Sounds good, I'm interested! Send me the brief.\n\nOn Monday, Alice wrote:\n> Our budget is USD 500.`,
      inReplyTo: invitation.messageId!,
    });
    const started = performance.now();
    const read = await poll(t, alice.id);
    const readMs = performance.now() - started;
    console.info(
      `[replies-imap] one read of the INBOX (2 new mails, 1 kept and judged): ${readMs.toFixed(0)} ms`,
    );
    expect(read).toEqual({ read: 2, kept: 1, error: null });
    expect(await labelOfCreator('sample-000070')).toBe(labelOf.replied_interested);
    const thread = ok(
      await t.call('koxReplies.thread', { project_id: projectId, creator_id: 'sample-000070' }, alice.token),
    );
    expect(thread.judgments[0]).toMatchObject({
      judged_by: 'rules',
      reason: expect.stringContaining('contains "interested"'),
      text_read: expect.not.stringContaining('budget'),
    });
    const stored = await t.deps.db.select({ subject: koxOutreachReplies.subject }).from(koxOutreachReplies);
    expect(stored.map((s) => s.subject)).not.toContain('Lunch on Friday?');
  });

  it('a reply without threading headers is matched by sender and normalized subject', async () => {
    const invitation = await invite('sample-000071', mail.addressOf('carol'));
    await send('carol', {
      subject: `回复：RE:  ${invitation.subject}`,
      text: '你好，请问这次合作的预算是多少？',
    });
    expect(await poll(t, alice.id)).toMatchObject({ read: 1, kept: 1, error: null });
    expect(await labelOfCreator('sample-000071')).toBe(labelOf.negotiating);
  });

  it('reads nothing twice', async () => {
    expect(await poll(t, alice.id)).toEqual({ read: 0, kept: 0, error: null });
  });

  it('IMAP down: poll_error is kept and shown; the reply waiting in the INBOX is read when it is back', async () => {
    const invitation = await invite('sample-000072', mail.addressOf('bob'));
    await send('bob', {
      subject: `Re: ${invitation.subject}`,
      text: 'No thanks, not interested.',
      inReplyTo: invitation.messageId!,
    });
    // Dovecot stops (dovecot-lda needs it too, so the mail is delivered first): connections are refused.
    await mail.stopImap();
    try {
      const down = await poll(t, alice.id);
      expect(down).toMatchObject({ read: 0, kept: 0, error: expect.stringMatching(/ECONNREFUSED|refused/i) });
      expect(ok(await t.call('koxReplies.pollStatus', {}, alice.token)).poll_error).toBe(down.error);
      expect(await poll(t, alice.id)).toMatchObject({ error: down.error });
    } finally {
      await mail.startImap();
    }
    expect(await poll(t, alice.id)).toEqual({ read: 1, kept: 1, error: null });
    expect(await labelOfCreator('sample-000072')).toBe(labelOf.replied_declined);
    expect(ok(await t.call('koxReplies.pollStatus', {}, alice.token)).poll_error).toBeNull();
  });

  it('a changed UIDVALIDITY restarts from the oldest outstanding e-mail without keeping anything twice', async () => {
    await t.deps.db
      .update(koxMailboxes)
      .set({ imapUidValidity: '1' })
      .where(eq(koxMailboxes.userId, alice.id));
    expect(await poll(t, alice.id)).toMatchObject({ read: 4, kept: 0, error: null });
  });

  it('the background jobs label a reply within seconds of its delivery (3 s reads)', async () => {
    const registry = new JobRegistry();
    const backoff = new PollBackoff();
    registerReplyJobs(registry, {
      config: t.deps.config,
      modelJudge: null,
      catalog: sampleCreatorCatalog(),
      backoff,
    });
    const runner = createJobRunner({ db: t.deps.db, registry, exclusive: true });
    await runner.start();
    const scheduling = startReplyScheduling({
      db: t.deps.db,
      runner,
      backoff,
      pollMs: 3_000,
      followUpMs: 60_000,
    });
    try {
      const invitation = await invite('sample-000073', mail.addressOf('carol'));
      await send('carol', {
        subject: `Re: ${invitation.subject}`,
        text: 'Deal, send the contract.',
        inReplyTo: invitation.messageId!,
      });
      const delivered = performance.now();
      await expect
        .poll(() => labelOfCreator('sample-000073'), { timeout: 30_000, interval: 50 })
        .toBe(labelOf.agreed);
      const ms = performance.now() - delivered;
      console.info(`[replies-imap] delivered → labelled by the background jobs: ${ms.toFixed(0)} ms`);
      // 5 s is the product's bound; a loaded test machine gets slack, the measured figure is what is reported.
      expect(ms).toBeLessThan(15_000);
    } finally {
      await scheduling.stop();
      await runner.stop();
    }
  });
});
