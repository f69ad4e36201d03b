import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailHarness, type MailHarness } from '../../helpers/mail-server/mail-harness.ts';
import { seededDataDir, startServer, waitUntil } from '../helpers/spawn-server.ts';
import { allSent, countDeliveries, draftsForHarness } from './outreach-fault-kit.ts';

/*
 * Sending outreach through a custom mailbox (alice at the harness's real Dovecot) from the real server process:
 * every e-mail arrives once in its recipient's INBOX, also when the server is killed (-9) right after an e-mail
 * was committed `sending`, or right after SMTP accepted it, and restarted (decision 111).
 */

let mail: MailHarness;
const dirs: string[] = [];
beforeAll(async () => {
  mail = await startMailHarness();
});
afterAll(async () => {
  await mail?.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const newDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'booster-fault-outreach-'));
  dirs.push(dir);
  return seededDataDir(path.join(dir, 'data'));
};

describe('outreach sending against Dovecot', () => {
  it('sends a batch through a custom mailbox: each e-mail arrives once in its recipient’s INBOX', async () => {
    const server = await startServer({ dataDir: await newDataDir() });
    const token = await server.signIn();
    const { projectId, emailIds } = await draftsForHarness(server, token, mail, { count: 4 });
    expect((await server.call('koxOutreach.schedule', { email_ids: emailIds }, token)).body.code).toBe(0);
    const emails = await allSent(server, token, projectId);
    await server.kill('SIGTERM');
    for (const counted of await countDeliveries(mail, emails))
      expect(counted).toEqual({ to: 1, senderCopy: 1 });
  });

  for (const point of ['outreach:after-sending', 'outreach:after-smtp']) {
    it(`kill -9 at ${point}, restart: each e-mail arrives exactly once and ends sent`, async () => {
      const dataDir = await newDataDir();
      const server = await startServer({ dataDir, env: { BOOSTER_FAULT_POINTS: point } });
      const token = await server.signIn();
      const { projectId, emailIds } = await draftsForHarness(server, token, mail, { count: 6 });
      const res = await server.call('koxOutreach.schedule', { email_ids: emailIds }, token);
      expect(res.body.code).toBe(0);
      await waitUntil(`a send to reach ${point}`, async () =>
        server.output().includes(`FAULT_POINT ${point}`) ? true : undefined,
      );
      await server.kill('SIGKILL');

      const restarted = await startServer({ dataDir });
      const again = await restarted.signIn();
      const emails = await allSent(restarted, again, projectId);
      await restarted.kill('SIGTERM');
      expect(emails).toHaveLength(6);
      for (const counted of await countDeliveries(mail, emails))
        expect(counted).toEqual({ to: 1, senderCopy: 1 });
    });
  }
});
