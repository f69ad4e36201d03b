/**
 * Where the public creator database lives (decision in docs/decisions.md, docs/kox.md): the same 100,000 sample
 * creators and the same six filtered, sorted pages, answered by (a) the typed-array index the studio uses
 * (server/kox/index/, here in this thread) and (b) a table in an in-memory PGlite with a B-tree index on every
 * sort key, as the app database would hold it. Each query's page and its count, side by side, interleaved; and
 * this process's RSS growth for each.
 */
import { PGlite } from '@electric-sql/pglite';
import { evaluateKeywords } from '../src/lib/keyword-query/index.ts';
import { AUDIENCE_AGES, KOX_TOPICS } from '../src/lib/kox-values.ts';
import { publicListInput } from '../src/lib/api/endpoints.ts';
import { creatorQueryOf } from '../server/domains/kox/creator-filter.ts';
import { buildColumns } from '../server/kox/index/creator-columns.ts';
import type { CreatorQuery } from '../server/kox/index/creator-query.ts';
import { queryColumns } from '../server/kox/index/query-columns.ts';
import { SAMPLE_CREATOR_COUNT, sampleFigures } from '../server/kox/sample/sample-creators.ts';
import { TOPIC_WORDS } from '../server/kox/sample/vocabulary.ts';
import type { BenchResult } from './bench-result.ts';
import { median, percentile, round1 } from './stats.ts';

const ROUNDS = 10;
const QUERIES: Record<string, string | number>[] = [
  { sort: 'followers' },
  { platform: 'tiktok,instagram', language: 'en', followers: '0-200k', sort: 'engagement_rate' },
  { topics: 'running|fitness', has_email: 'true', last_active: 30, sort: 'avg_views' },
  {
    followers: 'custom',
    followers_min: 50000,
    followers_max: 900000,
    price_max: 5000,
    sort: 'price_per_video',
    order: 'asc',
  },
  { audience_gender: 'female', audience_gender_min: 70, audience_age: '18-24', audience_country: 'US' },
  {
    country: 'CN,TW,HK',
    engagement_rate_min: 2,
    avg_views_min: 10000,
    sort: 'last_active',
    page: 5,
    page_size: 50,
  },
];
const AGE_COLUMNS = AUDIENCE_AGES.map((_, k) => `age${k}`);
const SORT_COLUMN: Record<CreatorQuery['sort'], string> = {
  followers: 'followers',
  avg_views: 'avg_views',
  avg_engagement: 'avg_engagement',
  engagement_rate: 'engagement_rate',
  posts_per_month: 'posts_per_month',
  price_per_video: 'price_video',
  last_active: 'last_active',
};
/** The topics whose words the keywords find; exact for the OR-only keywords of these queries. */
const topicsFound = (q: CreatorQuery) =>
  KOX_TOPICS.filter((t) => {
    const text = [TOPIC_WORDS[t].en, TOPIC_WORDS[t].zh].flatMap((w) => [w.name, ...w.tags]).join(' ');
    return q.topics && evaluateKeywords(q.topics, (term) => text.toLowerCase().includes(term));
  });

const rssMb = () => process.memoryUsage().rss / 1e6;

async function loadPglite(asOf: Date): Promise<PGlite> {
  const pg = await PGlite.create();
  await pg.exec(`create table creators (
    position int primary key, platform text, language text, country text, topic1 text, topic2 text,
    followers int, avg_views int, avg_engagement int, engagement_rate real, posts_per_month int, price_video int,
    last_active timestamptz, has_email bool, female_pct int, ${AGE_COLUMNS.map((c) => `${c} int`).join(', ')},
    c1 text, p1 int, c2 text, p2 int, c3 text, p3 int)`);
  const lit = (v: string | number | boolean | null) => (typeof v === 'string' ? `'${v}'` : String(v));
  for (let start = 0; start < SAMPLE_CREATOR_COUNT; start += 2_000) {
    const rows: string[] = [];
    for (let i = start; i < Math.min(SAMPLE_CREATOR_COUNT, start + 2_000); i++) {
      const f = sampleFigures(i, asOf);
      const [a, b, c] = f.audience.countries;
      const values = [
        i,
        f.platform,
        f.language,
        f.country,
        f.topics[0]!,
        f.topics[1] ?? null,
        f.followers,
        f.avgViews,
        f.avgEngagement,
        (f.avgEngagement / f.followers) * 100,
        f.postsPerMonth,
        f.pricePerVideoUsd,
        `'${f.lastActiveAt.toISOString()}'`,
        f.hasEmail,
        f.audience.femalePct,
        ...AUDIENCE_AGES.map((age) => f.audience.ages[age]),
        a!.country,
        a!.pct,
        b!.country,
        b!.pct,
        c!.country,
        c!.pct,
      ];
      rows.push(`(${values.map((v, k) => (k === 12 ? String(v) : lit(v as never))).join(',')})`);
    }
    await pg.exec(`insert into creators values ${rows.join(',')}`);
  }
  for (const column of new Set(Object.values(SORT_COLUMN)))
    await pg.exec(`create index on creators (${column}, position)`);
  await pg.exec('create index on creators (platform, language, country); analyze creators');
  return pg;
}

