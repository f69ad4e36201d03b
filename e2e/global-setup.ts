import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN } from './admin.ts';
import { TEST_CACHE_DIR } from '../tests/helpers/test-cache-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Write a number of milliseconds here to move the server's clock forward (e2e/clock-shift.mjs). */
    clockFile: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A fresh data directory's first start builds the app database and the sample corpora: 5–10 s alone, past a
 * minute when both browser lanes start their servers while the other lanes of `npm test` load their suites.
 */
const SERVER_START_MS = 180_000;

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The studio server exited early:\n${log()}`);
    try {
      // The health check reads the database: the server answers its pages before the database is ready.
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The studio server did not answer within ${SERVER_START_MS / 1000} s:\n${log()}`);
}

/** Starts the built studio (the compiled server) on a free port with a fresh data directory, as `npm start` would. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html') || !existsSync('dist-server/main.js'))
    throw new Error('Build the app first (npm run build): dist/ or dist-server/ is missing.');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'booster-e2e-'));
  const port = await freePort();
  const clockFile = path.join(dataDir, 'e2e-clock-offset-ms');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    CACHE_DIR: TEST_CACHE_DIR,
    ADMIN_ACCOUNT: E2E_ADMIN.account,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    AI_PROVIDER: 'offline',
    E2E_CLOCK_FILE: clockFile,
  };
  delete env.DATABASE_URL;
  let output = '';
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', '--import', './e2e/clock-shift.mjs', 'dist-server/main.js'],
    { env, stdio: 'pipe' },
  );
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(baseURL, child, () => output);
  project.provide('baseURL', baseURL);
  project.provide('clockFile', clockFile);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
