import { safeRatio, type DistributionResult } from '../../../src/lib/report-components/results.ts';
import { channelJoin, orderSubjects, postFilter, type ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { num } from './row-values.ts';

type Bucket = DistributionResult['total']['buckets'][number];

export interface RangeBucket {
  key: string;
  min: number;
  max: number | null;
}

/** A CASE expression putting `column` into [min, max) ranges; the bounds are our constants, not input. */
export function rangeKey(column: string, buckets: readonly RangeBucket[]): string {
  const arms = buckets.map((b) => `when ${column} < ${b.max ?? 'null'} then '${b.key}'`);
  const last = buckets[buckets.length - 1]!;
  return `case ${arms.slice(0, -1).join(' ')} else '${last.key}' end`;
}

/** A category column where missing or empty values count as 'unknown'. */
export const categoryKey = (column: string) => `coalesce(nullif(${column}, ''), 'unknown')`;

/**
 * Posts in scope counted by `keyExpr` (over alias p) per subject in one aggregate; the overall counts are the
 * sums over subjects of the few resulting groups (cheaper than a second grouping set over every row).
 */
export function postDistribution(
  store: StoreReader,
  scope: ComponentScope,
  keyExpr: string,
  fixedKeys?: readonly string[],
): Promise<DistributionResult> {
  const { where, params } = postFilter(scope);
  return distribution(
    store,
    scope,
    `select p.subject_id as subject_id, ${keyExpr} as bucket, count(*) as n
     from analytics.posts p where ${where}
     group by p.subject_id, ${keyExpr}`,
    params,
    fixedKeys,
  );
}

/**
 * Related channels (a channel with posts in scope, once per subject) counted by `keyExpr` over alias c (the
 * channel row), per subject and overall.
 */
export function channelDistribution(
  store: StoreReader,
  scope: ComponentScope,
  keyExpr: string,
  fixedKeys?: readonly string[],
): Promise<DistributionResult> {
  const { where, params } = postFilter(scope);
  return distribution(
    store,
    scope,
    `with r as (
       select distinct p.subject_id, p.platform, p.channel_id from analytics.posts p where ${where}
     )
     select r.subject_id as subject_id, ${keyExpr} as bucket, count(*) as n
     from r join analytics.channels c on ${channelJoin('c', 'r')}
     group by r.subject_id, ${keyExpr}`,
    params,
    fixedKeys,
  );
}

async function distribution(
  store: StoreReader,
  scope: ComponentScope,
  sql: string,
  params: Parameters<StoreReader['all']>[1],
  fixedKeys?: readonly string[],
): Promise<DistributionResult> {
  const rows = await store.all<Record<string, unknown>>(sql, params);
  const groups = new Map<string, Map<string, number>>();
  const total = new Map<string, number>();
  for (const r of rows) {
    const bucket = String(r.bucket);
    const counts = groups.get(String(r.subject_id)) ?? new Map<string, number>();
    counts.set(bucket, num(r.n));
    groups.set(String(r.subject_id), counts);
    total.set(bucket, (total.get(bucket) ?? 0) + num(r.n));
  }
  return {
    subjects: orderSubjects(scope, groups.keys()).map((subjectId) => ({
      subjectId,
      buckets: buckets(groups.get(subjectId), fixedKeys),
    })),
    total: { buckets: buckets(total, fixedKeys) },
  };
}

/** Fixed ranges keep their order and show zeros; categories go by count, then key. */
function buckets(counts: Map<string, number> | undefined, fixedKeys?: readonly string[]): Bucket[] {
  const all = counts ?? new Map<string, number>();
  const total = [...all.values()].reduce((a, b) => a + b, 0);
  const keys = fixedKeys
    ? [...fixedKeys]
    : [...all.keys()].sort((a, b) => all.get(b)! - all.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  return keys.map((key) => {
    const count = all.get(key) ?? 0;
    return { key, count, share: safeRatio(count, total) };
  });
}
