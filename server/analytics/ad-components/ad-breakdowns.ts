import {
  AD_BREAKDOWNS,
  type AdBreakdownDimension,
  type AdResult,
} from '../../../src/lib/report-components/ad-results.ts';
import type { TagDimension } from '../../../src/lib/ads/ad-values.ts';
import type { AdScans, BreakdownColumn } from './ad-scans.ts';
import { addRow, compared, emptyParts, type AdParts } from './ad-sums.ts';

export type AdBreakdownKey = keyof typeof AD_BREAKDOWNS;

const TAG_DIMENSIONS = new Set<AdBreakdownDimension>(['product', 'audience', 'hook']);

/** The scope's sums by value of one dimension (null: unknown or untagged). */
export async function partsByValue(
  scans: AdScans,
  dimension: AdBreakdownDimension,
): Promise<Map<string | null, AdParts>> {
  const rows = TAG_DIMENSIONS.has(dimension)
    ? (await scans.tagged()).filter((row) => row.dimension === (dimension as TagDimension))
    : ((await scans.breakdowns()).get(dimension as BreakdownColumn) ?? []);
  const byValue = new Map<string | null, AdParts>();
  for (const row of rows) {
    const value = row.value === null || row.value === undefined ? null : String(row.value);
    let parts = byValue.get(value);
    if (!parts) byValue.set(value, (parts = emptyParts()));
    addRow(parts, row);
  }
  return byValue;
}

/** Values with spend or data in the period or the weeks, by the period's spend (largest first), then value. */
export async function breakdown(scans: AdScans, key: AdBreakdownKey): Promise<AdResult<AdBreakdownKey>> {
  const dimension = AD_BREAKDOWNS[key];
  const rows = [...(await partsByValue(scans, dimension))]
    .map(([value, parts]) => ({ value, ...compared(parts) }))
    .sort(
      (a, b) =>
        (b.period.amount_spent_usd ?? 0) - (a.period.amount_spent_usd ?? 0) ||
        compareValues(a.value, b.value),
    );
  return { dimension, window: scans.scope.window, weeks: scans.filter.weeks, rows };
}

/** Code-unit order, null (unknown / untagged) last: the same on every engine and machine. */
export function compareValues(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
