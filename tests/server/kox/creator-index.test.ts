import { beforeAll, describe, expect, it } from 'vitest';
import { parseKeywords, type KeywordNode } from '../../../src/lib/keyword-query/index.ts';
import { buildColumns, type CreatorColumns } from '../../../server/kox/index/creator-columns.ts';
import type { CreatorQuery } from '../../../server/kox/index/creator-query.ts';
import { queryColumns } from '../../../server/kox/index/query-columns.ts';
import { sampleFigures, type CreatorFigures } from '../../../server/kox/sample/sample-creators.ts';
import { TOPIC_WORDS } from '../../../server/kox/sample/vocabulary.ts';
import { openQuery } from './helpers/open-filter.ts';

/* The index answers exactly what filtering and sorting every creator one by one answers. */

const asOf = new Date('2026-11-24T00:00:00Z');
const SIZE = 5_000;
const DAY = 86_400_000;
let columns: CreatorColumns;
let figures: CreatorFigures[];
beforeAll(() => {
  figures = Array.from({ length: SIZE }, (_, i) => sampleFigures(i, asOf));
  columns = buildColumns(SIZE, (i) => figures[i]!);
});

const base = openQuery(asOf.getTime());

const topicsOf = (text: string): KeywordNode => {
  const parsed = parseKeywords(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.ast;
};

/** The reference: every creator checked one by one, written from the figures rather than the columns. */
function reference(
  q: CreatorQuery,
  keep: (f: CreatorFigures) => boolean,
  key: (f: CreatorFigures) => number,
) {
  const sign = q.order === 'asc' ? 1 : -1;
  const found = figures
    .map((f, i) => ({ f, i }))
    .filter(({ f, i }) => (q.within ? q.within.includes(i) : true) && keep(f))
    .sort((a, b) => sign * (key(a.f) - key(b.f) || a.i - b.i));
  return { positions: found.slice(q.offset, q.offset + q.limit).map((x) => x.i), total: found.length };
}

describe('the creator index', () => {
  it('sorts every creator by followers, either way, and pages', () => {
    for (const order of ['asc', 'desc'] as const) {
      const q = { ...base, order, offset: 40, limit: 15 };
      expect(queryColumns(columns, q)).toEqual(
        reference(
          q,
          () => true,
          (f) => f.followers,
        ),
      );
    }
  });

  it('combines platform, language, country, followers, e-mail and last active', () => {
    const q: CreatorQuery = {
      ...base,
      platforms: ['tiktok', 'instagram'],
      languages: ['en'],
      countries: ['US', 'GB'],
      followers: { min: 10_000, max: 199_999 },
      hasEmail: true,
      activeWithinDays: 14,
      sort: 'avg_views',
      limit: 50,
    };
    const expected = reference(
      q,
      (f) =>
        ['tiktok', 'instagram'].includes(f.platform) &&
        f.language === 'en' &&
        ['US', 'GB'].includes(f.country) &&
        f.followers >= 10_000 &&
        f.followers <= 199_999 &&
        f.hasEmail &&
        f.lastActiveAt.getTime() >= asOf.getTime() - 14 * DAY,
      (f) => f.avgViews,
    );
    expect(expected.total).toBeGreaterThan(20);
    expect(queryColumns(columns, q)).toEqual(expected);
  });

  it('finds topics with the keyword language, in either language', () => {
    const q = { ...base, topics: topicsOf('跑步|fitness'), sort: 'engagement_rate' as const, limit: 30 };
    const has = (f: CreatorFigures, t: string) => (f.topics as string[]).includes(t);
    const expected = reference(
      q,
      (f) => has(f, 'running') || has(f, 'fitness'),
      (f) => Math.fround((f.avgEngagement / f.followers) * 100),
    );
    expect(expected.total).toBeGreaterThan(500);
    expect(queryColumns(columns, q)).toEqual(expected);
    expect(TOPIC_WORDS.running.zh.name).toBe('跑步');
    const both = queryColumns(columns, { ...base, topics: topicsOf('running + beauty'), limit: 5000 });
    for (const p of both.positions)
      expect(figures[p]!.topics).toEqual(expect.arrayContaining(['running', 'beauty']));
  });

  it('filters on audience gender, age and country shares, views, engagement and price', () => {
    const q: CreatorQuery = {
      ...base,
      audienceGender: { gender: 'female', minPct: 60 },
      audienceAge: { age: '18-24', minPct: 30 },
      audienceCountry: { country: 'US', minPct: 40 },
      avgViews: { min: 1_000, max: null },
      engagementRate: { min: 1, max: 20 },
      pricePerVideoUsd: { min: null, max: 5_000 },
      sort: 'price_per_video',
      order: 'asc',
    };
    const rate = (f: CreatorFigures) => Math.fround((f.avgEngagement / f.followers) * 100);
    const expected = reference(
      q,
      (f) =>
        f.audience.femalePct >= 60 &&
        f.audience.ages['18-24'] >= 30 &&
        f.audience.countries.some((c) => c.country === 'US' && c.pct >= 40) &&
        f.avgViews >= 1_000 &&
        rate(f) >= 1 &&
        rate(f) <= 20 &&
        f.pricePerVideoUsd <= 5_000,
      (f) => f.pricePerVideoUsd,
    );
    expect(expected.total).toBeGreaterThan(5);
    expect(queryColumns(columns, q)).toEqual(expected);
    const men = queryColumns(columns, {
      ...base,
      audienceGender: { gender: 'male', minPct: 70 },
      limit: 5000,
    });
    for (const p of men.positions) expect(figures[p]!.audience.femalePct).toBeLessThanOrEqual(30);
  });

  it('searches only within a team database when given its positions', () => {
    const within = [3, 14, 15, 92, 653, 4999];
    const q = { ...base, within, sort: 'last_active' as const, order: 'asc' as const };
    expect(queryColumns(columns, q)).toEqual(
      reference(
        q,
        () => true,
        (f) => f.lastActiveAt.getTime(),
      ),
    );
    expect(
      queryColumns(columns, { ...q, languages: ['zh'] }).positions.every((p) => within.includes(p)),
    ).toBe(true);
  });
});
