import type { TFunction } from '@/lib/i18n/translator';
import type { AttributionWindow } from '@/lib/ads/ad-values';
import type { AdValueKey } from '@/lib/report-components/ad-results';
import type { Language } from '@/lib/i18n';
import { enumName } from '@/lib/i18n/enum-names';
import type { AdReportContext } from '../ad-components.ts';
import { CONVERSION_METRICS, formatMetric } from './ad-metrics.ts';
import '@/lib/i18n/namespaces/adReport';

/** A dimension an AD breakdown or pivot groups by (the breakdowns say `ad_type`, the pivot `type`). */
export type AdDimension =
  | 'country'
  | 'media'
  | 'channel'
  | 'ad_type'
  | 'type'
  | 'objective'
  | 'product'
  | 'audience'
  | 'hook'
  | 'day'
  | 'week'
  | 'campaign'
  | 'ad_set'
  | 'ad';

const TAG_DIMENSIONS: ReadonlySet<AdDimension> = new Set(['product', 'audience', 'hook']);
/** Codes the facts keep in lower case with `_`, named in adReport:<group>.<code>. */
const CODE_GROUPS: Partial<Record<AdDimension, string>> = {
  media: 'media',
  channel: 'channel',
  ad_type: 'adType',
  type: 'adType',
  objective: 'objective',
};

/** `audience_network` → "Audience network": a code we have no name for, still readable. */
const humanized = (code: string) => {
  const words = code.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
};

export interface AdView {
  t: TFunction;
  language: Language;
  /** The dashboard's attribution window, and whether its sources report conversions under it (docs/ads.md). */
  window: AttributionWindow | null;
  reported: 'all' | 'some' | 'none';
  sample: boolean;
  metricLabel(metric: AdValueKey): string;
  dimensionLabel(dimension: AdDimension): string;
  /** A breakdown or pivot value as people read it; null is "Unknown", or "Untagged" for a tag dimension. */
  valueLabel(dimension: AdDimension, value: string | null): string;
  /** False for a conversion metric the window does not measure: shown "Not measured", never as its zero. */
  measured(metric: AdValueKey): boolean;
  /** A metric's value as shown, "Not measured" where the window is not reported. */
  metric(
    metric: AdValueKey,
    value: number | null | undefined,
    opts?: { compact?: boolean; compactFrom?: number },
  ): string;
  /** A raw cell for tables and XLSX: the number, or the "Not measured" words. */
  cell(metric: AdValueKey, value: number | null | undefined): number | string | null;
}

export function adView(t: TFunction, language: Language, context: AdReportContext = {}): AdView {
  const reported = context.attribution?.reported ?? 'all';
  const measured = (metric: AdValueKey) => reported !== 'none' || !CONVERSION_METRICS.has(metric);
  const notMeasured = t('adReport:notMeasured');
  return {
    t,
    language,
    window: context.attribution?.window ?? null,
    reported,
    sample: context.dataSources?.includes('sample') ?? false,
    metricLabel: (metric) => t(`adReport:metric.${metric}`),
    dimensionLabel: (dimension) => t(`adReport:dimension.${dimension}`),
    valueLabel(dimension, value) {
      if (value === null) return t(TAG_DIMENSIONS.has(dimension) ? 'adReport:untagged' : 'adReport:unknown');
      if (dimension === 'country') return enumName('region', value, language, t);
      if (dimension === 'week') return t('adReport:weekOf', { day: value });
      const group = CODE_GROUPS[dimension];
      return group ? t(`adReport:${group}.${value}`, { defaultValue: humanized(value) }) : value;
    },
    measured,
    metric: (metric, value, opts) =>
      measured(metric) ? formatMetric(metric, value, language, opts) : notMeasured,
    cell: (metric, value) => (measured(metric) ? (value ?? null) : notMeasured),
  };
}
