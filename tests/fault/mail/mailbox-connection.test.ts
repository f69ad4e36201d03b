import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/mail-server/free-port.ts';
import {
  startMailHarness,
  type MailHarness,
  harnessMailbox,
} from '../../helpers/mail-server/mail-harness.ts';
import { noModel } from '../../server/helpers/no-model.ts';
import { createTestApp, type TestApp } from '../../server/helpers/test-app.ts';
import { newTeam, newUser, ok, type KitUser } from '../../server/teams/org-kit.ts';

/* The mailbox connection test against a real Dovecot and SMTP server (the mail harness): both sides, each reason. */

let mail: MailHarness;
let t: TestApp;
let dataDir: string;
let user: KitUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'booster-mailbox-test-'));
  [mail, t] = await Promise.all([
    startMailHarness(),
    // On a clean clone this may be the first test file to build the migrated snapshot.
    createTestApp({ models: noModel, env: { DATA_DIR: dataDir } }),
  ]);
  user = await newUser(t, 'connection-tester');
  await newTeam(t, 'Connection team', user);
});
afterAll(async () => {
  await Promise.all([t?.close(), mail?.stop()]);
  await rm(dataDir, { recursive: true, force: true });
});

/** Saves alice's harness mailbox with these changes, runs a test and waits for its end. */
async function testWith(changes: Record<string, unknown>) {
  ok(await t.call('koxMailbox.save', harnessMailbox(mail, 'alice', changes), user.token));
  expect(ok(await t.call('koxMailbox.test', {}, user.token)).state).toBe('testing');
  let test;
  await expect
    .poll(async () => (test = ok(await t.call('koxMailbox.get', {}, user.token)).mailbox?.last_test)?.state, {
      timeout: 30_000,
    })
    .not.toBe('testing');
  return test!;
}

describe('the mailbox connection test', () => {
  it('succeeds on both sides with the right login', async () => {
    const test = await testWith({});
    expect(test).toMatchObject({
      state: 'success',
      smtp: { ok: true, reason: null },
      imap: { ok: true, reason: null },
      finished_at: expect.any(String),
    });
  });

  it('fails with the authentication reason and the server’s words for a wrong password', async () => {
    const test = await testWith({ auth_password: 'wrong-password' });
    expect(test).toMatchObject({
      state: 'failed',
      smtp: { ok: false, reason: 'auth_failed', detail: expect.stringContaining('535') },
      imap: { ok: false, reason: 'auth_failed' },
    });
  });

  it('says the connection was refused on a closed port, and a TLS mismatch on a plain one', async () => {
    const closed = await freePort();
    expect(await testWith({ smtp_port: closed, imap_port: closed })).toMatchObject({
      state: 'failed',
      smtp: { reason: 'connection_refused' },
      imap: { reason: 'connection_refused' },
    });
    expect(await testWith({ smtp_security: 'ssl', imap_security: 'ssl' })).toMatchObject({
      state: 'failed',
      smtp: { reason: 'tls_mismatch' },
      imap: { reason: 'tls_mismatch' },
    });
  });
});
