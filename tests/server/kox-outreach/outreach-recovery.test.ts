import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, koxOutreachEmails, koxSandboxMessages } from '../../../server/db/schema/index.ts';
import { enqueueJob } from '../../../server/jobs/job-queue.ts';
import { sendJobOf } from '../../../server/domains/kox-outreach/send-job.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';
import { outreachProject, runOutreachJobs, sampleCreators } from './outreach-kit.ts';

/* A draft batch cut off by a crash goes on where it stopped; a follow-up is threaded under its invitation. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'outreach-recovery');
}, 60_000);
afterAll(() => t.close());

const emailsOf = async (p: string) =>
  ok(await t.call('koxOutreach.list', { project_id: p, page_size: 100 }, w.editor.token)).list;

describe('recovery and threading', () => {
  it('resumes a draft batch whose job was cut off, leaving the e-mails already written as they were', async () => {
    const p = await outreachProject(t, w.editor.token, {
      name: 'Crash',
      creatorIds: sampleCreators(6, true, 700),
    });
    const { batch } = ok(await t.call('koxOutreach.draft', { project_id: p }, w.editor.token));
    // The crash: its job was claimed and its lease lapsed after half the e-mails were committed.
    const [written, ...rest] = await t.deps.db
      .select()
      .from(koxOutreachEmails)
      .where(eq(koxOutreachEmails.batchId, batch.batch_id));
    await t.deps.db
      .update(koxOutreachEmails)
      .set({ status: 'draft', subject: 'Written before the crash', body: 'Kept', toAddress: 'a@example.com' })
      .where(eq(koxOutreachEmails.id, written!.id));
    await t.deps.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'crashed-node',
        lockedUntil: new Date(Date.now() - 60_000),
      })
      .where(and(eq(jobs.kind, 'kox-outreach-draft'), sql`${jobs.payload}->>'batchId' = ${batch.batch_id}`));
    expect(rest).toHaveLength(5);

    await runOutreachJobs(t);
    const progress = ok(await t.call('koxOutreach.batch', { batch_id: batch.batch_id }, w.editor.token));
    expect(progress).toMatchObject({ done: true, total: 6 });
    expect(progress.counts.draft).toBe(6);
    const kept = (await emailsOf(p)).find((e) => e.email_id === written!.id);
    expect(kept).toMatchObject({ subject: 'Written before the crash', body: 'Kept' });
  });

  it('settles e-mails found sending after a crash by the sender’s copy: never twice, none lost', async () => {
    const p = await outreachProject(t, w.editor.token, {
      name: 'Cut',
      creatorIds: sampleCreators(2, true, 900),
    });
    ok(await t.call('koxOutreach.draft', { project_id: p }, w.editor.token));
    await runOutreachJobs(t);
    ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Mia' }, w.editor.token));
    const ids = (await emailsOf(p)).map((e) => e.email_id);
    ok(await t.call('koxOutreach.schedule', { email_ids: ids }, w.editor.token));
    // The crash: both committed `sending`; the server took the first one (its copy is in the sandbox), not the second.
    const rows = await t.deps.db
      .update(koxOutreachEmails)
      .set({ status: 'sending', sendingAt: new Date(), sendAttempts: 1 })
      .where(
        sql`${koxOutreachEmails.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
      .returning();
    const [taken, lost] = rows;
    await t.deps.db.insert(koxSandboxMessages).values({
      userId: w.editor.id,
      messageId: taken!.messageId,
      mailFrom: 'x',
      rcptTo: [taken!.toAddress],
      raw: `Message-ID: ${taken!.messageId}\r\n\r\nTaken before the crash`,
    });
    await t.deps.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'crashed-node',
        lockedUntil: new Date(Date.now() - 60_000),
      })
      .where(and(eq(jobs.kind, 'kox-outreach-send'), eq(jobs.status, 'queued')));

    await runOutreachJobs(t);
    expect((await emailsOf(p)).map((e) => e.status)).toEqual(['sent', 'sent']);
    for (const email of [taken!, lost!]) {
      const copies = await t.deps.db
        .select()
        .from(koxSandboxMessages)
        .where(eq(koxSandboxMessages.messageId, email.messageId!));
      expect(copies, email.toAddress).toHaveLength(1);
    }
  });

  it('keeps the Message-ID of a failed e-mail that may have left through an edit or a return to draft', async () => {
    const p = await outreachProject(t, w.editor.token, {
      name: 'Edited after failing',
      creatorIds: sampleCreators(3, true, 950),
    });
    ok(await t.call('koxOutreach.draft', { project_id: p }, w.editor.token));
    await runOutreachJobs(t);
    ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Mia' }, w.editor.token));
    ok(await t.call('koxOutreach.senderSettings', { send_spacing_seconds: 0 }, w.editor.token));
    const ids = (await emailsOf(p)).map((e) => e.email_id);
    ok(await t.call('koxOutreach.schedule', { email_ids: ids }, w.editor.token));
    await t.deps.db.delete(jobs).where(and(eq(jobs.kind, 'kox-outreach-send'), eq(jobs.status, 'queued')));
    // Retries ran out while uncertain: the server took the first (its copy is there), not the second; the third
    // was refused before anything was handed over.
    const failed = async (id: string, sendAttempts: number) =>
      (
        await t.deps.db
          .update(koxOutreachEmails)
          .set({ status: 'send_failed', statusReason: 'retries_exhausted: timeout', sendAttempts })
          .where(eq(koxOutreachEmails.id, id))
          .returning()
      )[0]!;
    const [taken, lost, refused] = [
      await failed(ids[0]!, 2),
      await failed(ids[1]!, 1),
      await failed(ids[2]!, 0),
    ];
    await t.deps.db.insert(koxSandboxMessages).values({
      userId: w.editor.id,
      messageId: taken.messageId,
      mailFrom: 'x',
      rcptTo: [taken.toAddress],
      raw: `Message-ID: ${taken.messageId}\r\n\r\nTaken before retries ran out`,
    });

    const edited = ok(
      await t.call('koxOutreach.update', { email_id: taken.id, subject: 'Edited' }, w.editor.token),
    );
    expect(edited).toMatchObject({ status: 'draft', message_id: taken.messageId });
    ok(await t.call('koxOutreach.returnToDraft', { email_ids: [lost.id] }, w.editor.token));
    ok(await t.call('koxOutreach.update', { email_id: refused.id, subject: 'Edited' }, w.editor.token));
    const drafts = new Map((await emailsOf(p)).map((e) => [e.email_id, e]));
    expect(drafts.get(lost.id)).toMatchObject({ status: 'draft', message_id: lost.messageId });
    expect(drafts.get(refused.id)).toMatchObject({ status: 'draft', message_id: null });

    ok(await t.call('koxOutreach.schedule', { email_ids: ids, mode: 'now' }, w.editor.token));
    const again = new Map((await emailsOf(p)).map((e) => [e.email_id, e]));
    expect(again.get(taken.id)!.message_id).toBe(taken.messageId);
    expect(again.get(lost.id)!.message_id).toBe(lost.messageId);
    expect(again.get(refused.id)!.message_id).not.toBe(refused.messageId);
    await runOutreachJobs(t);
    const sent = await emailsOf(p);
    expect(sent.map((e) => e.status)).toEqual(['sent', 'sent', 'sent']);
    for (const e of sent) {
      const copies = await t.deps.db
        .select()
        .from(koxSandboxMessages)
        .where(eq(koxSandboxMessages.messageId, e.message_id!));
      expect(copies, e.to).toHaveLength(1);
    }
  });

  it('sends a follow-up with In-Reply-To and References naming the invitation', async () => {
    const [creator] = sampleCreators(1, true, 800);
    const p = await outreachProject(t, w.editor.token, { name: 'Thread', creatorIds: [creator!] });
    ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Mia' }, w.editor.token));
    ok(await t.call('koxOutreach.senderSettings', { send_spacing_seconds: 0 }, w.editor.token));
    const parent = `<${randomUUID()}@booster-sandbox.invalid>`;
    const [followUp] = await t.deps.db
      .insert(koxOutreachEmails)
      .values({
        teamId: w.teamId,
        projectId: p,
        creatorId: creator!,
        kind: 'follow_up',
        followUpNumber: 1,
        status: 'draft',
        toAddress: 'creator@example.com',
        subject: 'Re: our invitation',
        body: 'Just checking in.',
        inReplyTo: parent,
      })
      .returning();
    // Created as the follow-ups are: scheduled with its Message-ID, and its send job in the same commit.
    const scheduled = { messageId: `<${randomUUID()}@booster-sandbox.invalid>`, scheduledAt: new Date() };
    await t.deps.db
      .update(koxOutreachEmails)
      .set({ status: 'scheduled', senderUserId: w.editor.id, ...scheduled })
      .where(eq(koxOutreachEmails.id, followUp!.id));
    await enqueueJob(t.deps.db, { ...sendJobOf({ id: followUp!.id, ...scheduled }), teamId: w.teamId });
    await runOutreachJobs(t);
    const [sent] = await emailsOf(p);
    expect(sent).toMatchObject({ status: 'sent', kind: 'follow_up' });
    const [copy] = await t.deps.db
      .select()
      .from(koxSandboxMessages)
      .where(eq(koxSandboxMessages.messageId, sent!.message_id!));
    expect(copy!.raw).toMatch(new RegExp(`^In-Reply-To: ${parent}`, 'm'));
    expect(copy!.raw).toMatch(new RegExp(`^References: ${parent}`, 'm'));
  });
});
