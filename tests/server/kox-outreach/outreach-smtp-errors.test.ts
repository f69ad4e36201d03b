import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../server/db/schema/index.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';
import { outreachProject, runOutreachJobs, sampleCreators } from './outreach-kit.ts';

/*
 * What the send job does with each kind of SMTP answer, against a local smtp-server: a permanent refusal (5xx)
 * fails the e-mail with the server's words, a transient one (4xx) puts it back for a retry later, a refused
 * sign-in pauses the mailbox with its reason until the sender resumes.
 */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let smtp: SMTPServer;
let port: number;
const accepted: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'outreach-smtp');
  smtp = new SMTPServer({
    logger: false,
    secure: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.password === 'right') callback(null, { user: auth.username });
      else
        callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse'))
        callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
      else if (address.address.startsWith('later'))
        callback(Object.assign(new Error('4.2.1 Mailbox busy, try later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        accepted.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

const mailbox = (password: string) =>
  t.call(
    'koxMailbox.save',
    {
      kind: 'custom',
      sender_name: 'Mia',
      address: 'mia@acme.test',
      password: 'mail-password',
      auth_password: password,
      smtp_host: '127.0.0.1',
      smtp_port: port,
      smtp_security: 'none',
      imap_host: '127.0.0.1',
      imap_port: 1,
      imap_security: 'none',
    },
    w.editor.token,
  );

async function draftsTo(name: string, addresses: string[], from: number) {
  const creators = sampleCreators(addresses.length, true, from);
  const p = await outreachProject(t, w.editor.token, { name, creatorIds: creators });
  ok(await t.call('koxOutreach.draft', { project_id: p }, w.editor.token));
  await runOutreachJobs(t);
  const emails = ok(await t.call('koxOutreach.list', { project_id: p }, w.editor.token)).list;
  for (const [i, e] of emails.entries())
    ok(await t.call('koxOutreach.update', { email_id: e.email_id, to: addresses[i]! }, w.editor.token));
  return { p, ids: emails.map((e) => e.email_id) };
}

const list = async (p: string) =>
  ok(await t.call('koxOutreach.list', { project_id: p }, w.editor.token)).list;

describe('SMTP answers', () => {
  it('fails a 5xx with the server’s words, retries a 4xx later, and resends the failed ones of a batch', async () => {
    ok(await mailbox('right'));
    ok(await t.call('koxOutreach.senderSettings', { send_spacing_seconds: 0 }, w.editor.token));
    const { p, ids } = await draftsTo('Answers', ['refuse@x.test', 'later@x.test', 'fine@x.test'], 500);
    const { batch_id } = ok(await t.call('koxOutreach.schedule', { email_ids: ids }, w.editor.token));
    const messageIds = Object.fromEntries((await list(p)).map((e) => [e.email_id, e.message_id]));
    await runOutreachJobs(t, { backoffMs: 3_600_000 });

    const byTo = Object.fromEntries((await list(p)).map((e) => [e.to, e]));
    expect(byTo['fine@x.test']!.status).toBe('sent');
    expect(accepted.filter((a) => a.endsWith('@x.test'))).toEqual(['fine@x.test']);
    expect(byTo['refuse@x.test']).toMatchObject({ status: 'send_failed' });
    expect(byTo['refuse@x.test']!.reason).toContain('No such mailbox here');
    // Put off (4xx): tried again later, under a new Message-ID (the sender's copy of this try went alone).
    const later = byTo['later@x.test']!;
    expect(later).toMatchObject({ status: 'scheduled' });
    expect(later.reason).toContain('try later');
    const retry = (await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'kox-outreach-send'))).find(
      (j) => j.status === 'queued' && (j.payload as { emailId: string }).emailId === later.email_id,
    );
    expect(retry?.runAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    expect((retry?.payload as { messageId: string }).messageId).toBe(later.message_id);
    expect(later.message_id).not.toBe(messageIds[later.email_id]);
    const batch = ok(await t.call('koxOutreach.batch', { batch_id }, w.editor.token));
    expect(batch.counts).toMatchObject({ sent: 1, send_failed: 1, scheduled: 1 });
    expect(batch.done).toBe(false);

    // "Resend the failed ones": the refused one is scheduled again (and refused again by this server).
    const resent = ok(await t.call('koxOutreach.resend', { batch_id }, w.editor.token));
    expect(resent.changed).toBe(1);
    const [again] = (await list(p)).filter((e) => e.to === 'refuse@x.test');
    expect(again).toMatchObject({ status: 'scheduled', reason: null });
    await runOutreachJobs(t, { backoffMs: 3_600_000 });
    const [refusedAgain] = (await list(p)).filter((e) => e.to === 'refuse@x.test');
    expect(refusedAgain!.status).toBe('send_failed');
    // Corrected in place (a failed e-mail can be edited) and scheduled again: sent.
    ok(await t.call('koxOutreach.update', { email_id: again!.email_id, to: 'fixed@x.test' }, w.editor.token));
    ok(await t.call('koxOutreach.schedule', { email_ids: [again!.email_id] }, w.editor.token));
    await runOutreachJobs(t, { backoffMs: 3_600_000 });
    expect((await list(p)).find((e) => e.email_id === again!.email_id)!.status).toBe('sent');
    expect(accepted.filter((a) => a === 'fixed@x.test')).toHaveLength(1);
  });

  it('pauses sending when the mailbox cannot sign in, shows why, and sends after the resume', async () => {
    ok(await mailbox('wrong'));
    const { p, ids } = await draftsTo('Sign-in', ['fine2@x.test'], 600);
    ok(await t.call('koxOutreach.schedule', { email_ids: ids }, w.editor.token));
    await runOutreachJobs(t);
    const status = ok(await t.call('koxOutreach.senderStatus', {}, w.editor.token));
    expect(status.paused).toBe(true);
    expect(status.paused_reason).toContain('Authentication credentials invalid');
    const [parked] = await list(p);
    expect(parked).toMatchObject({ status: 'scheduled', scheduled_at: null });

    ok(await mailbox('right'));
    const resumed = ok(await t.call('koxOutreach.resumeSending', {}, w.editor.token));
    expect(resumed.paused).toBe(false);
    await runOutreachJobs(t);
    const [sent] = await list(p);
    expect(sent!.status).toBe('sent');
    expect(accepted.filter((a) => a === 'fine2@x.test')).toHaveLength(1);
  });
});
