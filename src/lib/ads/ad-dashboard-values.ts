/**
 * AD dashboards (issue 14, docs/ads.md "AD dashboards"): the values the server, the screens and the chat tools
 * share. Zod-free, like ad-values.ts.
 */

/**
 * What a dashboard analyses: social posts (MK; a GENERAL report's dashboards are social too) or ad performance
 * (AD). Read from the report's app_doi (spec §2: its fifth segment).
 */
export const DASHBOARD_APP_TYPES = ['MK', 'AD'] as const;
export type DashboardAppType = (typeof DASHBOARD_APP_TYPES)[number];

/** The AD report's app_doi (spec §2's report view type REPORT_BOOSTER_META_ANALYSIS_AD: platform META, type AD). */
export const AD_REPORT_APP_DOI = 'REPORT_BOOSTER_META_ANALYSIS_AD';

/** Spec §9's time-range quick picks: 1, 3 and 6 months and a year, ending on the last day of the data. */
export const AD_RANGE_PRESETS = ['1m', '3m', '6m', '1y'] as const;
export type AdRangePreset = (typeof AD_RANGE_PRESETS)[number];

/** How an AD dashboard's dates are given: a quick pick, the last N days of the data, or two dates. */
export const AD_RANGE_KINDS = ['preset', 'days', 'custom'] as const;
export type AdRangeKind = (typeof AD_RANGE_KINDS)[number];

/** The most days "the last N days" may span (a year and a leap day). */
export const AD_RANGE_MAX_DAYS = 366;

/** An AD dashboard reads 1–100 ad datasets (the components' scope takes at most 100). */
export const AD_DASHBOARD_MAX_SOURCES = 100;

/** The most tags one dimension of a dashboard's tag filter may list (the components' scope takes 200). */
export const AD_DASHBOARD_MAX_TAGS = 200;

/**
 * What the detail says about its data sources beside the results, each with the datasets it concerns:
 * - `reading`: being parsed or synced; the results follow when it is done;
 * - `failed`: its last parse or sync failed (its earlier rows, if any, are still used);
 * - `not_measured`: it does not report the dashboard's attribution window, so its conversions there are zeros;
 * - `other_client`: filed under another client since it was chosen, so it is left out;
 * - `no_data_in_range`: no source has a row between the dashboard's first and last day;
 * - `no_sources`: every data source was deleted.
 */
export const AD_NOTICE_KINDS = [
  'reading',
  'failed',
  'not_measured',
  'other_client',
  'no_data_in_range',
  'no_sources',
] as const;
export type AdNoticeKind = (typeof AD_NOTICE_KINDS)[number];

/** Where the period's budget comes from: the dashboard's own figure, the datasets' monthly budgets, or none. */
export const AD_BUDGET_SOURCES = ['override', 'datasets', 'none'] as const;
export type AdBudgetSource = (typeof AD_BUDGET_SOURCES)[number];
