/**
 * KOX import (issue 12): the built studio on a fresh data dir, signed in as the bench administrator (a team
 * owner). Three kinds of batch of 1,000 links, interleaved round by round: pasted lines that are all accepted
 * (half name sample creators, half new ones), the same as an XLSX file, and pasted lines whose last row is bad
 * (every row validated, nothing written). Meanwhile two probes ask every 5 ms: /web/conf/app.json (no database)
 * whose slowest answer is the longest the import held the event loop, and /healthz (one query) which also
 * waits for the import's transaction in the embedded database. The server also records its own event-loop gaps
 * (bench/loop-gap-preload.mjs), per kind of batch, beside an idle process's (startBystander): a probe's answer
 * also waits for the bench's own process, busy making the next batch; and the longest gap less the time the main
 * thread waited for a core (longestOwnLoopGapMs), the part the server's own work made. Targets: 1,000 links
 * validated and imported ≤ 2 s, the event loop never stalled > 20 ms.
 */
import path from 'node:path';
import { sampleCreator } from '../server/kox/sample/sample-creators.ts';
import { writeXlsx } from '../src/lib/xlsx/write-xlsx.ts';
import type { BenchResult } from './bench-result.ts';
import { probeFor, startProbe } from './latency-probe.ts';
import { ensureBuilt, startServer } from './server-process.ts';
import { loopGapEnv, longestLoopGapMs, longestOwnLoopGapMs, startBystander } from './server-loop-gap.ts';
import { median, round1 } from './stats.ts';
import { call, requestOf, signIn } from './studio-client.ts';
import { withTempDir } from './temp-dir.ts';

const ROUNDS = 5;
const BATCH = 1000;
const IMPORT_TARGET_MS = 2000;
const STALL_TARGET_MS = 20;
const asOf = new Date();

/** A batch's rows: link, nickname, e-mail, followers, average views, the two prices. */
function batchRows(round: number, kind: string): string[][] {
  return Array.from({ length: BATCH }, (_, i) => {
    const link =
      i % 2 === 0
        ? sampleCreator(round * 20_000 + (kind === 'xlsx' ? 10_000 : 0) + i, asOf).profileUrl
        : `https://www.tiktok.com/@bench_${kind}_${round}_${i}`;
    return [link, `Creator ${i}`, `c${i}@example.com`, String(10_000 + i), String(2_000 + i), '120', '480.5'];
  });
}

interface Timed {
  ms: number;
  code: number;
  /** When the request left and its answer was read (epoch ms), to find the server's gaps in between. */
  from: number;
  to: number;
}

async function timedImport(url: string, token: string, input: object): Promise<Timed> {
  const { path: at, init } = requestOf('kox.importCreators', input, token);
  const from = Date.now();
  const started = performance.now();
  const res = await fetch(url + at, init);
  const body = (await res.json()) as { code: number };
  return { ms: performance.now() - started, code: body.code, from, to: Date.now() };
}

export default async function run(): Promise<BenchResult[]> {
  ensureBuilt();
  return withTempDir('bench-kox-import', async (dir) => {
    const gaps = path.join(dir, 'loop-gaps.txt');
    const server = await startServer({ dataDir: path.join(dir, 'data'), env: loopGapEnv(gaps) });
    const bystanderGaps = path.join(dir, 'bystander-gaps.txt');
    const bystander = startBystander(bystanderGaps);
    try {
      const token = await signIn(server.url);
      // The catalog answers the first KOX call; the imports are timed after it, like a session in use.
      await call(server.url, 'kox.publicList', {} as never, token);
      const idleProbe = await probeFor(`${server.url}/web/conf/app.json`, 3_000);
      const probe = await startProbe(`${server.url}/web/conf/app.json`);
      const dbProbe = await startProbe(`${server.url}/healthz`);
      const importsFrom = Date.now();
      const pasted: Timed[] = [];
      const xlsx: Timed[] = [];
      const rejected: Timed[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const text = batchRows(round, 'text')
          .map((r) => r.join(','))
          .join('\n');
        const ok = await timedImport(server.url, token, { text });
        const header = [
          'link',
          'nickname',
          'email',
          'followers',
          'avg_views',
          'price_per_post_usd',
          'price_per_video_usd',
        ];
        const file = writeXlsx([header, ...batchRows(round, 'xlsx')]);
        const fromFile = await timedImport(server.url, token, {
          file: { name: 'kox.xlsx', base64: Buffer.from(file).toString('base64') },
        });
        const bad = batchRows(round, 'bad');
        bad[BATCH - 1]![3] = '-1';
        const refused = await timedImport(server.url, token, {
          text: bad.map((r) => r.join(',')).join('\n'),
        });
        if (ok.code !== 0 || fromFile.code !== 0 || refused.code !== 10250)
          throw new Error(`Unexpected answers: ${ok.code}, ${fromFile.code}, ${refused.code}`);
        pasted.push(ok);
        xlsx.push(fromFile);
        rejected.push(refused);
      }
      const importsTo = Date.now();
      const probeTimes = await probe.stop();
      const longestGap = (file: string, imports: Timed[]) =>
        round1(Math.max(...imports.map((i) => longestLoopGapMs(file, i.from, i.to))));
      const ms = (imports: Timed[]) => imports.map((i) => i.ms);
      const dbProbeTimes = await dbProbe.stop();
      return [
        {
          name: 'kox import: 1,000 pasted links validated and imported, median',
          value: round1(median(ms(pasted))),
          unit: 'ms',
          target: IMPORT_TARGET_MS,
        },
        { name: 'kox import: the same, slowest of 5', value: round1(Math.max(...ms(pasted))), unit: 'ms' },
        {
          name: 'kox import: 1,000 links from an XLSX file, median',
          value: round1(median(ms(xlsx))),
          unit: 'ms',
          target: IMPORT_TARGET_MS,
        },
        {
          name: 'kox import: 1,000 links refused by their last row, median',
          value: round1(median(ms(rejected))),
          unit: 'ms',
        },
        {
          name: 'kox import: slowest app.json (no database), idle server',
          value: round1(Math.max(...idleProbe)),
          unit: 'ms',
        },
        {
          name: 'kox import: slowest app.json (no database) while importing',
          value: round1(Math.max(...probeTimes)),
          unit: 'ms',
        },
        {
          name: "kox import: the server's longest event-loop gap while importing",
          value: round1(longestLoopGapMs(gaps, importsFrom, importsTo)),
          unit: 'ms',
          target: STALL_TARGET_MS,
        },
        {
          name: "kox import: the server's longest event-loop gap while importing, less its wait for a core",
          value: round1(longestOwnLoopGapMs(gaps, importsFrom, importsTo)),
          unit: 'ms',
        },
        ...(
          [
            ['pasted', pasted],
            ['XLSX', xlsx],
            ['refused', rejected],
          ] as const
        ).flatMap(([kind, imports]) => [
          {
            name: `kox import: the server's longest gap, ${kind} batches`,
            value: longestGap(gaps, imports),
            unit: 'ms',
          },
          {
            name: `kox import: an idle process's longest gap beside them, ${kind} batches`,
            value: longestGap(bystanderGaps, imports),
            unit: 'ms',
          },
        ]),
        {
          name: 'kox import: slowest /healthz (waits for the database) while importing',
          value: round1(Math.max(...dbProbeTimes)),
          unit: 'ms',
        },
      ];
    } finally {
      bystander.stop();
      await server.stop();
    }
  });
}
