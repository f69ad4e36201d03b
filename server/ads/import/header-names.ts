import en from '../../../src/locales/en/adImport.json' with { type: 'json' };
import zh from '../../../src/locales/zh/adImport.json' with { type: 'json' };
import { CONVERSION_FIELDS, DELIVERY_FIELDS, TEXT_FIELDS, type AdImportField } from './ad-import-fields.ts';

/**
 * A header cell as compared: full-width forms folded (NFKC: `（`→`(`, `＊`→`*`, ideographic space →
 * space), BOM and `*` marks dropped, any run of spaces one space, no space inside brackets, lower case.
 */
export function headerKey(cell: string): string {
  return cell
    .normalize('NFKC')
    .replace(/[\uFEFF*]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, ' (')
    .replace(/\s*\)/g, ')')
    .trim()
    .toLowerCase();
}

export type ExportFormat = 'template' | 'meta' | 'tiktok';
/** The language of an export's header: decides the date order when the rows leave it open. */
export type ExportLocale = 'en' | 'de' | 'zh';

/** One platform's header names: per language, the names (compared by headerKey) of each field. */
export type AliasTable = Partial<Record<ExportLocale, Partial<Record<AdImportField, readonly string[]>>>>;

/**
 * Meta Ads Manager's export columns (Reports → Export table data, CSV or XLSX). English names as the export
 * writes them; the German ones of a de_DE Ads Manager. Where each was checked: docs/ads.md ("Uploads").
 */
export const META_COLUMNS: AliasTable = {
  en: {
    reporting_start: ['Reporting starts'],
    reporting_end: ['Reporting ends'],
    day: ['Day'],
    campaign_name: ['Campaign name'],
    ad_set_name: ['Ad set name'],
    ad_name: ['Ad name'],
    campaign_id: ['Campaign ID'],
    ad_set_id: ['Ad set ID'],
    ad_id: ['Ad ID'],
    country: ['Country'],
    media: ['Platform'],
    channel: ['Placement', 'Platform position'],
    objective: ['Objective'],
    currency: ['Currency'],
    attribution_setting: ['Attribution setting'],
    creative_text: ['Body (ad settings)', 'Body'],
    creative_url: ['Image URL', 'Thumbnail URL'],
    spend: ['Amount spent'],
    impressions: ['Impressions'],
    views: ['Video plays', 'ThruPlays'],
    link_clicks: ['Link clicks'],
    engagements: ['Post engagement', 'Post engagements'],
    purchases: ['Purchases'],
    purchase_value: ['Purchases conversion value'],
    adds_to_cart: ['Adds to cart'],
    checkouts_initiated: ['Checkouts initiated'],
    installs: ['App installs'],
    actives: ['App activations'],
  },
  de: {
    reporting_start: ['Berichtsbeginn'],
    reporting_end: ['Berichtsende'],
    day: ['Tag'],
    campaign_name: ['Kampagnenname', 'Name der Kampagne'],
    ad_set_name: ['Name der Anzeigengruppe', 'Anzeigengruppenname'],
    ad_name: ['Anzeigenname', 'Name der Anzeige'],
    campaign_id: ['Kampagnen-ID'],
    ad_set_id: ['Anzeigengruppen-ID'],
    ad_id: ['Anzeigen-ID'],
    country: ['Land'],
    media: ['Plattform'],
    channel: ['Platzierung'],
    currency: ['Währung'],
    attribution_setting: ['Attributionseinstellung'],
    spend: ['Ausgegebener Betrag'],
    impressions: ['Impressionen'],
    views: ['Videowiedergaben', 'ThruPlays'],
    link_clicks: ['Link-Klicks'],
    engagements: ['Beitragsinteraktionen', 'Beitragsinteraktion'],
    purchases: ['Käufe'],
    purchase_value: ['Conversion-Wert der Käufe', 'Conversion-Wert für Käufe'],
    adds_to_cart: ['Zum Warenkorb hinzugefügt', 'Hinzufügungen zum Warenkorb'],
    checkouts_initiated: ['Eingeleitete Bezahlvorgänge'],
    installs: ['App-Installationen'],
  },
};

/**
 * TikTok Ads Manager's export columns (a custom report or the Campaign/Ad group/Ad tab's "Export"), English and
 * Simplified Chinese. TikTok renamed the shop events over time ("Complete payment" became "Purchase"); both are
 * read.
 */
