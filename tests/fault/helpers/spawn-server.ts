import { spawn, type ChildProcess } from 'node:child_process';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requestFor, type ApiCaller, type CallResult } from '../../server/helpers/test-app.ts';
import { FAULT_ADMIN } from './fault-admin.ts';
import { TEST_CACHE_DIR } from '../../helpers/test-cache-dir.ts';
import { FAULT_POINT_PREFIX } from '../../../server/lib/fault-points.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export { FAULT_ADMIN };

export interface ServerOptions {
  /** DATA_DIR of the server: PGlite, DuckDB and the lock live here. */
  dataDir: string;
  /** Extra environment (wins over the defaults: HOST 127.0.0.1, PORT 0, the admin, the offline model). */
  env?: Record<string, string>;
  /** How long to wait for "running at" (default 120 s: a first start has taken over 60 s at load 28). */
  startTimeoutMs?: number;
  /**
   * Resolve once the server waits at this fault point (armed for it) instead of once it runs; it must listen on
   * a port given in `env.PORT` then, since it prints its address only when it runs.
   */
  untilFaultPoint?: string;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A server child process; `signIn` (the fault admin by default) and `call` go over HTTP. */
export interface ServerProcess extends ApiCaller {
  /** `http://127.0.0.1:<port>`, as the server printed it. */
  readonly url: string;
  readonly options: ServerOptions;
  readonly pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Null while it runs. */
  exitStatus(): ExitStatus | null;
  /** Resolves when the process has exited, however it ended. */
  readonly exited: Promise<ExitStatus>;
  /** Sends `signal` (SIGKILL by default: no shutdown code runs) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<ExitStatus>;
}

/**
 * Starts the compiled server (`dist-server/main.js`) as `npm start` would, on a port the OS picks, and resolves once it
 * printed "running at <url>". Rejects with the server's output when it exits or stays silent first.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: options.dataDir,
    CACHE_DIR: TEST_CACHE_DIR,
    ADMIN_ACCOUNT: FAULT_ADMIN.account,
    ADMIN_PASSWORD: FAULT_ADMIN.password,
    AI_PROVIDER: 'offline',
    ...(options.untilFaultPoint ? { BOOSTER_FAULT_POINTS: options.untilFaultPoint } : {}),
    ...options.env,
  };
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  // Compiled by the suite's global setup (tests/helpers/compiled-server-setup.ts), as `npm start` runs it.
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  let status: ExitStatus | null = null;
  const exited = new Promise<ExitStatus>((resolve) =>
    child.once('exit', (code, signal) => resolve((status = { code, signal }))),
  );
  const started = options.untilFaultPoint
    ? {
        pattern: new RegExp(`${FAULT_POINT_PREFIX}${options.untilFaultPoint}\\n`),
        url: `http://127.0.0.1:${env.PORT}`,
      }
    : { pattern: /running at (http:\/\/\S+)/ };
  const url = await waitForStart(child, exited, () => output, options.startTimeoutMs ?? 240_000, started);
  return serverProcess(
    child,
    url,
    options,
    exited,
    () => output,
    () => status,
  );
}

/**
 * `dataDir`, created as a first start of the server with the fault admin leaves it (migrated, seeded, stopped
 * cleanly), copied from the one the fault suite's global setup made (seeded-data-dir-setup.ts): for servers whose
 * test is not about a first start, which then skip initdb, the migrations and the seed (~8 s of CPU each).
 */
export async function seededDataDir(dataDir: string): Promise<string> {
  await cp(inject('seededDataDirTemplate'), dataDir, { recursive: true });
  return dataDir;
}

/** Starts a new server on the same data directory and environment (after the old one exited). */
export function restartServer(previous: ServerProcess): Promise<ServerProcess> {
  if (!previous.exitStatus()) throw new Error('Stop the previous server first: PGlite is single-process.');
  return startServer(previous.options);
}

/** Waits for `pattern` in the server's output; resolves with `url`, or else with what the pattern captured. */
async function waitForStart(
  child: ChildProcess,
  exited: Promise<ExitStatus>,
  output: () => string,
  timeoutMs: number,
  { pattern, url }: { pattern: RegExp; url?: string },
): Promise<string> {
  const started = new Promise<string>((resolve) => {
    const look = () => {
      const match = pattern.exec(output());
      if (!match) return;
      child.stdout?.off('data', look);
      resolve(url ?? match[1]!);
    };
    child.stdout?.on('data', look);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
  });
  const early = exited.then((s) => {
    throw new Error(`The server exited (${s.code ?? s.signal}) before it started:\n${output()}`);
  });
  try {
    return await Promise.race([started, early, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function serverProcess(
  child: ChildProcess,
  url: string,
  options: ServerOptions,
  exited: Promise<ExitStatus>,
  output: () => string,
  exitStatus: () => ExitStatus | null,
): ServerProcess {
  const call: ServerProcess['call'] = async (key, input, token) => {
    const request = requestFor(endpoints[key], input as Record<string, unknown>, token);
    const res = await fetch(new URL(request.url, url), request.init);
    return { status: res.status, body: (await res.json()) as CallResult<typeof key>['body'] };
  };
  return {
    url,
    options,
    pid: child.pid!,
    output,
    exitStatus,
    exited,
    call,
    async signIn(account = FAULT_ADMIN.account, password = FAULT_ADMIN.password) {
      const res = await call('auth.loginByPassword', { account, password });
      if (res.body.code !== 0)
        throw new Error(`Sign-in of ${account} failed: ${res.body.code} ${res.body.message}`);
      return res.body.data.token;
    },
    async kill(signal = 'SIGKILL') {
      if (!exitStatus()) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Polls `probe` until it returns something other than undefined, and returns that; throws `what` with the
 * last error after `timeoutMs`.
 */
export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { timeoutMs = 90_000, intervalMs = 200 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`, { cause: lastError });
}
