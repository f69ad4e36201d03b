import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { koxOutreachEmails } from '../../server/db/schema/index.ts';
import { registerOutreachJobs } from '../../server/domains/kox-outreach/outreach-jobs.ts';
import { dayStartOf } from '../../server/domains/kox-outreach/send-guardrails.ts';
import { SEND_OUTREACH } from '../../server/domains/kox-outreach/send-job.ts';
import { JobRegistry } from '../../server/jobs/job-registry.ts';
import { createJobRunner, type JobRunner } from '../../server/jobs/job-runner.ts';
import { nodeOnDatabase } from '../pg/node-on-database.ts';
import { createScratchDatabase } from '../pg/scratch-database.ts';
import {
  catalog,
  outreachProject,
  runOutreachJobs,
  sampleCreators,
} from '../server/kox-outreach/outreach-kit.ts';
import type { TestApp } from '../server/helpers/test-app.ts';
import { ok, teamWorld } from '../server/teams/org-kit.ts';

/**
 * Issue 13 on PostgreSQL with several nodes: two app instances (each its pool and its job runner, as two servers
 * would have) run the outreach send jobs of one mailbox. A local smtp-server records every message handed to it.
 * Every e-mail reaches SMTP exactly once, the spacing and the daily cap hold across both nodes (the mailbox row
 * lock in gateSend), and a node stopped mid-batch hands its jobs back: the other node sends the rest.
 */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let a: TestApp;
let b: TestApp;
let smtp: SMTPServer;
let port: number;
/** Every recipient of every message the SMTP server took, in order (the sender's Bcc copy left out). */
const delivered: string[] = [];
const runners: JobRunner[] = [];
const eventually = { timeout: 60_000, interval: 100 };
const SENDER = 'mia@acme.test';

beforeAll(async () => {
  scratch = await createScratchDatabase();
  // Several nodes must share the key that seals the mailbox passwords.
  const env = { MAIL_SECRET_KEY: randomBytes(32).toString('base64') };
  const node = () => nodeOnDatabase(scratch.url, { env });
  a = await node();
  b = await node();
  smtp = new SMTPServer({
    logger: false,
    secure: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address).filter((to) => to !== SENDER));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const runner of runners) await runner.stop(0);
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await a?.close();
  await b?.close();
  await scratch?.drop();
});

/** A node's runner of the outreach jobs; `sentBy` hears the node's name for each e-mail it handed to SMTP. */
function runnerOn(node: TestApp, name: string, sentBy: string[]): JobRunner {
  const registry = new JobRegistry();
  registerOutreachJobs(registry, { catalog, config: node.deps.config, exclusive: false });
  const send = registry.get(SEND_OUTREACH)!;
  const run = send.run.bind(send);
  send.run = async (ctx) => {
    const result = await run(ctx);
    if (result && typeof result === 'object' && 'sent' in result) sentBy.push(name);
    return result;
  };
  const runner = createJobRunner({
    db: node.deps.db,
    registry,
    pollMs: 200,
    backoff: () => 0,
    log: () => {},
  });
  runners.push(runner);
  return runner;
}

/** A team whose editor has a mailbox on the local SMTP server and `count` drafted invitations. */
async function draftedInvitations(prefix: string, count: number, from: number) {
  const w = await teamWorld(a, prefix);
  const token = w.editor.token;
  ok(
    await a.call(
      'koxMailbox.save',
      {
        kind: 'custom',
        sender_name: 'Mia',
        address: SENDER,
        password: 'mail-password',
        auth_password: 'smtp-password',
        smtp_host: '127.0.0.1',
        smtp_port: port,
        smtp_security: 'none',
        imap_host: '127.0.0.1',
        imap_port: 1,
        imap_security: 'none',
      },
      token,
    ),
  );
  const creatorIds = sampleCreators(count, true, from);
  const projectId = await outreachProject(a, token, { name: `${prefix} project`, creatorIds });
  ok(await a.call('koxOutreach.draft', { project_id: projectId }, token));
  await runOutreachJobs(a);
  const emails = ok(await a.call('koxOutreach.list', { project_id: projectId }, token)).list;
  expect(emails).toHaveLength(count);
  // Addresses of this test alone, so each suite's deliveries are told apart.
  for (const [i, e] of emails.entries())
    ok(await a.call('koxOutreach.update', { email_id: e.email_id, to: `${prefix}-${i}@x.test` }, token));
  return { w, token, projectId, ids: emails.map((e) => e.email_id) };
}

