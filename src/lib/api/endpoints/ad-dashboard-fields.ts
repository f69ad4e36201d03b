import { z } from 'zod';
import {
  AD_BUDGET_SOURCES,
  AD_DASHBOARD_MAX_TAGS,
  AD_NOTICE_KINDS,
  AD_RANGE_MAX_DAYS,
  AD_RANGE_PRESETS,
} from '../../ads/ad-dashboard-values.ts';
import { AD_DATASET_KINDS, AD_DATASET_PHASES, AD_DATASET_STATES } from '../../ads/ad-dataset-values.ts';
import { AD_TAG_MAX_LENGTH } from '../../ads/ad-tags.ts';
import { AD_PLATFORMS, AGGREGATION_LEVELS, ATTRIBUTION_WINDOWS } from '../../ads/ad-values.ts';

/* The AD dashboard's own fields, shared by the dashboard detail and the adDashboard.* endpoints. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day, YYYY-MM-DD (2026-02-30 is refused). */
export const calendarDay = z
  .string()
  .regex(DAY, 'A day as YYYY-MM-DD.')
  .refine((d) => {
    const ms = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === d;
  }, 'Not a calendar day.');

/**
 * The dates an AD dashboard covers: a quick pick of spec §9 or the last N days, both ending on the last day of
 * its data, or two dates (inclusive).
 */
export const adRangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('preset'), preset: z.enum(AD_RANGE_PRESETS) }),
  z.object({ kind: z.literal('days'), days: z.number().int().min(1).max(AD_RANGE_MAX_DAYS) }),
  z
    .object({ kind: z.literal('custom'), from: calendarDay, to: calendarDay })
    .refine((r) => r.from <= r.to, { path: ['to'], message: 'The last day cannot be before the first.' }),
]);
export type AdRange = z.infer<typeof adRangeSchema>;
export const DEFAULT_AD_RANGE: AdRange = { kind: 'preset', preset: '1m' };

const tagWord = z
  .string()
  .trim()
  .min(1)
  .max(AD_TAG_MAX_LENGTH)
  // eslint-disable-next-line no-control-regex -- a tag is one line of visible text
  .refine((v) => !/[\u0000-\u001f\u007f-\u009f]/.test(v), 'No control characters.');

const tagList = z
  .array(tagWord)
  .max(AD_DASHBOARD_MAX_TAGS)
  .transform((tags) => [...new Set(tags)]);
/** Per dimension, the tags an ad must carry one of (spec §2's tagging by product, audience and hook). */
export const adTagFilterSchema = z.object({
  product: tagList.optional(),
  audience: tagList.optional(),
  hook: tagList.optional(),
});
export type AdTagFilter = z.infer<typeof adTagFilterSchema>;

/** The period's budget in US dollars (the dashboard's own figure); null: the datasets' monthly budgets. */
export const adBudgetSchema = z.number().min(0).max(1_000_000_000).nullable();

const dayRange = z.object({ from: z.string(), to: z.string() });
/** This week is the seven days ending on the period's last day, last week the seven before (docs/ads.md). */
export const adWeeksSchema = z.object({ thisWeek: dayRange, lastWeek: dayRange });

/** A data source of an AD dashboard, as its detail lists it (no account id or token: shared pages show it). */
export const adDashboardSourceSchema = z.object({
  dataset_id: z.string(),
  name: z.string(),
  kind: z.enum(AD_DATASET_KINDS),
  platform: z.enum(AD_PLATFORMS).nullable(),
  /** Generated data (a sample account): the dashboard is labelled sample. */
  sample: z.boolean(),
  state: z.enum(AD_DATASET_STATES),
  phase: z.enum(AD_DATASET_PHASES).nullable(),
  progress: z.number().int(),
  /** Why its last parse or sync failed (10400, 10420–10428, …), as adData.detail says. */
  failure_code: z.number().int().nullable(),
  row_count: z.number().int(),
  days: dayRange.nullable(),
  windows: z.array(z.enum(ATTRIBUTION_WINDOWS)),
  /** It reports the dashboard's attribution window (else its conversions there are zeros). */
  measured: z.boolean(),
});

export const adNoticeSchema = z.object({
  kind: z.enum(AD_NOTICE_KINDS),
  /** The data sources it concerns (none for no_data_in_range and no_sources). */
  dataset_ids: z.array(z.string()),
});

/** What an AD dashboard is set to compute, and what its data sources are and say; null for an MK dashboard. */
export const adDashboardBlockSchema = z.object({
  window: z.enum(ATTRIBUTION_WINDOWS),
  level: z.enum(AGGREGATION_LEVELS),
  range: adRangeSchema,
  tags: adTagFilterSchema,
  /** The dashboard's own budget for the period, if set. */
  budget_usd: z.number().nullable(),
  /** The dates the range stands for now; null before any data source holds rows. */
  period: dayRange.nullable(),
  weeks: adWeeksSchema.nullable(),
  /** The budget the components compare the spend with, and where it comes from. */
  budget: z.object({ usd: z.number().nullable(), source: z.enum(AD_BUDGET_SOURCES) }),
  /** Any data source is generated sample data: every screen and shared page says so. */
  sample: z.boolean(),
  sources: z.array(adDashboardSourceSchema),
  notices: z.array(adNoticeSchema),
});
export type AdDashboardBlock = z.infer<typeof adDashboardBlockSchema>;
