import { z } from 'zod';
import { AD_DASHBOARD_MAX_SOURCES } from '../../ads/ad-dashboard-values.ts';
import { AGGREGATION_LEVELS, ATTRIBUTION_WINDOWS } from '../../ads/ad-values.ts';
import { AD_COMPONENTS } from '../../report-components/catalog.ts';
import { access, defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { adTopResultSchema } from '../../report-components/ad-results.ts';
import {
  adBudgetSchema,
  adDashboardBlockSchema,
  adNoticeSchema,
  adRangeSchema,
  adTagFilterSchema,
  adWeeksSchema,
  DEFAULT_AD_RANGE,
} from './ad-dashboard-fields.ts';
import { AD_DETAIL_SORTS, adPivotOptionsSchema } from '../../report-components/ad-results.ts';
import { recordId, writers } from './common.ts';
import { dashboardComponentSchema, dashboardDetailSchema } from './dashboard.ts';

export * from './ad-dashboard-fields.ts';

/* AD dashboards (issue 14; docs/ads.md "AD dashboards"): created and set here, read with dashboard.* like MK. */

const AD_KEYS = AD_COMPONENTS.map((c) => c.api_key) as [string, ...string[]];
export const adComponentKey = z.enum(AD_KEYS);

/** What adDashboard.compute takes instead of the detail's and the pivot's settings (docs/ads.md "Ranges"). */
export const adComputeOptionsSchema = z
  .object({
    // Without the defaults of adDetailOptionsSchema: what is not asked stays the component's setting.
    detail: z
      .object({
        pageSize: z.number().int().positive().max(200).optional(),
        sort: z.enum(AD_DETAIL_SORTS).optional(),
        order: z.enum(['desc', 'asc']).optional(),
      })
      .strict()
      .optional(),
    pivot: adPivotOptionsSchema.optional(),
  })
  .strict();

const datasetIds = z
  .array(recordId)
  .min(1)
  .max(AD_DASHBOARD_MAX_SOURCES)
  .transform((ids) => [...new Set(ids)]);

export const adDashboardEndpoints = {
  'adDashboard.add': defineEndpoint({
    key: 'adDashboard.add',
    method: 'POST',
    path: '/api/ad_dashboard/add',
    input: z.object({
      name: z.string().trim().max(100).default(''),
      team_id: recordId.nullable().default(null),
      project_id: recordId.nullable().default(null),
      client_id: recordId.nullable().default(null),
      /** The team's ad datasets it reads (bound accounts, samples, uploaded files), under its client. */
      dataset_ids: datasetIds,
      window: z.enum(ATTRIBUTION_WINDOWS).default('none'),
      level: z.enum(AGGREGATION_LEVELS).default('ad'),
      range: adRangeSchema.default(DEFAULT_AD_RANGE),
      tags: adTagFilterSchema.default({}),
      budget_usd: adBudgetSchema.default(null),
      /** Every AD component by default, in the catalog's order. */
      components: z.array(adComponentKey).max(60).optional(),
    }),
    output: dashboardDetailSchema,
    access: writers,
    summary:
      "Create an AD dashboard over ad datasets of the team (each one the caller sees, under the dashboard's client) with its attribution window, aggregation level, range, tag filter and budget; its components are computed in the background (a dataset still being read first finishes).",
  }),
  'adDashboard.update': defineEndpoint({
    key: 'adDashboard.update',
    method: 'POST',
    path: '/api/ad_dashboard/update',
    input: z.object({
      dashboard_id: recordId,
      name: z.string().trim().max(100).optional(),
      dataset_ids: datasetIds.optional(),
      window: z.enum(ATTRIBUTION_WINDOWS).optional(),
      level: z.enum(AGGREGATION_LEVELS).optional(),
      range: adRangeSchema.optional(),
      tags: adTagFilterSchema.optional(),
      budget_usd: adBudgetSchema.optional(),
    }),
    output: dashboardDetailSchema,
    access: writers,
    summary:
      "Change an AD dashboard's name, data sources, window, level, range, tag filter or budget; any change but the name makes every component stale and computes them again.",
  }),
  'adDashboard.preview': defineEndpoint({
    key: 'adDashboard.preview',
    method: 'POST',
    path: '/api/ad_dashboard/preview',
    input: z.object({
      team_id: recordId.nullable().default(null),
      project_id: recordId.nullable().default(null),
      client_id: recordId.nullable().default(null),
      dataset_ids: datasetIds,
      window: z.enum(ATTRIBUTION_WINDOWS).default('none'),
      level: z.enum(AGGREGATION_LEVELS).default('ad'),
      range: adRangeSchema.default(DEFAULT_AD_RANGE),
      tags: adTagFilterSchema.default({}),
      budget_usd: adBudgetSchema.default(null),
    }),
    output: z.object({
      /** What the dashboard would be set to and what its data sources say, as its detail would show it. */
      ad: adDashboardBlockSchema,
      /** A data source is still being read for the first time and none has rows: the list follows. */
      waiting: z.boolean(),
      /** The top 10 creatives (db_ad_excellent_ads_display); null while waiting or when nothing can be read. */
      excellent: adTopResultSchema.nullable(),
    }),
    access: writers,
    summary:
      'The top 10 creatives an AD dashboard with these settings would show, computed from the facts without creating anything; the datasets are checked as adDashboard.add checks them (the caller sees each, under the client).',
  }),
  'adDashboard.compute': defineEndpoint({
    key: 'adDashboard.compute',
    method: 'POST',
    path: '/api/ad_dashboard/compute',
    input: z.object({
      dashboard_id: recordId,
      /** The dates to compute over instead of the dashboard's own (the detail's quick picks). */
      range: adRangeSchema.optional(),
      /** Only these components (default: all). */
      component_ids: z.array(recordId).max(100).optional(),
      /** The page of the detail components (their page size and sort are their settings). */
      detail_page: z.number().int().min(1).max(100_000).optional(),
      /**
       * A reader's own sort of the detail or choice of the pivot, in place of the components' settings for this
       * request only (nothing is stored: the shared page may ask it too).
       */
      options: adComputeOptionsSchema.optional(),
    }),
    output: z.object({
      range: adRangeSchema,
      period: z.object({ from: z.string(), to: z.string() }),
      weeks: adWeeksSchema,
      components: z.array(dashboardComponentSchema),
      notices: z.array(adNoticeSchema),
    }),
    access: access.share,
    summary:
      "An AD dashboard's components over a range (default its own), computed live from the facts; the analyses in the built-in writer's words. Team reader or share viewer.",
  }),
} satisfies Record<string, Endpoint>;
