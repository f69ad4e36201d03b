import type { z } from 'zod';
import type { publicListInput } from '../../../src/lib/api/endpoints.ts';
import { parseKeywords } from '../../../src/lib/keyword-query/index.ts';
import { FOLLOWER_BUCKET_BOUNDS } from '../../../src/lib/kox-values.ts';
import { AppError } from '../../lib/errors.ts';
import type { Bounds, CreatorQuery } from '../../kox/index/creator-query.ts';

export type CreatorFilterInput = z.output<typeof publicListInput>;

const WHOLE = /^\d{1,12}$/;
const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * One range as typed: empty bounds are open; anything but digits is 10233, a minimum above the maximum 10231
 * (spec §5's messages, with the field in `issues`).
 */
function readRange(
  field: string,
  min: string | number | undefined,
  max: string | number | undefined,
  pattern: RegExp,
): Bounds | null {
  const read = (value: string | number | undefined, path: string): number | null => {
    const text = value === undefined ? '' : String(value).trim();
    if (text === '') return null;
    if (!pattern.test(text))
      throw new AppError('KOX_RANGE_DIGITS', undefined, [{ path, message: 'Input valid digits' }]);
    return Number(text);
  };
  const low = read(min, `${field}_min`);
  const high = read(max, `${field}_max`);
  if (low !== null && high !== null && low > high)
    throw new AppError('KOX_RANGE_INVERTED', undefined, [
      { path: `${field}_min`, message: 'Minimum cannot exceed maximum' },
    ]);
  return low === null && high === null ? null : { min: low, max: high };
}

/** Spec §9's follower buckets, or a custom range that must name at least one bound (10232). */
function readFollowers(input: CreatorFilterInput): Bounds | null {
  if (input.followers && input.followers !== 'custom') {
    const [min, max] = FOLLOWER_BUCKET_BOUNDS[input.followers];
    // A bucket's upper bound belongs to the next bucket: 200k is in 200k-500k.
    return { min, max: max === null ? null : max - 1 };
  }
  const range = readRange('followers', input.followers_min, input.followers_max, WHOLE);
  if (input.followers === 'custom' && range === null)
    throw new AppError('KOX_RANGE_MISSING', undefined, [
      { path: 'followers_min', message: 'Input the range' },
    ]);
  return range;
}

/** The keyword language of spec §5 over topics; each problem becomes an issue `code at position`. */
function readTopics(topics: string | undefined): CreatorQuery['topics'] {
  if (!topics) return null;
  const parsed = parseKeywords(topics);
  if (parsed.ok) return parsed.ast;
  throw new AppError(
    'VALIDATION',
    'Keywords do not match the requirements.',
    parsed.errors.map((e) => ({ path: 'topics', message: `${e.code} at ${e.position}` })),
  );
}

/** A list call's filters, checked, as the index takes them. */
export function creatorQueryOf(
  input: CreatorFilterInput,
  within: number[] | null,
  now = Date.now(),
): CreatorQuery {
  return {
    platforms: input.platform ?? [],
    languages: input.language ?? [],
    countries: input.country ?? [],
    followers: readFollowers(input),
    avgViews: readRange('avg_views', input.avg_views_min, input.avg_views_max, WHOLE),
    engagementRate: readRange(
      'engagement_rate',
      input.engagement_rate_min,
      input.engagement_rate_max,
      DECIMAL,
    ),
    pricePerVideoUsd: readRange('price', input.price_min, input.price_max, DECIMAL),
    topics: readTopics(input.topics),
    hasEmail: input.has_email ?? null,
    activeWithinDays: input.last_active ?? null,
    audienceGender: input.audience_gender
      ? { gender: input.audience_gender, minPct: input.audience_gender_min }
      : null,
    audienceAge: input.audience_age ? { age: input.audience_age, minPct: input.audience_age_min } : null,
    audienceCountry: input.audience_country
      ? { country: input.audience_country, minPct: input.audience_country_min }
      : null,
    sort: input.sort,
    order: input.order,
    offset: (input.page - 1) * input.page_size,
    limit: input.page_size,
    within,
    now,
  };
}
