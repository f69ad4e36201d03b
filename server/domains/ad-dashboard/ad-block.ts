import type { z } from 'zod';
import type { DashboardSource } from '../../../src/lib/api/endpoints.ts';
import type { adDashboardBlockSchema } from '../../../src/lib/api/endpoints/ad-dashboard-fields.ts';
import { adWeeks } from '../../analytics/ad-components/ad-scope.ts';
import type { AdDashboardState } from './ad-dashboard-state.ts';
import type { AdSourceDataset } from './queries.ts';

export type AdBlockDto = z.input<typeof adDashboardBlockSchema>;

/** A dataset kind as a dashboard's data source: sample accounts are `sample`, files `import`. */
const SOURCE_OF: Record<AdSourceDataset['kind'], DashboardSource> = {
  sample: 'sample',
  file: 'import',
  account: 'ad_account',
};

/** The distinct sources of an AD dashboard's datasets, for its summary's `data_sources`. */
export function dashboardSourcesOf(kinds: readonly AdSourceDataset['kind'][]): DashboardSource[] {
  return [...new Set(kinds.map((k) => SOURCE_OF[k]))];
}

/**
 * What the detail and the shared page show of an AD dashboard: its settings, the dates its range stands for
 * now, its data sources (those under the dashboard's client: another client's are counted in a notice only),
 * the notices, and whether sample data is among them.
 */
export function toAdBlock(state: AdDashboardState): AdBlockDto {
  const { settings } = state;
  return {
    window: settings.window,
    level: settings.level,
    range: state.range,
    tags: state.tags,
    budget_usd: settings.budgetUsd,
    period: state.period,
    weeks: state.period ? adWeeks(state.period.to) : null,
    budget: state.budget,
    sample: state.eligible.some((d) => d.kind === 'sample'),
    sources: state.eligible.map((d) => ({
      dataset_id: d.id,
      name: d.name,
      kind: d.kind,
      platform: d.platform,
      sample: d.kind === 'sample',
      state: d.state,
      phase: d.phase,
      progress: d.progress,
      failure_code: d.failureCode,
      row_count: d.rowCount,
      days: d.firstDay && d.lastDay ? { from: d.firstDay, to: d.lastDay } : null,
      windows: d.windows,
      measured: d.windows.includes(settings.window),
    })),
    notices: state.notices,
  };
}
