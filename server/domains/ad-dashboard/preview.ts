import type { z } from 'zod';
import type { endpoints } from '../../../src/lib/api/endpoints.ts';
import { computeAdComponents } from '../../analytics/ad-components/registry.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { resolveOrgRefs } from '../dashboard/org-refs.ts';
import type { TeamCaller } from '../dashboard/team-scope.ts';
import { toAdBlock } from './ad-block.ts';
import { adStateOf, rangeColumns } from './ad-dashboard-state.ts';
import { checkAdSources } from './check-sources.ts';

type PreviewInput = z.output<(typeof endpoints)['adDashboard.preview']['input']>;

/**
 * The builder's preview: what an AD dashboard with these settings would show as its top 10 creatives, computed
 * now over the same scope the dashboard's analysis would use (the same state, filing and checks as
 * adDashboard.add), without writing anything.
 */
export async function previewAdDashboard(
  deps: { db: Db; analytics: StoreReader },
  caller: TeamCaller,
  input: PreviewInput,
  today?: string,
) {
  const { refs, issues } = await resolveOrgRefs(deps.db, caller.team, {
    teamId: input.team_id,
    projectId: input.project_id,
    clientId: input.client_id,
  });
  if (issues.length) throw new AppError('VALIDATION', undefined, issues);
  const sources = await checkAdSources(deps.db, caller.team, refs.clientId, input.dataset_ids);
  const settings = {
    dashboardId: '',
    window: input.window,
    level: input.level,
    ...rangeColumns(input.range),
    tags: input.tags,
    budgetUsd: input.budget_usd,
  };
  const state = adStateOf({ clientId: refs.clientId }, settings, sources, today ? { today } : {});
  const excellent = state.scope
    ? (await computeAdComponents(deps.analytics, state.scope, ['db_ad_excellent_ads_display']))
        .db_ad_excellent_ads_display
    : null;
  return { ad: toAdBlock(state), waiting: state.waiting, excellent };
}
