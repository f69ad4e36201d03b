import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { FAILURE_CODES } from '../../src/lib/api/endpoints.ts';
import { createDb } from '../../server/db/client.ts';
import { twoBrands } from '../server/dashboard/pipeline-kit.ts';
import { folderOn, mountSmallDisk, type SmallDisk } from './helpers/small-disk.ts';
import {
  restartServer,
  seededDataDir,
  startServer,
  waitUntil,
  type ServerProcess,
} from './helpers/spawn-server.ts';

/** Room for PGlite (~40 MB, and a new 16 MB WAL segment after recovery), DuckDB and small dashboards. */
const DISK_MB = 96;

let disk: SmallDisk | undefined;
let server: ServerProcess | undefined;
beforeEach(() => {
  disk = mountSmallDisk(DISK_MB);
});
afterEach(async () => {
  await server?.kill();
  server = undefined;
  disk?.unmount();
  disk = undefined;
});

describe('a full disk', () => {
  it('never leaves a dashboard generating: it fails with storage_full or the server exits; a restart and a retry make it ready', async () => {
    const disk = mounted();
    server = await startServer({ dataDir: await seededDataDir(folderOn(disk, 'studio')) });
    let token = await server.signIn();
    const detail = async (id: string) =>
      (await server!.call('dashboard.detail', { dashboard_id: id }, token)).body;
    const settled = (id: string, timeoutMs: number) =>
      waitUntil(
        `dashboard ${id} to leave generating`,
        async () => {
          const body = await detail(id);
          return body.data?.status === 'generating' ? undefined : body;
        },
        { timeoutMs, intervalMs: 250 },
      );

    // A first dashboard gives every table its pages, so the next one fits on a full disk; its facts do not.
    const warmUp = (await server.call('dashboard.add', twoBrands({ name: 'Warm-up' }), token)).body.data;
    expect((await settled(warmUp.dashboard_id, 90_000)).data?.status).toBe('ready');
    disk.fill();
    const added = await server.call('dashboard.add', twoBrands({ name: 'On a full disk' }), token);
    expect(added.body.code).toBe(0);
    const id = added.body.data.dashboard_id;

    // Collection retries with backoff (5 s, 10 s) before it fails for good; or PGlite panics and the server exits.
    const outcome = await Promise.race([
      settled(id, 120_000).then((body) => ({ body })),
      server.exited.then((exit) => ({ exit })),
    ]);
    if ('exit' in outcome) {
      expect(outcome.exit.code, server.output()).toBe(1);
      expect(server.output()).toMatch(/The embedded database stopped after a fatal error/);
    } else {
      expectOurReason(outcome.body);
      expect(outcome.body.data).toMatchObject({ status: 'failed', failure_code: 'storage_full' });
    }

    disk.free();
    await server.kill('SIGTERM');
    server = await restartServer(server);
    token = await server.signIn();
    let after = await settled(id, 120_000);
    expectOurReason(after);
    expect(['ready', 'failed']).toContain(after.data?.status);
    if (after.data?.status === 'failed') {
      expect(FAILURE_CODES).toContain(after.data.failure_code);
      const retried = await server.call('dashboard.retry', { dashboard_id: id }, token);
      expect(retried.body.data).toMatchObject({ status: 'generating', failure_code: null });
      after = await settled(id, 90_000);
    }
    expect(after.data).toMatchObject({ status: 'ready', failure_code: null });
    expect(after.data?.components.every((c) => c.state === 'fresh')).toBe(true);
  });

  it('makes the embedded database panic on a WAL write: the process says why and exits instead of hanging', async () => {
    const disk = mounted();
    const dataDir = await seededDataDir(folderOn(disk, 'wal'));
    const filler = path.join(disk.dir, 'filler');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/fault/helpers/wal-on-full-disk.ts', dataDir, filler],
      { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // Opening the database is slow on a loaded machine; the 30 s to exit count from the failing write.
    await Promise.race([
      exited,
      waitUntil('the write on a full disk', async () => /WRITING/.test(output) || undefined, {
        timeoutMs: 90_000,
        intervalMs: 100,
      }),
    ]);
    const exit = await Promise.race([
      exited,
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 30_000)),
    ]);
    if (exit === 'hung') child.kill('SIGKILL');
    expect(exit, output).toBe(1);
    expect(output).toMatch(/WRITING/);
    expect(output).toMatch(/The embedded database stopped after a fatal error: .*No space left on device/);
    expect(output).not.toMatch(/STILL ANSWERING/);

    // With space again the database opens, recovers from its WAL, and takes writes.
    disk.free();
    const reopened = await createDb({ dataDir });
    const probe = pgTable('probe', { id: integer('id').primaryKey(), v: text('v') });
    await reopened.db.update(probe).set({ v: 'after' }).where(eq(probe.id, 1));
    const rows = await reopened.db.select().from(probe);
    await reopened.close();
    expect(rows).toEqual([{ id: 1, v: 'after' }]);
  });
});

function mounted(): SmallDisk {
  if (!disk) throw new Error('No small disk is mounted.');
  return disk;
}

/** What users see of a failure is a code we define, never an exception's text. */
function expectOurReason(body: unknown) {
  expect(JSON.stringify(body)).not.toMatch(/space left|TransactionContext|rollback|Could not write/i);
}
