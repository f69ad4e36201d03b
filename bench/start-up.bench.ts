/**
 * Start-up of the compiled server (`node --enable-source-maps dist-server/main.js`, as `npm start` runs it): the
 * time from spawning it to its first HTTP answer (GET /web/conf/app.json), on a data directory it already
 * initialised and on a fresh one; and what `npm start` spends deciding that nothing needs a rebuild. Builds the
 * server first when its sources changed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, isCurrent } from '../scripts/build/stale-build.mjs';
import { targets, serverTarget } from '../scripts/build/targets.mjs';
import type { BenchResult } from './bench-result.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = 5;
const FRESH_RUNS = 3;
const FIRST_ANSWER_TARGET_MS = 1_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Milliseconds from spawn to the first answer; the server is stopped (SIGTERM) before this resolves. */
async function firstAnswerMs(dataDir: string): Promise<number> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, AI_PROVIDER: 'offline' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited before answering:\n${errors}`);
      try {
        await (await fetch(`http://127.0.0.1:${port}/web/conf/app.json`)).text();
        return performance.now() - started;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export default async function run(): Promise<BenchResult[]> {
  await buildIfStale(root, serverTarget);
  const fresh: number[] = [];
  const existing: number[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'booster-start-up-'));
  try {
    for (let i = 0; i < FRESH_RUNS; i++) {
      const freshDir = mkdtempSync(path.join(os.tmpdir(), 'booster-start-up-fresh-'));
      fresh.push(await firstAnswerMs(freshDir));
      rmSync(freshDir, { recursive: true, force: true });
    }
    await firstAnswerMs(dataDir);
    for (let i = 0; i < RUNS; i++) existing.push(await firstAnswerMs(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const checks: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    for (const target of targets) isCurrent(root, target);
    checks.push(performance.now() - started);
  }
  return [
    {
      name: `start-up: spawn to first answer, existing data dir (median of ${RUNS})`,
      value: Math.round(median(existing)),
      unit: 'ms',
      target: FIRST_ANSWER_TARGET_MS,
    },
    {
      name: `start-up: spawn to first answer, fresh data dir (median of ${FRESH_RUNS})`,
      value: Math.round(median(fresh)),
      unit: 'ms',
    },
    {
      name: `start-up: npm start's check that nothing needs a rebuild (median of ${RUNS})`,
      value: Math.round(median(checks)),
      unit: 'ms',
    },
  ];
}
