import { evaluateKeywords } from '../../../src/lib/keyword-query/index.ts';
import {
  AUDIENCE_AGES,
  AUDIENCE_GENDERS,
  KOX_COUNTRIES,
  KOX_LANGUAGES,
  KOX_PLATFORMS,
} from '../../../src/lib/kox-values.ts';
import { TOPIC_WORDS } from '../sample/vocabulary.ts';
import { sortKeys, TOPIC_PAIRS, topicsOfPair, type CreatorColumns } from './creator-columns.ts';
import type { Bounds, CreatorQuery, QueryResult } from './creator-query.ts';

const DAY_MS = 86_400_000;
const AGES = AUDIENCE_AGES.length;

/** A topic's words in both languages: a zh query finds en creators of the topic and the other way round. */
const pairTexts = Array.from({ length: TOPIC_PAIRS }, (_, pair) =>
  topicsOfPair(pair)
    .flatMap((t) => [TOPIC_WORDS[t].en, TOPIC_WORDS[t].zh].flatMap((w) => [w.name, ...w.tags]))
    .join(' ')
    .toLowerCase(),
);

const within = (value: number, b: Bounds | null) =>
  b === null || ((b.min === null || value >= b.min) && (b.max === null || value <= b.max));

const flags = (values: readonly string[], picked: readonly string[]) => {
  const out = new Uint8Array(values.length);
  for (const v of picked) out[values.indexOf(v)] = 1;
  return out;
};

/** The query's filters as one test of a position, each list turned into a lookup table first. */
export function compileFilter(
  c: CreatorColumns,
  q: Omit<CreatorQuery, 'sort' | 'order' | 'offset' | 'limit'>,
): (i: number) => boolean {
  const platforms = q.platforms.length ? flags(KOX_PLATFORMS, q.platforms) : null;
  const languages = q.languages.length ? flags(KOX_LANGUAGES, q.languages) : null;
  const countries = q.countries.length ? flags(KOX_COUNTRIES, q.countries) : null;
  const topics = q.topics;
  const pairs = topics
    ? Uint8Array.from(pairTexts, (text) => (evaluateKeywords(topics, (term) => text.includes(term)) ? 1 : 0))
    : null;
  const activeSince = q.activeWithinDays === null ? null : q.now - q.activeWithinDays * DAY_MS;
  const gender = q.audienceGender;
  const femaleMin = gender?.gender === AUDIENCE_GENDERS[0] ? gender.minPct : null;
  const maleMin = gender?.gender === AUDIENCE_GENDERS[1] ? gender.minPct : null;
  const age = q.audienceAge
    ? { k: AUDIENCE_AGES.indexOf(q.audienceAge.age), min: q.audienceAge.minPct }
    : null;
  const country = q.audienceCountry
    ? { k: KOX_COUNTRIES.indexOf(q.audienceCountry.country), min: q.audienceCountry.minPct }
    : null;

  return (i) => {
    if (platforms && !platforms[c.platform[i]!]) return false;
    if (languages && !languages[c.language[i]!]) return false;
    if (countries && !countries[c.country[i]!]) return false;
    if (pairs && !pairs[c.topicPair[i]!]) return false;
    if (!within(c.followers[i]!, q.followers)) return false;
    if (!within(c.avgViews[i]!, q.avgViews)) return false;
    if (!within(c.engagementRate[i]!, q.engagementRate)) return false;
    if (!within(c.pricePerVideo[i]!, q.pricePerVideoUsd)) return false;
    if (q.hasEmail !== null && (c.hasEmail[i] === 1) !== q.hasEmail) return false;
    if (activeSince !== null && c.lastActive[i]! < activeSince) return false;
    if (femaleMin !== null && c.femalePct[i]! < femaleMin) return false;
    if (maleMin !== null && 100 - c.femalePct[i]! < maleMin) return false;
    if (age && c.agePct[i * AGES + age.k]! < age.min) return false;
    if (country && !audienceShareAtLeast(c, i, country.k, country.min)) return false;
    return true;
  };
}

function audienceShareAtLeast(c: CreatorColumns, i: number, country: number, min: number): boolean {
  for (let k = 0; k < 3; k++)
    if (c.audienceCountries[i * 6 + k * 2] === country) return c.audienceCountries[i * 6 + k * 2 + 1]! >= min;
  return false;
}

/**
 * One page of the creators the query finds, in its order, and how many it finds. Over everyone: one walk of the
 * sort key's permutation. Within a team's database: those few positions filtered, then sorted.
 */
export function queryColumns(c: CreatorColumns, q: CreatorQuery): QueryResult {
  const keep = compileFilter(c, q);
  const end = q.offset + q.limit;
  if (q.within) {
    const key = sortKeys(c)[q.sort];
    const sign = q.order === 'asc' ? 1 : -1;
    const found = q.within.filter((i) => i >= 0 && i < c.size && keep(i));
    found.sort((a, b) => sign * (key[a]! - key[b]! || a - b));
    return { positions: found.slice(q.offset, end), total: found.length };
  }
  const order = c.ascending[q.sort];
  const positions: number[] = [];
  let total = 0;
  const visit = (i: number) => {
    if (!keep(i)) return;
    if (total >= q.offset && total < end) positions.push(i);
    total++;
  };
  if (q.order === 'asc') for (let k = 0; k < order.length; k++) visit(order[k]!);
  else for (let k = order.length - 1; k >= 0; k--) visit(order[k]!);
  return { positions, total };
}
