import type { AdDashboardBlock, AdRange, AdTagFilter } from '@/lib/api/endpoints/ad-dashboard-fields';
import type { ApiInput } from '@/lib/api/client';
import type { AggregationLevel, AttributionWindow } from '@/lib/ads/ad-values';
import type { AdRangePreset } from '@/lib/ads/ad-dashboard-values';

const DIMENSIONS = ['product', 'audience', 'hook'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** The settings form's fields as typed: text where the reader types, parsed on save. */
export interface AdSettingsDraft {
  name: string;
  datasetIds: string[];
  window: AttributionWindow;
  level: AggregationLevel;
  rangeKind: AdRange['kind'];
  preset: AdRangePreset;
  days: string;
  from: string;
  to: string;
  /** Empty: the data sources' monthly budgets. */
  budget: string;
  tags: Record<Dimension, string>;
}

export function draftOf(ad: AdDashboardBlock, name: string): AdSettingsDraft {
  const r = ad.range;
  return {
    name,
    datasetIds: ad.sources.map((s) => s.dataset_id),
    window: ad.window,
    level: ad.level,
    rangeKind: r.kind,
    preset: r.kind === 'preset' ? r.preset : '1m',
    days: r.kind === 'days' ? String(r.days) : '30',
    from: r.kind === 'custom' ? r.from : (ad.period?.from ?? ''),
    to: r.kind === 'custom' ? r.to : (ad.period?.to ?? ''),
    budget: ad.budget_usd === null ? '' : String(ad.budget_usd),
    tags: {
      product: (ad.tags.product ?? []).join(', '),
      audience: (ad.tags.audience ?? []).join(', '),
      hook: (ad.tags.hook ?? []).join(', '),
    },
  };
}

type Update = Omit<ApiInput<'adDashboard.update'>, 'dashboard_id'>;
export type DraftProblem = 'name' | 'sources' | 'days' | 'dates' | 'budget';

function rangeOf(d: AdSettingsDraft): AdRange | DraftProblem {
  if (d.rangeKind === 'preset') return { kind: 'preset', preset: d.preset };
  if (d.rangeKind === 'days') {
    const days = Number(d.days);
    return Number.isInteger(days) && days >= 1 && days <= 366 ? { kind: 'days', days } : 'days';
  }
  return d.from && d.to && d.from <= d.to ? { kind: 'custom', from: d.from, to: d.to } : 'dates';
}

const tagList = (text: string) => [
  ...new Set(
    text
      .split(/[,，\n]/)
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

function tagsOf(d: AdSettingsDraft): AdTagFilter {
  const out: AdTagFilter = {};
  for (const dimension of DIMENSIONS) {
    const list = tagList(d.tags[dimension]);
    if (list.length) out[dimension] = list;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What adDashboard.update is sent: only the settings that changed (each change but the name makes every
 * component stale, so an untouched form changes nothing), or the first field the reader must mend.
 */
export function updateOf(ad: AdDashboardBlock, name: string, d: AdSettingsDraft): Update | DraftProblem {
  const newName = d.name.trim();
  if (newName === '') return 'name';
  if (d.datasetIds.length === 0) return 'sources';
  const range = rangeOf(d);
  if (typeof range === 'string') return range;
  const budgetText = d.budget.trim();
  const budget = budgetText === '' ? null : Number(budgetText);
  if (budget !== null && !(Number.isFinite(budget) && budget >= 0 && budget <= 1_000_000_000))
    return 'budget';
  const tags = tagsOf(d);
  const update: Update = {};
  if (newName !== name) update.name = newName;
  const before = ad.sources.map((s) => s.dataset_id);
  if (!same([...before].sort(), [...d.datasetIds].sort())) update.dataset_ids = d.datasetIds;
  if (d.window !== ad.window) update.window = d.window;
  if (d.level !== ad.level) update.level = d.level;
  if (!same(range, ad.range)) update.range = range;
  if (budget !== ad.budget_usd) update.budget_usd = budget;
  const normalise = (f: AdTagFilter) => DIMENSIONS.map((k) => f[k] ?? []);
  if (!same(normalise(tags), normalise(ad.tags))) update.tags = tags;
  return update;
}
