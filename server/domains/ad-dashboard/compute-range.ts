import { isDeepStrictEqual } from 'node:util';
import type { AdRange } from '../../../src/lib/api/endpoints/ad-dashboard-fields.ts';
import type { AdComponentOptions } from '../../../src/lib/report-components/ad-results.ts';
import { parsePivotOptions } from '../../analytics/ad-components/ad-pivot.ts';
import { adWeeks } from '../../analytics/ad-components/ad-scope.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { toComponentDto, type ComponentDto } from '../dashboard/dashboard-dto.ts';
import { selectComponents, type DashboardRow } from '../dashboard/queries.ts';
import { computePlacedAdComponents } from './ad-component-results.ts';
import { loadAdState, rangeOf } from './ad-dashboard-state.ts';

/**
 * An AD dashboard's components over a range (its own by default), as the detail's quick picks and the shared
 * page ask: a fresh stored result stands when the range is the dashboard's own (the analyses keep the model's
 * words there), anything else is computed live, the analyses in the built-in writer's words (a model call per
 * request would make a quick pick wait). A dashboard that cannot be computed says why (its notices).
 */
export async function computeAdRange(
  deps: { db: Db; analytics: StoreReader },
  dashboard: DashboardRow,
  input: { range?: AdRange; component_ids?: string[]; detail_page?: number; options?: AdComponentOptions },
  now = new Date(),
) {
  if (dashboard.appType !== 'AD') throw new AppError('AD_DASHBOARD_REQUIRED');
  // Checked before anything is read, as the pivot editor checks it: a repeated choice is 10xxx, not a failed card.
  if (input.options?.pivot) parsePivotOptions(input.options.pivot);
  const [state, rows] = await Promise.all([
    loadAdState(deps.db, dashboard, input.range ? { range: input.range } : {}),
    selectComponents(deps.db, dashboard.id),
  ]);
  const unknown = input.component_ids?.filter((id) => !rows.some((r) => r.id === id)) ?? [];
  if (unknown.length) throw new AppError('NOT_FOUND', 'Component not found.');
  const asked = input.component_ids ? rows.filter((r) => input.component_ids!.includes(r.id)) : rows;
  const ownRange = !input.range || isDeepStrictEqual(input.range, rangeOf(state.settings));
  // A stored result stands only for what it was computed with: the own range, the first page, the settings.
  const askedOther = (r: (typeof rows)[number]) =>
    (r.apiKey === 'db_ad_data_detail' && ((input.detail_page ?? 1) > 1 || !!input.options?.detail)) ||
    (r.apiKey === 'db_ad_custom_multi_dimensional_data' && !!input.options?.pivot);
  const stored = (r: (typeof rows)[number]) => ownRange && r.state === 'fresh' && !askedOther(r);
  const live = state.scope ? asked.filter((r) => !stored(r)) : [];
  const outcomes = state.scope
    ? await computePlacedAdComponents(deps.analytics, state.scope, live, {
        detailPage: input.detail_page,
        options: input.options ?? {},
      })
    : new Map();
  // Nothing to compute: a dashboard waiting for its first rows shows what it has; a failed one says why.
  const failure = state.scope ? null : state.failure;
  const components = asked.map((row): ComponentDto => {
    const dto = toComponentDto(row);
    const outcome = outcomes.get(row.id);
    if (!outcome) return failure ? { ...dto, state: 'failed', result: null, error_code: failure } : dto;
    return outcome.ok
      ? { ...dto, state: 'fresh', result: outcome.result, computed_at: now.toISOString(), error_code: null }
      : { ...dto, state: 'failed', result: null, error_code: outcome.code };
  });
  const period = state.period ?? { from: now.toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) };
  return {
    range: state.range,
    period,
    weeks: adWeeks(period.to),
    components,
    notices: state.notices,
  };
}
