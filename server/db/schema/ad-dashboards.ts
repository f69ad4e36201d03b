import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  AD_RANGE_KINDS,
  AD_RANGE_MAX_DAYS,
  AD_RANGE_PRESETS,
  type AdRangeKind,
  type AdRangePreset,
} from '../../../src/lib/ads/ad-dashboard-values.ts';
import {
  AGGREGATION_LEVELS,
  ATTRIBUTION_WINDOWS,
  type AggregationLevel,
  type AttributionWindow,
  type TagDimension,
} from '../../../src/lib/ads/ad-values.ts';
import { adDatasets } from './ads.ts';
import { dashboards } from './dashboards.ts';
import { inList } from './in-list.ts';

/**
 * What an AD dashboard computes over (docs/ads.md "AD dashboards"): the attribution window, the aggregation
 * level, the dates (a quick pick or the last N days, both ending on the last day of the data, or two dates),
 * the tag filter and the period's budget when the dashboard sets its own. One row per AD dashboard.
 */
export const adDashboardSettings = pgTable(
  'ad_dashboard_settings',
  {
    dashboardId: text('dashboard_id')
      .primaryKey()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    window: text('window').$type<AttributionWindow>().notNull(),
    level: text('level').$type<AggregationLevel>().notNull(),
    rangeKind: text('range_kind').$type<AdRangeKind>().notNull(),
    rangePreset: text('range_preset').$type<AdRangePreset>(),
    rangeDays: integer('range_days'),
    rangeFrom: date('range_from', { mode: 'string' }),
    rangeTo: date('range_to', { mode: 'string' }),
    /** Per dimension, the tags an ad must carry one of; a dimension not named is not filtered. */
    tags: jsonb('tags').$type<Partial<Record<TagDimension, string[]>>>().notNull().default({}),
    /** The period's budget in US dollars, instead of the datasets' monthly budgets. */
    budgetUsd: numeric('budget_usd', { precision: 14, scale: 2, mode: 'number' }),
  },
  (t) => [
    check('ad_dashboard_settings_window_check', sql`${t.window} in (${inList(ATTRIBUTION_WINDOWS)})`),
    check('ad_dashboard_settings_level_check', sql`${t.level} in (${inList(AGGREGATION_LEVELS)})`),
    check(
      'ad_dashboard_settings_range_check',
      sql`(${t.rangeKind} = 'preset' and ${t.rangePreset} in (${inList(AD_RANGE_PRESETS)}))
        or (${t.rangeKind} = 'days' and ${t.rangeDays} between 1 and ${sql.raw(String(AD_RANGE_MAX_DAYS))})
        or (${t.rangeKind} = 'custom' and ${t.rangeFrom} <= ${t.rangeTo})`,
    ),
    check('ad_dashboard_settings_kind_check', sql`${t.rangeKind} in (${inList(AD_RANGE_KINDS)})`),
    check('ad_dashboard_settings_budget_check', sql`${t.budgetUsd} is null or ${t.budgetUsd} >= 0`),
  ],
);

/**
 * The ad datasets an AD dashboard reads, in the order chosen. A deleted dataset leaves its dashboards (the link
 * goes with it); the dashboards are computed again without it.
 */
export const adDashboardSources = pgTable(
  'ad_dashboard_sources',
  {
    dashboardId: text('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    datasetId: text('dataset_id')
      .notNull()
      .references(() => adDatasets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dashboardId, t.datasetId] }),
    // A dataset's dashboards, found when its rows or tags change.
    index('ad_dashboard_sources_dataset_idx').on(t.datasetId),
  ],
);
