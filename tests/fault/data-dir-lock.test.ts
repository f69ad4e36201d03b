import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir, startServer } from './helpers/spawn-server.ts';

/** The data directory's lock with real server processes: no pid guessing, one holder, taken over after a crash. */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'booster-fault-lock-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the data directory lock of a real server', () => {
  it('starts although an old lock file names a live process that is not a server (a reused pid)', async () => {
    const dataDir = await seededDataDir(path.join(root, 'reused-pid'));
    const foreign = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dataDir, 'pglite.lock'), JSON.stringify({ pid: foreign.pid }));
      await writeFile(path.join(dataDir, 'server.json'), JSON.stringify({ pid: foreign.pid }));
      const server = await startServer({ dataDir });
      expect((await server.call('auth.loginOptions', {})).body.code).toBe(0);
      await server.kill('SIGTERM');
    } finally {
      foreign.kill('SIGKILL');
    }
  });

  it('refuses a second server on the same directory, and lets a new one in after the first is killed', async () => {
    const dataDir = await seededDataDir(path.join(root, 'two-servers'));
    const first = await startServer({ dataDir });
    const second = startServer({ dataDir });
    await expect(second).rejects.toThrow(new RegExp(`in use by process ${first.pid}`));

    await first.kill('SIGKILL');
    const third = await startServer({ dataDir });
    const token = await third.signIn();
    expect((await third.call('user.info', {}, token)).body.code).toBe(0);
    expect(third.output()).toMatch(
      new RegExp(`Took over the data directory lock of process ${first.pid}, which is no longer running`),
    );
    expect(third.output()).not.toMatch(/Waiting for the data directory lock/);
    await third.kill('SIGTERM');
  });

  it('reports an invalid configuration found while the database opens, and leaves the directory free', async () => {
    // main.ts takes the lock and starts the database thread before it loads and checks the configuration.
    const dataDir = path.join(root, 'bad-config');
    await expect(startServer({ dataDir, env: { PORT: 'eighty' } })).rejects.toThrow(
      /Invalid configuration:\s+PORT:/,
    );
    const server = await startServer({ dataDir });
    expect(server.output()).not.toMatch(/Waiting for the data directory lock/);
    await server.kill('SIGTERM');
  });
});
