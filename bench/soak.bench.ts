/**
 * Memory under a long load (issue 9), run only on request: `npm run bench -- soak`, for SOAK_MINUTES (10 by
 * default). Two clients chat with the offline model (five turns per session, then the session is deleted, so the
 * stored data stays the same size) and two open the ready sample dashboard over and over (list, detail, compute,
 * posts), while the server's memory is read every 5 s. Target: after the first minute, memory grows ≤ 2 MB/min.
 */
import path from 'node:path';
import { TIME_RANGES } from '../src/lib/api/endpoints.ts';
import type { BenchResult } from './bench-result.ts';
import { timeTurn } from './chat-turn.ts';
import { sampleMemory, type MemorySample } from './memory-sampler.ts';
import { median, round1, slope } from './stats.ts';
import { call } from './studio-client.ts';
import { startWithDashboard, type StudioWithDashboard } from './studio-with-dashboard.ts';
import { withTempDir } from './temp-dir.ts';

const MINUTE = 60_000;
const CLIENTS = { chat: 2, dashboard: 2 };
const TURNS_PER_SESSION = 5;
const SLOPE_TARGET_MB_PER_MIN = 2;
const QUESTIONS = [
  'How many videos about Nike were posted last week?',
  'Which subject had the most views last month?',
  'hello',
];

interface Counts {
  turns: number;
  dashboardRequests: number;
  errors: number;
}

async function chatClient(
  { server, token, dashboardId }: StudioWithDashboard,
  until: number,
  counts: Counts,
) {
  while (performance.now() < until) {
    const { session_id } = await call(server.url, 'session.addByApp', { domain: 'writer' }, token);
    for (let i = 0; i < TURNS_PER_SESSION && performance.now() < until; i++) {
      const turn = await timeTurn(server.url, token, {
        session_id,
        locale: 'en',
        text: QUESTIONS[counts.turns % QUESTIONS.length]!,
        context: { dashboard_id: dashboardId },
      });
      if (turn.lastType === 'finish') counts.turns++;
      else counts.errors++;
    }
    await call(server.url, 'session.del', { session_id }, token);
  }
}

async function dashboardClient(
  { server, token, dashboardId }: StudioWithDashboard,
  until: number,
  counts: Counts,
) {
  for (let i = 0; performance.now() < until; i++) {
    const dashboard_id = dashboardId;
    await call(server.url, 'dashboard.list', {}, token);
    await call(server.url, 'dashboard.detail', { dashboard_id }, token);
    await call(
      server.url,
      'dashboard.compute',
      { dashboard_id, range: TIME_RANGES[i % TIME_RANGES.length]! },
      token,
    );
    await call(server.url, 'dashboard.posts', { dashboard_id }, token);
    counts.dashboardRequests += 4;
  }
}

/** A client that counts a failed request and carries on: one error must not end a 10-minute run. */
async function keepGoing(client: () => Promise<void>, until: number, counts: Counts) {
  while (performance.now() < until) {
    try {
      await client();
    } catch (error) {
      counts.errors++;
      console.warn(`\n  soak request failed: ${String(error)}`);
    }
  }
}

function summary(samples: MemorySample[], counts: Counts, minutes: number): BenchResult[] {
  const rssIn = (minute: number) =>
    median(samples.filter((s) => Math.floor(s.atMs / MINUTE) === minute).map((s) => s.rssMb));
  const afterWarmUp = samples
    .filter((s) => s.atMs >= MINUTE)
    .map((s) => ({ x: s.atMs / MINUTE, y: s.rssMb }));
  const label = `soak ${minutes} min`;
  return [
    ...Array.from({ length: minutes }, (_, minute) => ({
      name: `${label}: RSS median, minute ${minute + 1}`,
      value: Math.round(rssIn(minute)),
      unit: 'MB',
    })),
    {
      name: `${label}: RSS last minute − first minute`,
      value: Math.round(rssIn(minutes - 1) - rssIn(0)),
      unit: 'MB',
    },
    {
      name: `${label}: RSS peak`,
      value: Math.round(Math.max(...samples.map((s) => s.rssMb))),
      unit: 'MB',
    },
    {
      name: `${label}: RSS slope after the first minute`,
      value: round1(slope(afterWarmUp)),
      unit: 'MB/min',
      target: SLOPE_TARGET_MB_PER_MIN,
    },
    { name: `${label}: chat turns`, value: counts.turns, unit: '' },
    { name: `${label}: dashboard requests`, value: counts.dashboardRequests, unit: '' },
    { name: `${label}: failed requests`, value: counts.errors, unit: '', target: 0 },
  ];
}

export default async function run(): Promise<BenchResult[]> {
  const minutes = Number(process.env.SOAK_MINUTES ?? 10);
  if (!Number.isInteger(minutes) || minutes < 2)
    throw new Error('SOAK_MINUTES must be a whole number of at least 2 (a first and a last minute).');
  return withTempDir('bench-soak', async (dir) => {
    const studio = await startWithDashboard(path.join(dir, 'data'));
    try {
      const counts: Counts = { turns: 0, dashboardRequests: 0, errors: 0 };
      const memory = await sampleMemory(studio.server.pid, 5_000);
      const until = performance.now() + minutes * MINUTE;
      await Promise.all([
        ...Array.from({ length: CLIENTS.chat }, () =>
          keepGoing(() => chatClient(studio, until, counts), until, counts),
        ),
        ...Array.from({ length: CLIENTS.dashboard }, () =>
          keepGoing(() => dashboardClient(studio, until, counts), until, counts),
        ),
      ]);
      return summary(memory.stop(), counts, minutes);
    } finally {
      await studio.server.stop();
    }
  });
}