function sqlOf(q: CreatorQuery): { where: string; order: string } {
  const parts: string[] = [];
  const list = (values: string[]) => values.map((v) => `'${v}'`).join(',');
  if (q.platforms.length) parts.push(`platform in (${list(q.platforms)})`);
  if (q.languages.length) parts.push(`language in (${list(q.languages)})`);
  if (q.countries.length) parts.push(`country in (${list(q.countries)})`);
  const range = (column: string, b: CreatorQuery['followers']) => {
    if (b?.min != null) parts.push(`${column} >= ${b.min}`);
    if (b?.max != null) parts.push(`${column} <= ${b.max}`);
  };
  range('followers', q.followers);
  range('avg_views', q.avgViews);
  range('engagement_rate', q.engagementRate);
  range('price_video', q.pricePerVideoUsd);
  if (q.hasEmail !== null) parts.push(`has_email = ${q.hasEmail}`);
  if (q.activeWithinDays !== null)
    parts.push(`last_active >= '${new Date(q.now - q.activeWithinDays * 86_400_000).toISOString()}'`);
  if (q.audienceGender) parts.push(`female_pct >= ${q.audienceGender.minPct}`);
  if (q.audienceAge) parts.push(`age${AUDIENCE_AGES.indexOf(q.audienceAge.age)} >= ${q.audienceAge.minPct}`);
  if (q.audienceCountry) {
    const { country, minPct } = q.audienceCountry;
    parts.push(
      `((c1 = '${country}' and p1 >= ${minPct}) or (c2 = '${country}' and p2 >= ${minPct}) or (c3 = '${country}' and p3 >= ${minPct}))`,
    );
  }
  if (q.topics) {
    const topics = list(topicsFound(q));
    parts.push(`(topic1 in (${topics}) or topic2 in (${topics}))`);
  }
  const dir = q.order === 'asc' ? 'asc' : 'desc';
  return {
    where: parts.length ? parts.join(' and ') : 'true',
    order: `${SORT_COLUMN[q.sort]} ${dir}, position ${dir}`,
  };
}

export default async function run(): Promise<BenchResult[]> {
  const asOf = new Date();
  const queries = QUERIES.map((q) => creatorQueryOf(publicListInput.parse(q), null, asOf.getTime()));

  const before = rssMb();
  let started = performance.now();
  const columns = buildColumns(SAMPLE_CREATOR_COUNT, (i) => sampleFigures(i, asOf));
  const columnsBuildMs = performance.now() - started;
  const columnsMb = rssMb() - before;

  const beforePg = rssMb();
  started = performance.now();
  const pg = await loadPglite(asOf);
  const pgBuildMs = performance.now() - started;
  const pgMb = rssMb() - beforePg;

  const times = { columns: [] as number[], pglite: [] as number[] };
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const q of queries) {
        started = performance.now();
        const a = queryColumns(columns, q);
        times.columns.push(performance.now() - started);
        const { where, order } = sqlOf(q);
        started = performance.now();
        const page = await pg.query<{ position: number }>(
          `select position from creators where ${where} order by ${order} limit ${q.limit} offset ${q.offset}`,
        );
        const [count] = (
          await pg.query<{ n: number }>(`select count(*)::int as n from creators where ${where}`)
        ).rows;
        times.pglite.push(performance.now() - started);
        if (count!.n !== a.total || page.rows.map((r) => r.position).join() !== a.positions.join())
          throw new Error(`The two answers differ for ${JSON.stringify(q)}: ${count!.n} vs ${a.total}`);
      }
  } finally {
    await pg.close();
  }
  return [
    {
      name: 'kox store: typed-array index, page + count, median',
      value: round1(median(times.columns)),
      unit: 'ms',
    },
    { name: 'kox store: typed-array index, p95', value: round1(percentile(times.columns, 95)), unit: 'ms' },
    {
      name: 'kox store: PGlite + B-trees, page + count, median',
      value: round1(median(times.pglite)),
      unit: 'ms',
    },
    { name: 'kox store: PGlite + B-trees, p95', value: round1(percentile(times.pglite, 95)), unit: 'ms' },
    { name: 'kox store: typed-array index, build', value: Math.round(columnsBuildMs), unit: 'ms' },
    { name: 'kox store: PGlite, load + index', value: Math.round(pgBuildMs), unit: 'ms' },
    { name: 'kox store: typed-array index, RSS growth', value: round1(columnsMb), unit: 'MB' },
    { name: 'kox store: PGlite, RSS growth', value: round1(pgMb), unit: 'MB' },
  ];
}
