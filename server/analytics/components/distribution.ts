import { safeRatio, type DistributionResult } from '../../../src/lib/report-components/results.ts';
import { orderSubjects } from './scope.ts';
import type { BreakdownRow, ChannelTotals, ComponentScans } from './shared-scans.ts';

type Bucket = DistributionResult['total']['buckets'][number];

/** Posts in scope counted by `bucketOf` per subject and overall, summed from the per-subject breakdown. */
export async function postDistribution(
  scans: ComponentScans,
  bucketOf: (row: BreakdownRow) => string,
  fixedKeys?: readonly string[],
): Promise<DistributionResult> {
  const rows = await scans.breakdown();
  return distribution(
    scans,
    rows.map((r) => ({ subjectId: r.subjectId, bucket: bucketOf(r), n: r.posts })),
    fixedKeys,
  );
}

/**
 * Related channels (a channel with posts in scope, once per subject, that the channels table knows) counted by
 * `bucketOf` over the channel row, per subject and overall.
 */
export async function channelDistribution(
  scans: ComponentScans,
  bucketOf: (channel: Record<string, unknown>) => string,
  fixedKeys?: readonly string[],
): Promise<DistributionResult> {
  const channels = await scans.channelTotals();
  return distribution(
    scans,
    channels
      .filter((c: ChannelTotals) => c.matched)
      .map((c) => ({ subjectId: String(c.row.subject_id), bucket: bucketOf(c.row), n: 1 })),
    fixedKeys,
  );
}

function distribution(
  scans: ComponentScans,
  rows: readonly { subjectId: string; bucket: string; n: number }[],
  fixedKeys?: readonly string[],
): DistributionResult {
  const groups = new Map<string, Map<string, number>>();
  const total = new Map<string, number>();
  for (const r of rows) {
    const counts = groups.get(r.subjectId) ?? new Map<string, number>();
    counts.set(r.bucket, (counts.get(r.bucket) ?? 0) + r.n);
    groups.set(r.subjectId, counts);
    total.set(r.bucket, (total.get(r.bucket) ?? 0) + r.n);
  }
  return {
    subjects: orderSubjects(scans.scope, groups.keys()).map((subjectId) => ({
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
