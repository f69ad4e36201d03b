import {
  adPivotOptionsSchema,
  type AdPivotDimension,
  type AdPivotOptions,
} from '@/lib/report-components/ad-results';
import type { AdMetric } from '@/lib/ads/ad-values';

/** What is wrong with a pivot choice, each with its sentence (adReport:pivot.error.<kind>). */
export type PivotProblem =
  'noDimension' | 'tooManyDimensions' | 'repeatedDimension' | 'noMetric' | 'repeatedMetric' | 'unknown';

export const MAX_PIVOT_DIMENSIONS = 3;

/** The editor's draft: a dimension per level ('' for none) and the metrics ticked, in the list's order. */
export interface PivotDraft {
  levels: readonly (AdPivotDimension | '')[];
  metrics: readonly AdMetric[];
}

export const draftOf = (options: AdPivotOptions): PivotDraft => ({
  levels: Array.from({ length: MAX_PIVOT_DIMENSIONS }, (_, i) => options.dimensions[i] ?? ''),
  metrics: options.metrics,
});

const repeats = (values: readonly string[]) => new Set(values).size !== values.length;

/**
 * The server's check of a pivot (1–3 different dimensions of AD_PIVOT_DIMENSIONS, one or more different metrics
 * of AD_PIVOT_METRICS: its schema plus "different"), so the editor never sends what the server refuses with
 * AD_PIVOT_INVALID.
 */
export function checkPivot(
  draft: PivotDraft,
): { options: AdPivotOptions; problems: [] } | { options: null; problems: PivotProblem[] } {
  const dimensions = draft.levels.filter((d): d is AdPivotDimension => d !== '');
  const candidate = { dimensions, metrics: [...draft.metrics] };
  const problems = new Set<PivotProblem>();
  const parsed = adPivotOptionsSchema.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (issue.code === 'too_small') problems.add(field === 'dimensions' ? 'noDimension' : 'noMetric');
      else if (issue.code === 'too_big' && field === 'dimensions') problems.add('tooManyDimensions');
      else problems.add('unknown');
    }
  if (repeats(dimensions)) problems.add('repeatedDimension');
  if (repeats(draft.metrics)) problems.add('repeatedMetric');
  return parsed.success && problems.size === 0
    ? { options: parsed.data, problems: [] }
    : { options: null, problems: [...problems] };
}

export const sameOptions = (a: AdPivotOptions, b: AdPivotOptions) =>
  a.dimensions.join() === b.dimensions.join() && a.metrics.join() === b.metrics.join();
