import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { isRunning, processTree, treeMemory, type TreeMemory } from './process-tree-memory.ts';

/**
 * How the benches start the studio as `npm start` would, as a child process on 127.0.0.1, and what they read
 * from it: the time to its first answer, its memory (with its child processes), its output.
 */
export const repoRoot = path.resolve(import.meta.dirname, '..');

/** The administrator every bench server is started with. */
export const BENCH_ADMIN = { account: 'admin', password: 'bench-password-1' } as const;

export interface Command {
  command: string;
  args: string[];
}

/**
 * The compiled server when the build made one (`dist-server/main.js`), else the sources through tsx.
 * `BENCH_SERVER_NODE_ARGS` adds options for node itself, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the
 * server under a bench (node refuses those in NODE_OPTIONS).
 */
export function serverCommand(root = repoRoot): Command {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const compiled = path.join(root, 'dist-server', 'main.js');
  return existsSync(compiled)
    ? { command: process.execPath, args: [...nodeArgs, compiled] }
    : {
        command: process.execPath,
        args: [...nodeArgs, '--import', 'tsx', path.join(root, 'server', 'main.ts')],
      };
}

/** `npm run build` once when there is no front-end build to serve. */
export function ensureBuilt(): void {
  if (existsSync(path.join(repoRoot, 'dist', 'index.html'))) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerOptions {
  dataDir: string;
  /** Extra environment, winning over the bench defaults. */
  env?: Record<string, string>;
  /** Another way to start it (`npm start`); the server command by default. */
  command?: Command;
  timeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** From spawn to the first successful answer of GET /version.js. */
  readyMs: number;
  /** From spawn to the first successful answer of GET /healthz, which reads the database. */
  databaseReadyMs: number;
  output(): string;
  memory(): Promise<TreeMemory>;
  /** SIGTERM, then waits until the process and everything it started are gone. */
  stop(): Promise<void>;
}

function benchEnv(dataDir: string, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_ACCOUNT: BENCH_ADMIN.account,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    AI_PROVIDER: 'offline',
  };
  // The embedded engines and the offline model, whatever the shell exports.
  for (const name of ['DATABASE_URL', 'AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'YOUTUBE_API_KEY'])
    delete env[name];
  return { ...env, ...extra };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signal = (pid: number, name: NodeJS.Signals) => {
  if (isRunning(pid)) process.kill(pid, name);
};

async function waitGone(pids: number[], timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (pids.some(isRunning) && performance.now() < deadline) await sleep(50);
  for (const pid of pids) signal(pid, 'SIGKILL');
}

/**
 * Starts the studio and resolves once GET /version.js answers 200 (polled every 10 ms from the spawn), then
 * GET /healthz: a server alone on its data directory answers the app's files while its database opens.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { command, args } = options.command ?? serverCommand();
  const spawnedAt = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: benchEnv(options.dataDir, port, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));

  const deadline = spawnedAt + (options.timeoutMs ?? 120_000);
  const answered = async (pathname: string) => {
    for (;;) {
      if (exited) throw new Error(`The server exited before it answered:\n${output}`);
      if (performance.now() > deadline) {
        await stopTree(child.pid!);
        throw new Error(`The server did not answer within ${options.timeoutMs ?? 120_000} ms:\n${output}`);
      }
      const ok = await fetch(`${url}${pathname}`).then(
        async (res) => (await res.arrayBuffer(), res.ok),
        () => false,
      );
      if (ok) return performance.now() - spawnedAt;
      await sleep(10);
    }
  };
  const readyMs = await answered('/version.js');
  const databaseReadyMs = await answered('/healthz');
  return {
    url,
    pid: child.pid!,
    readyMs,
    databaseReadyMs,
    output: () => output,
    memory: () => treeMemory(child.pid!),
    stop: () => stopTree(child.pid!),
  };
}

/**
 * SIGTERM to the process, then to whatever it started that outlives it (`npm start` runs the server under a
 * shell that does not pass the signal on), then SIGKILL to anything still there after 15 s.
 */
async function stopTree(pid: number): Promise<void> {
  const tree = await processTree(pid);
  signal(pid, 'SIGTERM');
  await waitGone([pid], 15_000);
  const left = tree.filter(isRunning);
  for (const member of left) signal(member, 'SIGTERM');
  await waitGone(left, 15_000);
}