const emailsOf = (projectId: string) =>
  b.deps.db
    .select()
    .from(koxOutreachEmails)
    .where(eq(koxOutreachEmails.projectId, projectId))
    .orderBy(asc(koxOutreachEmails.sendingAt));

const deliveredTo = (prefix: string) => delivered.filter((to) => to.startsWith(`${prefix}-`));

describe('the outreach send jobs of one mailbox on two nodes', () => {
  it('hand every e-mail to SMTP once, spaced, and a node stopped mid-batch loses nothing', async () => {
    const COUNT = 8;
    const { token, projectId, ids } = await draftedInvitations('spaced', COUNT, 1);
    ok(await a.call('koxOutreach.senderSettings', { send_spacing_seconds: 1, daily_cap: 100 }, token));
    const sentBy: string[] = [];
    const nodeA = runnerOn(a, 'A', sentBy);
    const nodeB = runnerOn(b, 'B', sentBy);
    ok(await a.call('koxOutreach.schedule', { email_ids: ids }, token));
    await Promise.all([nodeA.start(), nodeB.start()]);

    // Mid-batch: A stops as a server told to stop does (its jobs finish within the grace or are handed back).
    await vi.waitFor(() => expect(deliveredTo('spaced').length).toBeGreaterThanOrEqual(3), eventually);
    await nodeA.stop();
    const sentWhenAStopped = sentBy.length;
    expect(sentWhenAStopped).toBeLessThan(COUNT);

    await vi.waitFor(async () => {
      const emails = await emailsOf(projectId);
      expect(emails.map((e) => e.status)).toEqual(Array(COUNT).fill('sent'));
    }, eventually);
    // Nothing more arrives later: no job is left to send any of them again.
    await sleep(1_500);
    const to = deliveredTo('spaced');
    expect(to).toHaveLength(COUNT);
    expect(new Set(to).size).toBe(COUNT);
    expect(sentBy.slice(sentWhenAStopped).every((node) => node === 'B')).toBe(true);

    // The spacing held across both nodes: one second at least between any two e-mails handed to SMTP.
    const times = (await emailsOf(projectId)).map((e) => e.sendingAt!.getTime());
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1_000);
    await nodeB.stop();
  });

  it('keep the daily cap across both nodes: the e-mails past it wait for tomorrow, unsent', async () => {
    const COUNT = 7;
    const CAP = 4;
    const { token, projectId, ids } = await draftedInvitations('capped', COUNT, 200);
    ok(await a.call('koxOutreach.senderSettings', { send_spacing_seconds: 0, daily_cap: CAP }, token));
    const sentBy: string[] = [];
    const nodes = [runnerOn(a, 'A', sentBy), runnerOn(b, 'B', sentBy)];
    ok(await a.call('koxOutreach.schedule', { email_ids: ids }, token));
    const dueNow = new Date();
    await Promise.all(nodes.map((n) => n.start()));

    await vi.waitFor(async () => {
      const emails = await emailsOf(projectId);
      expect(emails.filter((e) => e.status === 'sent')).toHaveLength(CAP);
      expect(emails.filter((e) => e.status === 'scheduled' && e.scheduledAt! > dueNow)).toHaveLength(
        COUNT - CAP,
      );
    }, eventually);
    await Promise.all(nodes.map((n) => n.whenIdle()));
    await sleep(1_000);
    expect(deliveredTo('capped')).toHaveLength(CAP);
    expect(new Set(deliveredTo('capped')).size).toBe(CAP);
    const tomorrow = new Date(dayStartOf(dueNow).getTime() + 86_400_000);
    const waiting = await b.deps.db
      .select()
      .from(koxOutreachEmails)
      .where(and(eq(koxOutreachEmails.projectId, projectId), eq(koxOutreachEmails.status, 'scheduled')));
    expect(waiting.map((e) => e.scheduledAt!.getTime())).toEqual(Array(COUNT - CAP).fill(tomorrow.getTime()));
    expect(
      await b.deps.db
        .select()
        .from(koxOutreachEmails)
        .where(and(eq(koxOutreachEmails.projectId, projectId), isNotNull(koxOutreachEmails.sendingAt))),
    ).toHaveLength(CAP);
    await Promise.all(nodes.map((n) => n.stop()));
  });
});
