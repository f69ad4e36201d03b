import type { z } from 'zod';
import {
  AD_DATA_CHECK_PATH,
  AD_DATA_TEMPLATE_PATH,
  AD_DATA_UPLOAD_PATH,
  endpoints,
} from '../../src/lib/api/endpoints.ts';
import { AD_IMPORT_MAX_FILE_BYTES } from '../../src/lib/ads/ad-values.ts';
import { AD_UPLOAD_ACCEPT, createAdDashboardTool } from '../../src/tools/create-ad-dashboard/contract.ts';
import { createAdDashboard } from '../domains/ad-dashboard/service.ts';
import type { AdDatasetRow } from '../domains/ads/dataset-queries.ts';
import { callerOf } from '../domains/dashboard/team-scope.ts';
import { findDuplicateAdDashboard } from './create-ad-dashboard/find-duplicate-ad-dashboard.ts';
import { resolveAdSources } from './create-ad-dashboard/resolve-ad-sources.ts';
import { fileDashboard } from './dashboard-filing.ts';
import { requireWriter } from './require-writer.ts';
import { defineServerTool } from './tool-executor.ts';

type Input = z.output<(typeof createAdDashboardTool)['input']>;

const MAX_NAME = 100;

/** The dashboard's name from its data: "Trailhead Outdoor · Meta + October export", cut to the limit. */
export const nameFromDatasets = (datasets: readonly { name: string }[]) =>
  datasets
    .map((d) => d.name)
    .join(' + ')
    .slice(0, MAX_NAME)
    .trim();

/** What stays of the request whatever data it ends up reading: handed back for the next call. */
const settingsOf = (input: Input) => ({
  ...(input.name ? { name: input.name } : {}),
  ...(input.window ? { window: input.window } : {}),
  ...(input.level ? { level: input.level } : {}),
  ...(input.range ? { range: input.range } : {}),
  ...(input.tag_by ? { tag_by: input.tag_by } : {}),
  ...(input.budget_usd !== undefined ? { budget_usd: input.budget_usd } : {}),
  ...(input.client ? { client: input.client } : {}),
  ...(input.project ? { project: input.project } : {}),
});

const sourceOf = (d: AdDatasetRow) => ({
  dataset_id: d.id,
  name: d.name,
  kind: d.kind,
  platform: d.platform,
  sample: d.kind === 'sample',
  state: d.state,
  days: d.firstDay && d.lastDay ? { from: d.firstDay, to: d.lastDay } : null,
});

/** The one client all the datasets are filed under, if they share one. */
function sharedClient(datasets: readonly AdDatasetRow[]): string | null {
  const clients = new Set(datasets.map((d) => d.clientId));
  return clients.size === 1 ? ([...clients][0] ?? null) : null;
}

/**
 * Creates an AD dashboard from chat through the AD dashboard service (its checks and errors exactly as
 * adDashboard.add's). A file cannot come through chat: "upload" answers with what the card needs to take it,
 * and the card calls again with the new dataset. Unclear data is a choice, an AD dashboard over the same data is
 * offered instead of a copy.
 */
export const createAdDashboardExecutor = defineServerTool({
  contract: createAdDashboardTool,
  async execute(input, ctx) {
    requireWriter(ctx);
    const caller = callerOf(ctx.user);
    const filing = await fileDashboard(ctx.deps.db, caller.team, input, ctx.locale);
    const named = Boolean(
      input.dataset_ids?.length || input.dataset_names?.length || input.sample_accounts?.length,
    );
    if (input.upload && !named)
      return {
        outcome: 'needs_upload' as const,
        platform: input.platform ?? null,
        upload: {
          path: AD_DATA_UPLOAD_PATH,
          check_path: AD_DATA_CHECK_PATH,
          template: {
            csv: `${AD_DATA_TEMPLATE_PATH}?format=csv&lang=${ctx.locale}`,
            xlsx: `${AD_DATA_TEMPLATE_PATH}?format=xlsx&lang=${ctx.locale}`,
          },
          accept: [...AD_UPLOAD_ACCEPT],
          max_bytes: AD_IMPORT_MAX_FILE_BYTES,
          client_id: filing.client_id,
        },
        then: settingsOf(input),
      };
    const sources = await resolveAdSources(ctx, caller, input, filing.client_id);
    if (sources.kind === 'choose')
      return {
        outcome: 'choose_source' as const,
        candidates: sources.candidates.slice(0, 20).map(sourceOf),
        samples: sources.samples,
        unmatched: sources.unmatched,
        platform: input.platform ?? null,
        request: settingsOf(input),
      };
    const { datasets } = sources;
    const name = input.name || nameFromDatasets(datasets);
    if (!input.allow_duplicate) {
      const existing = await findDuplicateAdDashboard(
        ctx.deps.db,
        caller.team,
        datasets.map((d) => d.id),
      );
      if (existing)
        return {
          outcome: 'duplicate' as const,
          existing_dashboard_id: existing.id,
          existing_name: existing.name,
          name,
        };
    }
    const request = endpoints['adDashboard.add'].input.parse({
      name,
      client_id: input.client ? filing.client_id : (filing.client_id ?? sharedClient(datasets)),
      project_id: filing.project_id,
      dataset_ids: datasets.map((d) => d.id),
      ...(input.window ? { window: input.window } : {}),
      ...(input.level ? { level: input.level } : {}),
      ...(input.range ? { range: input.range } : {}),
      ...(input.budget_usd !== undefined ? { budget_usd: input.budget_usd } : {}),
    });
    const detail = await createAdDashboard(ctx.deps.db, caller, request, { pivotBy: input.tag_by });
    const ad = detail.ad!;
    return {
      outcome: 'created' as const,
      dashboard_id: detail.dashboard_id,
      name: detail.name,
      status: detail.status,
      sources: datasets.map(sourceOf),
      sample: ad.sample,
      window: ad.window,
      level: ad.level,
      range: ad.range,
      tag_by: input.tag_by ?? [],
      bound_samples: sources.boundSamples,
    };
  },
});
