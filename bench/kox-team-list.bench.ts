/**
 * The team database at its limit (issue 12, docs/decisions.md "Team-only creators in the team list"): the built
 * studio with 10,000 team creators, half imported (team-only, read from the app database and sorted in memory)
 * and half sample (from the index), a tenth of the sample ones with the team's own price. Pages of five shapes,
 * the first and the last page among them, each asked ROUNDS times, interleaved; server time as the client sees
 * it. Target: ≤ 100 ms like the public list.
 */
import path from 'node:path';
import type { BenchResult } from './bench-result.ts';
import { ensureBuilt, startServer } from './server-process.ts';
import { median, percentile, round1 } from './stats.ts';
import { call, requestOf, signIn } from './studio-client.ts';
import { withTempDir } from './temp-dir.ts';

const ROUNDS = 10;
const TARGET_MS = 100;
const IMPORTED = 5_000;
const SAMPLE = 5_000;
const PAGES: Record<string, Record<string, string | number>> = {
  'first page, by followers': { sort: 'followers' },
  'last page, by followers': { sort: 'followers', page: 500, page_size: 20 },
  'filtered (tiktok, 0-200k, has e-mail)': { platform: 'tiktok', followers: '0-200k', has_email: 'true' },
  "price range on the team's prices, by price": { price_min: 100, price_max: 2000, sort: 'price_per_video' },
  'name search': { q: 'creator 12' },
};

const id = (n: number) => `sample-${String(n).padStart(6, '0')}`;

async function timed(url: string, token: string, input: object): Promise<number> {
  const { path: at, init } = requestOf('kox.teamList', input, token);
  const started = performance.now();
  const res = await fetch(url + at, init);
  const body = (await res.json()) as { code: number };
  if (body.code !== 0) throw new Error(`kox.teamList answered ${body.code}`);
  return performance.now() - started;
}

export default async function run(): Promise<BenchResult[]> {
  ensureBuilt();
  return withTempDir('bench-kox-team-list', async (dir) => {
    const server = await startServer({ dataDir: path.join(dir, 'data') });
    try {
      const token = await signIn(server.url);
      for (let batch = 0; batch < IMPORTED / 1000; batch++) {
        const text = Array.from({ length: 1000 }, (_, i) => {
          const n = batch * 1000 + i;
          return `https://www.tiktok.com/@bench_team_${n},Creator ${n},c${n}@example.com,${5_000 + n * 40},${900 + n}`;
        }).join('\n');
        await call(server.url, 'kox.importCreators', { text } as never, token);
      }
      for (let batch = 0; batch < SAMPLE / 500; batch++)
        await call(
          server.url,
          'kox.teamAdd',
          { creator_ids: Array.from({ length: 500 }, (_, i) => id(batch * 500 + i)) },
          token,
        );
      for (let n = 0; n < SAMPLE; n += 10)
        await call(server.url, 'kox.teamUpdate', { creator_id: id(n), price_per_video_usd: 100 + n }, token);
      await timed(server.url, token, {});
      const times: Record<string, number[]> = Object.fromEntries(Object.keys(PAGES).map((k) => [k, []]));
      for (let round = 0; round < ROUNDS; round++)
        for (const [name, input] of Object.entries(PAGES))
          times[name]!.push(await timed(server.url, token, input));
      return Object.entries(times).flatMap(([name, ms]) => [
        {
          name: `kox team list (10,000): ${name}, median`,
          value: round1(median(ms)),
          unit: 'ms',
          target: TARGET_MS,
        },
        { name: `kox team list (10,000): ${name}, p90`, value: round1(percentile(ms, 90)), unit: 'ms' },
      ]);
    } finally {
      await server.stop();
    }
  });
}
