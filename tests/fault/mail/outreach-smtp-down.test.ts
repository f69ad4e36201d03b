import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/mail-server/free-port.ts';
import { startMailHarness, type MailHarness } from '../../helpers/mail-server/mail-harness.ts';
import { seededDataDir, startServer, waitUntil } from '../helpers/spawn-server.ts';
import { allSent, countDeliveries, draftsForHarness, emailsOf } from './outreach-fault-kit.ts';

/*
 * The mailbox's SMTP server is down when the e-mails are due: the sends are retried with backoff, nothing is
 * lost, and once the server is back each e-mail arrives once. "Down" is a port nothing listens on; "back" is a
 * TCP relay opened on it to the harness's SMTP server.
 */

let mail: MailHarness;
let dir: string;
let relay: Server | undefined;
const sockets = new Set<Socket>();

beforeAll(async () => {
  mail = await startMailHarness();
  dir = await mkdtemp(path.join(tmpdir(), 'booster-fault-smtp-down-'));
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
  await mail?.stop();
  await rm(dir, { recursive: true, force: true });
});

function openRelay(port: number, target: number): Promise<Server> {
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('SMTP down', () => {
  it('retries with backoff and sends each e-mail once when the server is back', async () => {
    const port = await freePort();
    const server = await startServer({ dataDir: await seededDataDir(path.join(dir, 'data')) });
    const token = await server.signIn();
    const { projectId, emailIds } = await draftsForHarness(server, token, mail, { count: 3, smtpPort: port });
    expect((await server.call('koxOutreach.schedule', { email_ids: emailIds }, token)).body.code).toBe(0);

    const waiting = await waitUntil(
      'the sends to fail for want of a server',
      async () => {
        const emails = await emailsOf(server, token, projectId);
        return emails.every((e) => e.status === 'scheduled' && e.reason?.includes('ECONNREFUSED'))
          ? emails
          : undefined;
      },
      { timeoutMs: 60_000 },
    );
    expect(waiting).toHaveLength(3);

    relay = await openRelay(port, mail.smtpPort);
    const emails = await allSent(server, token, projectId, 180_000);
    await server.kill('SIGTERM');
    for (const counted of await countDeliveries(mail, emails))
      expect(counted).toEqual({ to: 1, senderCopy: 1 });
  }, 300_000);
});
