import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/mail-server/free-port.ts';
import { seededDataDir, startServer } from './helpers/spawn-server.ts';

/**
 * A server alone on its data directory listens before its database is ready: the app's pages and files are
 * answered at once, everything else waits for the app (server/web/starting-fetch.ts).
 */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'booster-fault-early-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => setTimeout(resolve, ms, false)),
  ]);

describe('a server starting on its own data directory', () => {
  it('reports a port in use, exits, and leaves the data directory to the next server', async () => {
    const dataDir = await seededDataDir(path.join(root, 'port-in-use'));
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      await expect(startServer({ dataDir, env: { PORT: String(port) } })).rejects.toThrow(
        new RegExp(`exited \\(1\\)[^]*Port ${port} on 127.0.0.1 is in use; set PORT to another one`),
      );
    } finally {
      taken.close();
    }
    const next = await startServer({ dataDir });
    expect(next.output()).not.toMatch(
      /Took over the data directory lock|Waiting for the data directory lock/,
    );
    await next.kill('SIGTERM');
  });

  it('answers pages and files while its database opens, and holds every other request for the app', async () => {
    const dataDir = await seededDataDir(path.join(root, 'early'));
    const port = await freePort();
    const server = await startServer({
      dataDir,
      env: { PORT: String(port) },
      untilFaultPoint: 'start:before-seed',
    });
    let held: Promise<unknown> = Promise.resolve();
    try {
      const version = await fetch(`${server.url}/version.js`);
      expect(version.status).toBe(200);
      expect(await version.text()).toMatch(/^window\.__BOOSTER_VERSION__ = "/);
      const page = await fetch(`${server.url}/writer/login`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
      expect(await page.text()).toMatch(/<html/i);

      held = Promise.all([fetch(`${server.url}/healthz`), server.call('auth.loginOptions', {})]);
      expect(await settledWithin(held, 1_000)).toBe(false);
      expect(server.output()).not.toMatch(/running at/);
    } finally {
      await server.kill('SIGKILL');
    }
    // Killed while they waited: their connections close unanswered.
    await expect(held).rejects.toThrow();
  });
});
