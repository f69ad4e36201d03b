import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { FAULT_ADMIN } from './fault-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory as a first start of the compiled server leaves it (see seededDataDir). */
    seededDataDirTemplate: string;
  }
}

/**
 * Global setup of the fault suite, after the compiled server's: one first start of the real server on an empty
 * data directory (initdb, every migration, the seed), stopped cleanly. The suites copy it for the servers whose
 * test is not about a first start (`seededDataDir`): each such start skips ~8 s of CPU.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'booster-fault-seeded-'));
  const dataDir = path.join(root, 'data');
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...withoutDatabaseUrl(process.env),
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_ACCOUNT: FAULT_ADMIN.account,
      ADMIN_PASSWORD: FAULT_ADMIN.password,
      AI_PROVIDER: 'offline',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const running = new Promise<void>((resolve) => {
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      if (/running at http/.test(output)) resolve();
    });
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 180_000);
  const first = await Promise.race([running.then(() => 'running'), exited.then(() => 'exited')]);
  if (first === 'running') child.kill('SIGTERM');
  const code = await exited;
  clearTimeout(timeout);
  if (first !== 'running' || code !== 0)
    throw new Error(`The first start of the seeded data directory failed (${code}):\n${output}`);
  project.provide('seededDataDirTemplate', dataDir);
  return () => rm(root, { recursive: true, force: true });
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...rest } = env;
  return rest;
}
