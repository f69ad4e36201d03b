import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koxMailboxes, koxSandboxMessages } from '../../../server/db/schema/index.ts';
import { sandboxMailServer } from '../../../server/mail/sandbox/sandbox-mail-server.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newTeam, newUser, ok, type KitUser } from '../teams/org-kit.ts';

/* Mailbox settings: §5 rules, secrets sealed at rest and never answered, a changed key, scoping, the sandbox. */

const PASSWORD = 'e-mail-password-Plain-1';
const AUTH_PASSWORD = 'auth-code-Plain-2';

let t: TestApp;
let dataDir: string;
let alice: KitUser;
let bob: KitUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'booster-mailbox-'));
  t = await createTestApp({ models: noModel, env: { DATA_DIR: dataDir } });
  alice = await newUser(t, 'mailbox-alice');
  bob = await newUser(t, 'mailbox-bob');
  await newTeam(t, 'Mailbox team A', alice);
  await newTeam(t, 'Mailbox team B', bob);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const qq = {
  kind: 'custom' as const,
  provider: 'qq' as const,
  sender_name: 'Alice at Booster',
  address: 'alice@qq.com',
  smtp_host: 'smtp.qq.com',
  smtp_port: 465,
  smtp_security: 'ssl' as const,
  imap_host: 'imap.qq.com',
  imap_port: 993,
  imap_security: 'ssl' as const,
};
const save = (input: Record<string, unknown>, who = alice) =>
  t.call('koxMailbox.save', input as never, who.token);
const rowOf = async (who: KitUser) =>
  (await t.deps.db.select().from(koxMailboxes).where(eq(koxMailboxes.userId, who.id)))[0]!;

