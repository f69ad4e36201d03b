import type { Db } from '../../db/client.ts';
import type { AnalysisPlan } from '../dashboard/analysis-plan.ts';
import type { AnalysisDeps } from '../dashboard/component-results.ts';
import { updateDashboard, type DashboardRow } from '../dashboard/queries.ts';
import { computePlacedAdComponents } from './ad-component-results.ts';
import { loadAdState } from './ad-dashboard-state.ts';

/**
 * How the analysis job computes an AD dashboard (docs/ads.md "AD dashboards"): over its range as its data
 * sources are now, the analyses worded by the configured model when there is one. While a source is still read
 * for the first time nothing is computed (its end queues the analysis again); when no source can be read the
 * components fail with the reason and the dashboard with them. A computed dashboard is ready, also one that had
 * failed before its data came back.
 */
export async function adAnalysisPlan(
  db: Db,
  deps: AnalysisDeps,
  dashboard: DashboardRow,
): Promise<AnalysisPlan> {
  const state = await loadAdState(db, dashboard);
  if (state.waiting) return { kind: 'wait', reason: 'waiting for its ad data to be read' };
  const { failure, scope } = state;
  if (failure || !scope)
    return {
      kind: 'compute',
      compute: async (stale, onOutcome) => {
        for (const c of stale)
          await onOutcome(c.id, {
            ok: false,
            code: failure ?? 'ad_sources_failed',
            detail: `AD dashboard ${dashboard.id}: ${failure ?? 'no scope'}`,
          });
      },
      finish: async (tx) => {
        await updateDashboard(tx, dashboard.id, {
          status: 'failed',
          failureCode: failure ?? 'ad_sources_failed',
        });
      },
    };
  return {
    kind: 'compute',
    compute: async (stale, onOutcome) => {
      await computePlacedAdComponents(deps.store, scope, stale, { ask: deps.textAnalytics.ask }, onOutcome);
    },
    finish: async (tx) => {
      await updateDashboard(tx, dashboard.id, { status: 'ready', failureCode: null });
    },
  };
}
