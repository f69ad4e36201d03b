import type { z } from 'zod';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import type {
  AdQueryDimension,
  AdQueryMetric,
  queryAdDashboardTool,
} from '../../../src/tools/query-ad-dashboard/contract.ts';
import type { AdScope } from '../../../src/lib/report-components/ad-results.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';

type Output = z.input<(typeof queryAdDashboardTool)['output']>;
export type AdAnswer = Pick<Output, 'kind' | 'columns' | 'rows' | 'chart' | 'rule' | 'matched'>;

/** What one question is answered from: the facts, the scope (the asked dates), and what was asked. */
export interface AdAnswerInput {
  store: StoreReader;
  scope: AdScope;
  metric: AdQueryMetric;
  by: AdQueryDimension;
  rank: 'highest' | 'lowest';
  direction: 'up' | 'down';
  limit: number;
  locale: Language;
  /** breakdown: keep only values strictly above / below these, in the metric's stored unit (rates as ratios). */
  above?: number;
  below?: number;
}

/** How a value with no name is shown in a chart's axis: untagged for a tag dimension, unknown otherwise. */
const NO_VALUE: Record<'tag' | 'other', Record<Language, string>> = {
  tag: { en: '(untagged)', zh: '（未打标签）' },
  other: { en: '(unknown)', zh: '（未知）' },
};
const TAG_DIMENSIONS_ASKED = new Set<AdQueryDimension>(['product', 'audience', 'hook']);

export const axisLabel = (value: string | null, by: AdQueryDimension, locale: Language) =>
  value ?? NO_VALUE[TAG_DIMENSIONS_ASKED.has(by) ? 'tag' : 'other'][locale];

/** Highest or lowest first; rows without a value go last whichever the order. */
export function byValue<T>(rows: readonly T[], value: (row: T) => number | null, order: 'desc' | 'asc'): T[] {
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return order === 'desc' ? y - x : x - y;
  });
}
