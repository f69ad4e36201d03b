import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { createApp } from '../../server/app.ts';
import { createDb } from '../../server/db/client.ts';
import { acquireDataDirLock, type DataDirLock } from '../../server/db/data-dir-lock.ts';
import { CLI_SECRET_HEADER } from '../../server/web/operator-routes.ts';
import { putMigratedDatabase } from './helpers/migrated-data-dir.ts';
import { noModel } from './helpers/no-model.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const SECRET = 'operator-secret-for-tests';

let t: TestApp;
let server: ServerType;
let url: string;
let dataDir: string;
let lock: DataDirLock;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  // This test process plays the running server: it holds the data directory and publishes its operator channel.
  const app = createApp(t.deps, { cliSecret: SECRET });
  url = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'booster-cli-'));
  lock = await acquireDataDirLock(dataDir);
  await lock.publish({ url, cliSecret: SECRET });
}, 60_000);

afterAll(async () => {
  await lock.release();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** What `npm run issue-key` runs: the compiled command (built by the project's global setup). */
const ISSUE_KEY = 'scripts/issue-key.mjs';

const cli = (...args: string[]) =>
  run(process.execPath, [ISSUE_KEY, ...args], {
    cwd: root,
    // The embedded database is under test here, whatever DATABASE_URL the pg suites run with.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

describe('npm run issue-key', () => {
  it('asks the running server for a key and prints the blueaicode sign-in link', async () => {
    const { stdout } = await cli('admin', '--ttl-minutes', '5');
    const link = stdout.match(/Sign in: (\S+)/)?.[1];
    expect(link).toMatch(new RegExp(`^${url}/writer/login\\?blueaicode=[\\w-]{43}$`));
    const key = new URL(link!).searchParams.get('blueaicode')!;
    expect(stdout).toContain(key);
    const res = await t.call('auth.loadTokenByKey', { token_key: key });
    expect(res.body.data.user_info.account).toBe('admin');
  }, 60_000);

  it('fails with a message for an unknown account, and prints usage without one', async () => {
    await expect(cli('nobody')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('nobody') });
    await expect(cli()).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  }, 60_000);

  it('opens the database itself when no server holds it, and the key then works on that database', async () => {
    const fresh = await mkdtemp(path.join(tmpdir(), 'booster-cli-direct-'));
    await putMigratedDatabase(fresh);
    try {
      const { stdout } = await run(process.execPath, [ISSUE_KEY, 'admin'], {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: fresh,
          DATABASE_URL: '',
          ADMIN_PASSWORD: 'direct-password-1',
          PORT: '9999',
        },
      });
      const key = stdout.match(/blueaicode=([\w-]+)/)?.[1];
      expect(stdout).toContain('http://127.0.0.1:9999/writer/login?blueaicode=');
      const handle = await createDb({ dataDir: fresh });
      try {
        const app = createApp({ ...t.deps, db: handle.db });
        const res = await app.request(`/api/auth/loadTokenByKey?token_key=${key}`);
        expect((await res.json()).data.user_info.account).toBe('admin');
      } finally {
        await handle.close();
      }
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  }, 120_000);

  it('the operator channel refuses a wrong secret', async () => {
    const res = await fetch(`${url}/internal/login-keys`, {
      method: 'POST',
      headers: { [CLI_SECRET_HEADER]: 'guess', 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', ttl_minutes: 5 }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('the operator channel does not exist without a secret', async () => {
    const res = await t.app.request('/internal/login-keys', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });
});