describe('mailbox settings', () => {
  it('answers spec §5’s messages, each on its field', async () => {
    const empty = await save({ kind: 'custom' });
    expect(empty.body.code).toBe(10291);
    expect(empty.body.issues!.map((i) => i.path).sort()).toEqual(
      [
        'address',
        'auth_password',
        'imap_host',
        'imap_port',
        'password',
        'sender_name',
        'smtp_host',
        'smtp_port',
      ].sort(),
    );
    const full = { ...qq, password: PASSWORD, auth_password: AUTH_PASSWORD };
    expect((await save({ ...full, address: 'alice@qq' })).body).toMatchObject({
      code: 10292,
      issues: [{ path: 'address', code: 10292 }],
    });
    for (const address of ['alice@qq.com, bob@qq.com', 'alice@qq.com;bob@qq.com', 'a@qq.com b@qq.com'])
      expect((await save({ ...full, address })).body).toMatchObject({
        code: 10293,
        issues: [{ path: 'address' }],
      });
    expect((await save({ ...full, smtp_port: 70_000 })).body.code).toBe(10201);
  });

  it('seals the passwords at rest with a generated key (0600) and never answers them', async () => {
    const saved = await save({ ...qq, password: PASSWORD, auth_password: AUTH_PASSWORD });
    expect(saved.body.data).toMatchObject({
      kind: 'custom',
      sandbox: false,
      password_set: true,
      auth_password_set: true,
      secrets_readable: true,
      last_test: null,
    });
    const answered =
      JSON.stringify(saved.body) + JSON.stringify((await t.call('koxMailbox.get', {}, alice.token)).body);
    expect(answered).not.toContain(PASSWORD);
    expect(answered).not.toContain(AUTH_PASSWORD);
    expect(answered).not.toContain('sealed');

    const row = await rowOf(alice);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(JSON.stringify(row)).not.toContain(AUTH_PASSWORD);
    expect(row.passwordSealed).toMatch(/^v1\./);
    expect(row.authPasswordSealed).not.toBe(row.passwordSealed);
    expect((await stat(path.join(dataDir, 'mail-secret.key'))).mode & 0o777).toBe(0o600);

    // Saving again without the passwords keeps the sealed ones.
    ok(await save({ ...qq, sender_name: 'Alice B.' }));
    expect(await rowOf(alice)).toMatchObject({
      senderName: 'Alice B.',
      passwordSealed: row.passwordSealed,
      authPasswordSealed: row.authPasswordSealed,
    });
  });

  it('keeps one user’s mailbox from another', async () => {
    expect(ok(await t.call('koxMailbox.get', {}, bob.token)).mailbox).toBeNull();
    expect(ok(await t.call('koxMailbox.delete', {}, bob.token)).deleted).toBe(false);
    expect(ok(await t.call('koxMailbox.get', {}, alice.token)).mailbox?.address).toBe('alice@qq.com');
  });

  it('says plainly when the key changed, and takes the passwords again', async () => {
    const config = t.deps.config as { MAIL_SECRET_KEY?: string };
    config.MAIL_SECRET_KEY = Buffer.alloc(32, 7).toString('base64');
    try {
      expect(ok(await t.call('koxMailbox.get', {}, alice.token)).mailbox).toMatchObject({
        password_set: true,
        secrets_readable: false,
      });
      ok(await t.call('koxMailbox.test', {}, alice.token));
      await expect
        .poll(async () => ok(await t.call('koxMailbox.get', {}, alice.token)).mailbox?.last_test)
        .toMatchObject({
          state: 'failed',
          smtp: { ok: false, reason: 'secret_unreadable' },
          imap: { ok: false, reason: 'secret_unreadable' },
        });
      const kept = await save(qq);
      expect(kept.body).toMatchObject({ code: 10294 });
      expect(kept.body.issues!.map((i) => i.path)).toEqual(['password', 'auth_password']);
      const again = ok(await save({ ...qq, password: PASSWORD, auth_password: AUTH_PASSWORD }));
      expect(again).toMatchObject({ secrets_readable: true, last_test: null });
    } finally {
      delete config.MAIL_SECRET_KEY;
    }
  });

  it('offers a sandbox that holds no secrets, tests through a real SMTP sign-in and keeps what it receives', async () => {
    const sandbox = ok(await save({ kind: 'sandbox' }, bob));
    expect(sandbox).toMatchObject({
      kind: 'sandbox',
      sandbox: true,
      sender_name: 'mailbox-bob',
      address: 'mailbox-bob@booster-sandbox.invalid',
      password_set: false,
    });
    expect(ok(await t.call('koxMailbox.test', {}, bob.token)).state).toBe('testing');
    await expect
      .poll(async () => ok(await t.call('koxMailbox.get', {}, bob.token)).mailbox?.last_test?.state)
      .toBe('success');

    const server = await sandboxMailServer(t.deps.db);
    const send = (pass: string) =>
      nodemailer
        .createTransport({
          host: server.host,
          port: server.port,
          secure: false,
          ignoreTLS: true,
          auth: { user: bob.id, pass },
        })
        .sendMail({ from: sandbox.address, to: 'creator@example.com', subject: 'Sandbox hello', text: 'hi' });
    await expect(send('not-the-password')).rejects.toMatchObject({ code: 'EAUTH' });
    const sent = await send(server.loginOf(bob.id).pass);
    const kept = await t.deps.db
      .select()
      .from(koxSandboxMessages)
      .where(eq(koxSandboxMessages.userId, bob.id));
    expect(kept).toMatchObject([{ messageId: sent.messageId, rcptTo: ['creator@example.com'] }]);
    expect(kept[0]!.raw).toContain('Subject: Sandbox hello');
  });

  it('refuses a test before anything is saved, and deletes', async () => {
    const carol = await newUser(t, 'mailbox-carol');
    await newTeam(t, 'Mailbox team C', carol);
    expect((await t.call('koxMailbox.test', {}, carol.token)).body.code).toBe(10205);
    ok(await save({ kind: 'sandbox' }, carol));
    expect(ok(await t.call('koxMailbox.delete', {}, carol.token)).deleted).toBe(true);
    expect(ok(await t.call('koxMailbox.get', {}, carol.token)).mailbox).toBeNull();
  });

  it('reads a test cut off by a stopped server as interrupted, not testing for ever', async () => {
    await t.deps.db
      .update(koxMailboxes)
      .set({ testState: 'testing', testStartedAt: new Date(Date.now() - 60_000) })
      .where(eq(koxMailboxes.userId, alice.id));
    expect(ok(await t.call('koxMailbox.get', {}, alice.token)).mailbox?.last_test).toMatchObject({
      state: 'failed',
      smtp: { ok: false, reason: 'interrupted' },
      imap: { ok: false, reason: 'interrupted' },
    });
  });

  it('lists the providers’ documented servers', async () => {
    const { presets } = ok(await t.call('koxMailbox.presets', {}, alice.token));
    expect(presets.map((p) => p.id)).toEqual(['gmail', 'outlook', 'qq', 'netease163', 'feishu', 'exmail']);
    expect(presets.find((p) => p.id === 'outlook')).toMatchObject({
      smtp: { host: 'smtp.office365.com', port: 587, security: 'starttls' },
    });
  });
});
