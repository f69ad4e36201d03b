import type { AttributionWindow, WindowedMeasure } from '../../../src/lib/ads/ad-values.ts';

/** What a column of an upload can mean, whatever the file calls it (the template's keys). */
export const TEXT_FIELDS = [
  'day',
  'platform',
  'reporting_start',
  'reporting_end',
  'campaign_id',
  'campaign_name',
  'ad_set_id',
  'ad_set_name',
  'ad_id',
  'ad_name',
  'creative_text',
  'creative_url',
  'country',
  'media',
  'channel',
  'ad_type',
  'objective',
  'currency',
  'attribution_setting',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const DELIVERY_FIELDS = ['spend', 'impressions', 'views', 'link_clicks', 'engagements'] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

/** Conversions: counted per attribution window; `purchase_value` is in the file's currency until converted. */
export const CONVERSION_FIELDS = [
  'purchases',
  'purchase_value',
  'adds_to_cart',
  'checkouts_initiated',
  'installs',
  'actives',
] as const;
export type ConversionField = (typeof CONVERSION_FIELDS)[number];

export const MEASURE_OF: Record<ConversionField, WindowedMeasure> = {
  purchases: 'purchases',
  purchase_value: 'purchase_value_usd',
  adds_to_cart: 'adds_to_cart',
  checkouts_initiated: 'checkouts_initiated',
  installs: 'installs',
  actives: 'actives',
};

export type AdImportField = TextField | DeliveryField | ConversionField;

/** One column of a file as read: the field it holds and, for a conversion, the window it counts. */
export interface ColumnMeaning {
  field: AdImportField;
  /** Conversions only: `none` for the export's own attribution setting. */
  window?: AttributionWindow;
  /** Money columns whose header names the currency: "Amount spent (EUR)". */
  currency?: string;
}

export const isConversion = (field: AdImportField): field is ConversionField =>
  (CONVERSION_FIELDS as readonly string[]).includes(field);
export const isMeasure = (field: AdImportField): field is DeliveryField | ConversionField =>
  isConversion(field) || (DELIVERY_FIELDS as readonly string[]).includes(field);

/** The windows an export's per-window columns name ("Purchases (7-day click)"), to ours. */
export const WINDOW_NAMES: Record<string, Exclude<AttributionWindow, 'none'>> = {
  '1-day view': '1d_view',
  '1 day view': '1d_view',
  '1-day click': '1d_click',
  '1 day click': '1d_click',
  '7-day click': '7d_click',
  '7 day click': '7d_click',
  '1d_view': '1d_view',
  '1d_click': '1d_click',
  '7d_click': '7d_click',
  '浏览后 1 天': '1d_view',
  '点击后 1 天': '1d_click',
  '点击后 7 天': '7d_click',
  '1 tag nach dem ansehen': '1d_view',
  '1 tag nach dem klicken': '1d_click',
  '7 tage nach dem klicken': '7d_click',
};
