import type { AdNoticeKind } from '../../../src/lib/ads/ad-dashboard-values.ts';
import { TAG_DIMENSIONS } from '../../../src/lib/ads/ad-values.ts';
import type { AdRange, AdTagFilter } from '../../../src/lib/api/endpoints/ad-dashboard-fields.ts';
import type { AdScope } from '../../../src/lib/report-components/ad-results.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { DashboardRow } from '../dashboard/queries.ts';
import { periodBudget, resolveAdPeriod, todayUtc, type AdPeriod } from './ad-period.ts';
import { selectAdSettings, selectAdSources, type AdSettingsRow, type AdSourceDataset } from './queries.ts';

export interface AdNotice {
  kind: AdNoticeKind;
  dataset_ids: string[];
}

/** Why nothing can be computed: no data source left, or every one failed without rows. */
export type AdStateFailure = 'ad_no_sources' | 'ad_sources_failed';

/**
 * An AD dashboard as it can be computed now: its settings, its data sources and what they say, the period its
 * range stands for, and the components' scope, or why there is none (waiting for a source's first rows, or a
 * failure).
 */
export interface AdDashboardState {
  settings: AdSettingsRow;
  range: AdRange;
  tags: AdTagFilter;
  sources: AdSourceDataset[];
  /** The sources under the dashboard's client: the ones its viewers may see, and the detail lists. */
  eligible: AdSourceDataset[];
  /** Those the scope reads: with rows, or read and empty. */
  used: AdSourceDataset[];
  notices: AdNotice[];
  period: AdPeriod | null;
  budget: ReturnType<typeof periodBudget>;
  /** A source is still being read for the first time and none has rows yet: the results wait for it. */
  waiting: boolean;
  failure: AdStateFailure | null;
  scope: AdScope | null;
}

export function rangeOf(s: AdSettingsRow): AdRange {
  if (s.rangeKind === 'custom') return { kind: 'custom', from: s.rangeFrom ?? '', to: s.rangeTo ?? '' };
  if (s.rangeKind === 'days') return { kind: 'days', days: s.rangeDays ?? 1 };
  return { kind: 'preset', preset: s.rangePreset ?? '1m' };
}

/** The settings columns of a range (the others null, as the table's check wants). */
export function rangeColumns(range: AdRange) {
  return {
    rangeKind: range.kind,
    rangePreset: range.kind === 'preset' ? range.preset : null,
    rangeDays: range.kind === 'days' ? range.days : null,
    rangeFrom: range.kind === 'custom' ? range.from : null,
    rangeTo: range.kind === 'custom' ? range.to : null,
  };
}

const ids = (list: readonly AdSourceDataset[]) => list.map((d) => d.id);
const reading = (d: AdSourceDataset) => d.state === 'parsing' || d.state === 'syncing';
const latest = (days: (string | null)[]) =>
  days.filter((d): d is string => d !== null).reduce<string | null>((a, b) => (a && a > b ? a : b), null);

/** Only the dimensions with tags: an empty list would filter every ad out. */
function tagFilter(tags: AdTagFilter): AdTagFilter {
  return Object.fromEntries(TAG_DIMENSIONS.flatMap((d) => (tags[d]?.length ? [[d, tags[d]]] : [])));
}

/** The state of an AD dashboard over its own range, or over `range` (the detail's quick picks). */
export function adStateOf(
  dashboard: Pick<DashboardRow, 'clientId'>,
  settings: AdSettingsRow,
  sources: AdSourceDataset[],
  opts: { range?: AdRange; today?: string } = {},
): AdDashboardState {
  const range = opts.range ?? rangeOf(settings);
  const tags = tagFilter(settings.tags);
  // A dataset moved to another client since it was chosen is left out: the dashboard's viewers may not see it.
  const eligible = sources.filter((d) => d.clientId === dashboard.clientId);
  const used = eligible.filter((d) => d.rowCount > 0 || d.state === 'success');
  const notices: AdNotice[] = [];
  const notice = (kind: AdNoticeKind, list: readonly AdSourceDataset[]) => {
    if (list.length) notices.push({ kind, dataset_ids: ids(list) });
  };
  notice('reading', eligible.filter(reading));
  notice(
    'failed',
    eligible.filter((d) => d.state === 'failed'),
  );
  notice(
    'not_measured',
    used.filter((d) => d.rowCount > 0 && !d.windows.includes(settings.window)),
  );
  notice(
    'other_client',
    sources.filter((d) => d.clientId !== dashboard.clientId),
  );
  const waiting = used.length === 0 && eligible.some(reading);
  const failure: AdStateFailure | null =
    eligible.length === 0 ? 'ad_no_sources' : used.length === 0 && !waiting ? 'ad_sources_failed' : null;
  if (eligible.length === 0) notices.push({ kind: 'no_sources', dataset_ids: [] });

  const dataEnd = latest(used.map((d) => d.lastDay));
  const period = used.length ? resolveAdPeriod(range, dataEnd, opts.today ?? todayUtc()) : null;
  const budget = period
    ? periodBudget(
        settings.budgetUsd,
        used.map((d) => d.monthlyBudgetUsd),
        period,
      )
    : {
        usd: settings.budgetUsd,
        source: settings.budgetUsd === null ? ('none' as const) : ('override' as const),
      };
  if (
    period &&
    !used.some((d) => d.firstDay && d.lastDay && d.firstDay <= period.to && d.lastDay >= period.from)
  )
    notices.push({ kind: 'no_data_in_range', dataset_ids: [] });

  const scope: AdScope | null = period
    ? {
        datasetIds: ids(used),
        from: period.from,
        to: period.to,
        window: settings.window,
        level: settings.level,
        ...(Object.keys(tags).length ? { tags } : {}),
        ...(budget.usd !== null ? { budgetUsd: budget.usd } : {}),
      }
    : null;
  return { settings, range, tags, sources, eligible, used, notices, period, budget, waiting, failure, scope };
}

/** Loads an AD dashboard's settings and sources and works out its state. */
export async function loadAdState(
  db: Db,
  dashboard: Pick<DashboardRow, 'id' | 'clientId'>,
  opts: { range?: AdRange; today?: string } = {},
): Promise<AdDashboardState> {
  const [settings, sources] = await Promise.all([
    selectAdSettings(db, dashboard.id),
    selectAdSources(db, dashboard.id),
  ]);
  if (!settings) throw new AppError('INTERNAL', `AD dashboard ${dashboard.id} has no settings row.`);
  return adStateOf(dashboard, settings, sources, opts);
}
