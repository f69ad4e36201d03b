/**
 * 20 assistant turns started at once (issue 9): the time to each turn's first token through POST /api/chat (the
 * offline model asking the ready sample dashboard a question), and meanwhile the latency of a request that touches
 * no database (GET /web/conf/app.json, again 5 ms after each answer) against its idle median. Targets: first token
 * p50 ≤ 60 ms; the other request at most 20 ms slower than idle.
 *
 * Measured twice: the first burst after a start (one turn before it, which starts the chat threads), and three
 * bursts of a server that has served WARM_ROUNDS bursts, as a server does after its first minutes. In between, V8
 * is still compiling the hot path of a burst: its compiler threads took 40–140 ms of CPU per burst's openings in
 * the first ten bursts and 10–30 ms after (decision 145).
 *
 * Beside the server, a process with nothing to do records its own event-loop gaps (startBystander): its longest
 * during the turns is what the machine alone costs any process then, the floor under the other request's delay.
 * The server records its own (bench/loop-gap-preload.mjs): the longest, and the longest less its waits for a
 * core, which tells the server's own work from the scheduler's.
 */
import path from 'node:path';
import type { BenchResult } from './bench-result.ts';
import { timeTurn, type TurnTiming } from './chat-turn.ts';
import { probeFor, startProbe } from './latency-probe.ts';
import { mainThreadCpuMs } from './main-thread-cpu.ts';
import { sampleMemory } from './memory-sampler.ts';
import { loopGapEnv, longestLoopGapMs, longestOwnLoopGapMs, startBystander } from './server-loop-gap.ts';
import { median, percentile, round1 } from './stats.ts';
import { call } from './studio-client.ts';
import { startWithDashboard, type StudioWithDashboard } from './studio-with-dashboard.ts';
import { withTempDir } from './temp-dir.ts';

const TURNS = 20;
const ROUNDS = 3;
const WARM_ROUNDS = 12;
const QUESTION = 'How many videos about Nike were posted last week?';
const FIRST_TOKEN_P50_TARGET_MS = 60;
const OTHER_REQUEST_DELAY_TARGET_MS = 20;
const UNRELATED = '/web/conf/app.json';

async function turnInNewSession({
  server,
  token,
  dashboardId,
}: StudioWithDashboard): Promise<() => Promise<TurnTiming>> {
  const { session_id } = await call(server.url, 'session.addByApp', { domain: 'writer' }, token);
  return () =>
    timeTurn(server.url, token, {
      session_id,
      locale: 'en',
      text: QUESTION,
      context: { dashboard_id: dashboardId },
    });
}

/** TURNS new sessions, each with its turn ready to start. */
const burstOf = (studio: StudioWithDashboard) =>
  Promise.all(Array.from({ length: TURNS }, () => turnInNewSession(studio)));

/** Starts a burst's turns together; their timings. */
const startTogether = (starts: (() => Promise<TurnTiming>)[]) => Promise.all(starts.map((start) => start()));

export default async function run(): Promise<BenchResult[]> {
  return withTempDir('bench-chat', async (dir) => {
    const serverGaps = path.join(dir, 'server-gaps.txt');
    const studio = await startWithDashboard(path.join(dir, 'data'), loopGapEnv(serverGaps));
    const bystanderGaps = path.join(dir, 'bystander-gaps.txt');
    const bystander = startBystander(bystanderGaps);
    try {
      await (
        await turnInNewSession(studio)
      )(); // starts the chat threads
      const cold = await startTogether(await burstOf(studio));
      for (let round = 0; round < WARM_ROUNDS; round++) await startTogether(await burstOf(studio));
      const idle = await probeFor(studio.server.url + UNRELATED, 2_000);
      const memory = await sampleMemory(studio.server.pid, 250);
      const turns: TurnTiming[] = [];
      const probed: number[] = [];
      const mainCpuPerBurst: number[] = [];
      const idleProcessGaps: number[] = [];
      const serverLoopGaps: number[] = [];
      const serverOwnLoopGaps: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const starts = await burstOf(studio);
        const probe = await startProbe(studio.server.url + UNRELATED);
        const mainCpuFrom = mainThreadCpuMs(studio.server.pid);
        const from = Date.now();
        turns.push(...(await startTogether(starts)));
        mainCpuPerBurst.push(mainThreadCpuMs(studio.server.pid) - mainCpuFrom);
        const to = Date.now();
        idleProcessGaps.push(longestLoopGapMs(bystanderGaps, from, to));
        serverLoopGaps.push(longestLoopGapMs(serverGaps, from, to));
        serverOwnLoopGaps.push(longestOwnLoopGapMs(serverGaps, from, to));
        probed.push(...(await probe.stop()));
      }
      const peak = Math.max(...memory.stop().map((s) => s.rssMb));
      const unfinished = [...cold, ...turns].filter((t) => t.lastType !== 'finish').length;
      if (unfinished > 0) throw new Error(`${unfinished} turns did not finish: ${JSON.stringify(turns)}`);
      const firstTokens = turns.map((t) => t.firstTokenMs);
      const label = `${TURNS} turns at once (${ROUNDS} rounds after ${WARM_ROUNDS + 1})`;
      const coldFirstTokens = cold.map((t) => t.firstTokenMs);
      return [
        {
          name: `chat, the first ${TURNS} turns at once after a start: first token p50`,
          value: round1(median(coldFirstTokens)),
          unit: 'ms',
        },
        {
          name: `chat, the first ${TURNS} turns at once after a start: first token p99`,
          value: round1(percentile(coldFirstTokens, 99)),
          unit: 'ms',
        },
        {
          name: `chat, ${label}: first token p50`,
          value: round1(median(firstTokens)),
          unit: 'ms',
          target: FIRST_TOKEN_P50_TARGET_MS,
        },
        { name: `chat, ${label}: first token p99`, value: round1(percentile(firstTokens, 99)), unit: 'ms' },
        {
          name: `chat, ${label}: whole turn p50`,
          value: round1(median(turns.map((t) => t.totalMs))),
          unit: 'ms',
        },
        {
          // What the server's own thread does for a burst, which the machine's load does not stretch.
          name: `chat, ${label}: server main thread CPU per burst, median`,
          value: round1(median(mainCpuPerBurst)),
          unit: 'ms',
        },
        { name: `GET ${UNRELATED} idle: median`, value: round1(median(idle)), unit: 'ms' },
        { name: `GET ${UNRELATED} during the turns: worst`, value: round1(Math.max(...probed)), unit: 'ms' },
        {
          name: `GET ${UNRELATED} during the turns: worst − idle median`,
          value: round1(Math.max(...probed) - median(idle)),
          unit: 'ms',
          target: OTHER_REQUEST_DELAY_TARGET_MS,
        },
        {
          // What the machine alone costs a process with nothing to do meanwhile: the floor under the row above.
          name: `chat, ${label}: an idle process beside the server, longest event-loop gap, worst`,
          value: round1(Math.max(...idleProcessGaps)),
          unit: 'ms',
        },
        {
          name: `chat, ${label}: the server's longest event-loop gap, worst`,
          value: round1(Math.max(...serverLoopGaps)),
          unit: 'ms',
        },
        {
          name: `chat, ${label}: … less its waits for a core`,
          value: round1(Math.max(...serverOwnLoopGaps)),
          unit: 'ms',
        },
        { name: 'memory: peak RSS of the server during the turns', value: Math.round(peak), unit: 'MB' },
      ];
    } finally {
      bystander.stop();
      await studio.server.stop();
    }
  });
}
