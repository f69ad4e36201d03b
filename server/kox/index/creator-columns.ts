import {
  AUDIENCE_AGES,
  KOX_COUNTRIES,
  KOX_LANGUAGES,
  KOX_PLATFORMS,
  KOX_SORTS,
  KOX_TOPICS,
  type KoxSort,
} from '../../../src/lib/kox-values.ts';
import type { CreatorFigures } from '../sample/sample-creators.ts';

const NO_TOPIC = KOX_TOPICS.length;
const AGES = AUDIENCE_AGES.length;

/**
 * The public index: each creator's figures as typed-array columns by position (about 5 MB for 100,000
 * creators), and for every sort key the positions in ascending order, so a sorted page is one walk of a
 * permutation with the filters applied, never a sort (docs/kox.md, decision "where the public database lives").
 */
export interface CreatorColumns {
  size: number;
  platform: Uint8Array;
  language: Uint8Array;
  country: Uint8Array;
  /** main topic × (KOX_TOPICS.length + 1) + second topic (KOX_TOPICS.length: none). */
  topicPair: Uint8Array;
  followers: Uint32Array;
  avgViews: Uint32Array;
  avgEngagement: Uint32Array;
  /** Percent of followers. */
  engagementRate: Float32Array;
  postsPerMonth: Uint8Array;
  pricePerVideo: Uint32Array;
  lastActive: Float64Array;
  hasEmail: Uint8Array;
  femalePct: Uint8Array;
  /** AUDIENCE_AGES.length shares per creator. */
  agePct: Uint8Array;
  /** Three (country index, share) pairs per creator. */
  audienceCountries: Uint8Array;
  ascending: Record<KoxSort, Uint32Array>;
}

const topicPairOf = (main: number, second: number | undefined) =>
  main * (NO_TOPIC + 1) + (second ?? NO_TOPIC);
export const TOPIC_PAIRS = KOX_TOPICS.length * (NO_TOPIC + 1);
export const topicsOfPair = (pair: number) => {
  const second = pair % (NO_TOPIC + 1);
  const main = (pair - second) / (NO_TOPIC + 1);
  return second === NO_TOPIC ? [KOX_TOPICS[main]!] : [KOX_TOPICS[main]!, KOX_TOPICS[second]!];
};

export type CreatorRows = Omit<CreatorColumns, 'ascending'>;

/** Columns of `size` creators, all zero. */
export function emptyColumns(size: number): CreatorRows {
  return {
    size,
    platform: new Uint8Array(size),
    language: new Uint8Array(size),
    country: new Uint8Array(size),
    topicPair: new Uint8Array(size),
    followers: new Uint32Array(size),
    avgViews: new Uint32Array(size),
    avgEngagement: new Uint32Array(size),
    engagementRate: new Float32Array(size),
    postsPerMonth: new Uint8Array(size),
    pricePerVideo: new Uint32Array(size),
    lastActive: new Float64Array(size),
    hasEmail: new Uint8Array(size),
    femalePct: new Uint8Array(size),
    agePct: new Uint8Array(size * AGES),
    audienceCountries: new Uint8Array(size * 6),
  };
}

/** Writes a creator's figures into row `i` of the columns. */
export function fillRow(c: CreatorRows, i: number, f: CreatorFigures): void {
  c.platform[i] = KOX_PLATFORMS.indexOf(f.platform);
  c.language[i] = KOX_LANGUAGES.indexOf(f.language);
  c.country[i] = KOX_COUNTRIES.indexOf(f.country);
  const [main, second] = f.topics.map((t) => KOX_TOPICS.indexOf(t));
  c.topicPair[i] = topicPairOf(main!, second);
  c.followers[i] = f.followers;
  c.avgViews[i] = f.avgViews;
  c.avgEngagement[i] = f.avgEngagement;
  c.engagementRate[i] = f.followers > 0 ? (f.avgEngagement / f.followers) * 100 : 0;
  c.postsPerMonth[i] = Math.min(255, f.postsPerMonth);
  c.pricePerVideo[i] = f.pricePerVideoUsd;
  c.lastActive[i] = f.lastActiveAt.getTime();
  c.hasEmail[i] = f.hasEmail ? 1 : 0;
  c.femalePct[i] = f.audience.femalePct;
  AUDIENCE_AGES.forEach((age, k) => (c.agePct[i * AGES + k] = f.audience.ages[age]));
  f.audience.countries.forEach(({ country, pct }, k) => {
    c.audienceCountries[i * 6 + k * 2] = KOX_COUNTRIES.indexOf(country);
    c.audienceCountries[i * 6 + k * 2 + 1] = pct;
  });
}

export function buildColumns(size: number, figuresAt: (position: number) => CreatorFigures): CreatorColumns {
  const c = emptyColumns(size);
  for (let i = 0; i < size; i++) fillRow(c, i, figuresAt(i));
  return { ...c, ascending: ascendingOrders(c) };
}

/** For every sort key, the positions in ascending order of it (ties by position). */
function ascendingOrders(c: CreatorRows): Record<KoxSort, Uint32Array> {
  const keyOf = sortKeys(c);
  return Object.fromEntries(
    KOX_SORTS.map((sort) => {
      const key = keyOf[sort];
      const order = Uint32Array.from({ length: c.size }, (_, i) => i);
      order.sort((a, b) => key[a]! - key[b]! || a - b);
      return [sort, order];
    }),
  ) as Record<KoxSort, Uint32Array>;
}

export function sortKeys(c: CreatorRows): Record<KoxSort, ArrayLike<number>> {
  return {
    followers: c.followers,
    avg_views: c.avgViews,
    avg_engagement: c.avgEngagement,
    engagement_rate: c.engagementRate,
    posts_per_month: c.postsPerMonth,
    price_per_video: c.pricePerVideo,
    last_active: c.lastActive,
  };
}