export const TIKTOK_COLUMNS: AliasTable = {
  en: {
    day: ['Date', 'By Day', 'Day', 'Date (UTC)'],
    campaign_name: ['Campaign name'],
    ad_set_name: ['Ad group name'],
    ad_name: ['Ad name'],
    campaign_id: ['Campaign ID'],
    ad_set_id: ['Ad group ID'],
    ad_id: ['Ad ID'],
    country: ['Country/Region', 'Country/region', 'Location'],
    media: ['Placement', 'Placements'],
    objective: ['Objective', 'Advertising objective'],
    currency: ['Currency'],
    creative_text: ['Ad text'],
    spend: ['Cost', 'Total cost'],
    impressions: ['Impressions'],
    views: ['Video views'],
    link_clicks: ['Clicks (destination)', 'Clicks'],
    engagements: ['Engagements', 'Total engagement'],
    purchases: ['Complete payment', 'Purchase', 'Purchases', 'Complete Payment'],
    purchase_value: [
      'Total complete payment value',
      'Purchase value',
      'Complete payment value',
      'Total purchase value',
    ],
    adds_to_cart: ['Add to cart', 'Adds to cart'],
    checkouts_initiated: ['Initiate checkout', 'Checkouts initiated'],
    installs: ['App install', 'App installs'],
    actives: ['Activation', 'App activation'],
  },
  zh: {
    day: ['日期', '按天'],
    campaign_name: ['推广系列名称', '推广系列'],
    ad_set_name: ['广告组名称', '广告组'],
    ad_name: ['广告名称', '广告'],
    campaign_id: ['推广系列 ID', '推广系列ID'],
    ad_set_id: ['广告组 ID', '广告组ID'],
    ad_id: ['广告 ID', '广告ID'],
    country: ['国家/地区', '国家或地区'],
    media: ['版位'],
    objective: ['推广目标', '广告目标'],
    currency: ['币种', '货币'],
    creative_text: ['广告文案'],
    spend: ['消耗', '总消耗', '花费'],
    impressions: ['展示量', '展示次数'],
    views: ['视频播放量', '视频观看次数'],
    link_clicks: ['点击量（目标页面）', '点击量(目标页面)', '点击量'],
    engagements: ['互动量', '互动次数'],
    purchases: ['完成支付', '购买', '完成支付次数'],
    purchase_value: ['总完成支付价值', '完成支付价值', '购买价值'],
    adds_to_cart: ['加入购物车', '加购'],
    checkouts_initiated: ['发起结账', '开始结账'],
    installs: ['应用安装', '安装'],
    actives: ['激活', '应用激活'],
  },
};

type Labels = Record<string, string>;
const ALL_FIELDS: readonly AdImportField[] = [...TEXT_FIELDS, ...DELIVERY_FIELDS, ...CONVERSION_FIELDS];

/** Our template's columns: the key itself, or its name in the template's zh or en header. */
export const TEMPLATE_COLUMNS: AliasTable = {
  en: Object.fromEntries(
    ALL_FIELDS.map((field) => [field, [field, (en.columns as Labels)[field]!]]),
  ) as Record<AdImportField, string[]>,
  zh: Object.fromEntries(ALL_FIELDS.map((field) => [field, [(zh.columns as Labels)[field]!]])) as Record<
    AdImportField,
    string[]
  >,
};

export const ALIAS_TABLES: Record<ExportFormat, AliasTable> = {
  template: TEMPLATE_COLUMNS,
  meta: META_COLUMNS,
  tiktok: TIKTOK_COLUMNS,
};

export interface HeaderName {
  field: AdImportField;
  locale: ExportLocale;
  /** Lower is preferred when two columns of a file mean the same field ("Video plays" over "ThruPlays"). */
  rank: number;
}

/** Every header name of one format, by headerKey. */
export function headerNames(format: ExportFormat): Map<string, HeaderName> {
  const names = new Map<string, HeaderName>();
  for (const [locale, fields] of Object.entries(ALIAS_TABLES[format]) as [
    ExportLocale,
    Partial<Record<AdImportField, readonly string[]>>,
  ][])
    for (const [field, aliases] of Object.entries(fields) as [AdImportField, readonly string[]][])
      aliases.forEach((alias, rank) => {
        const key = headerKey(alias);
        if (!names.has(key)) names.set(key, { field, locale, rank });
      });
  return names;
}
