import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import {
  ATTRIBUTION_WINDOWS,
  WINDOWED_MEASURES,
  type AdPlatform,
  type AttributionWindow,
  type WindowedMeasure,
} from '../../../src/lib/ads/ad-values.ts';
import en from '../../../src/locales/en/adImport.json' with { type: 'json' };
import zh from '../../../src/locales/zh/adImport.json' with { type: 'json' };
import type { AdDayRow } from '../ad-day-row.ts';
import { isKnownCurrency, toUsd } from '../usd-rates.ts';
import {
  isConversion,
  isMeasure,
  MEASURE_OF,
  type AdImportField,
  type ColumnMeaning,
  type TextField,
} from './ad-import-fields.ts';
import { fileIssue, rowIssue, type AdImportIssue } from './ad-import-issue.ts';
import { orderEvidence, parseDayCell, type DayOrder } from './day-cell.ts';
import { channelWord, countryCode, dimensionWord } from './dimension-cells.ts';
import type { ExportFormat, ExportLocale } from './header-names.ts';
import { decimalEvidence, parseNumberCell, type DecimalMark } from './number-cell.ts';
import type { HeaderReading } from './read-header.ts';
import { StableIds } from './stable-ids.ts';
import { linkText, MAX_LONG_TEXT_CHARS, plainText } from './text-cell.ts';

export interface MapOptions {
  datasetId: string;
  /** The CSV's delimiter, when it was one: `;` files write decimal commas. */
  delimiter?: string;
  /** Called every PROGRESS_EVERY rows. */
  onProgress?: (done: number, total: number) => void;
}

/** What mapping ends with, after its rows. */
export interface MappedEnd {
  issues: AdImportIssue[];
  windows: AttributionWindow[];
  days: { from: string; to: string } | null;
  /** Rows left out on purpose: the template's example row and the exports' total lines. */
  skipped: { example: number; totals: number };
  /** What the export's own setting was ("7-day click or 1-day view"): what its `none` conversions count. */
  attributionSetting: string | null;
}

const PROGRESS_EVERY = 5_000;
const EVIDENCE_ROWS = 2_000;
const EXAMPLE_CAMPAIGNS = new Set([en.template.exampleCampaign, zh.template.exampleCampaign]);
const PLATFORM_OF_MEDIA: [RegExp, AdPlatform][] = [
  [/^(facebook|instagram|audience_network|messenger|threads|meta)$/, 'meta'],
  [/^(tiktok|pangle|global_app_bundle|tiktok_.*)$/, 'tiktok'],
  [/^(google|youtube|google_.*|search|display|discover|gmail)$/, 'google'],
];
const WINDOW_SUFFIX = (window: AttributionWindow | undefined) =>
  window && window !== 'none' ? `_${window}` : '';

/** A row's conversions, all 0. Plain loops: it runs for every row, and fromEntries took a tenth of the mapping. */
function zeroConversions(): Record<AttributionWindow, Record<WindowedMeasure, number>> {
  const conversions = {} as Record<AttributionWindow, Record<WindowedMeasure, number>>;
  for (const window of ATTRIBUTION_WINDOWS) {
    const counts = {} as Record<WindowedMeasure, number>;
    for (const measure of WINDOWED_MEASURES) counts[measure] = 0;
    conversions[window] = counts;
  }
  return conversions;
}

const shown = (text: string) => plainText(text, 60);

function platformOf(format: ExportFormat, platform: string, media: string | null): AdPlatform | null {
  if (format === 'meta') return 'meta';
  if (format === 'tiktok') return 'tiktok';
  const word = dimensionWord(platform) ?? media;
  if (word === null) return null;
  if (word === 'meta' || word === 'tiktok' || word === 'google') return word;
  return PLATFORM_OF_MEDIA.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

/** The decimal mark most cells show; else `;` files and German headers use commas, the rest points. */
function decimalMarkOf(
  data: readonly (readonly string[])[],
  measureAt: readonly number[],
  locale: ExportLocale,
  delimiter: string | undefined,
): DecimalMark {
  const votes = { '.': 0, ',': 0 };
  for (const cells of data.slice(0, EVIDENCE_ROWS))
    for (const at of measureAt) {
      const mark = decimalEvidence(cells[at] ?? '');
      if (mark) votes[mark]++;
    }
  if (votes[','] !== votes['.']) return votes[','] > votes['.'] ? ',' : '.';
  return delimiter === ';' || locale === 'de' ? ',' : '.';
}

/** The day order the slashed days show (a part over 12); else the locale's: English exports are US ones. */
function dayOrderOf(data: readonly (readonly string[])[], dayAt: readonly number[], locale: ExportLocale) {
  const votes = { dmy: 0, mdy: 0 };
  for (const cells of data)
    for (const at of dayAt) {
      const order = orderEvidence(cells[at] ?? '');
      if (order) votes[order]++;
    }
  if (votes.dmy !== votes.mdy) return votes.dmy > votes.mdy ? 'dmy' : 'mdy';
  return locale === 'en' ? 'mdy' : 'dmy';
}

/** A slice of mapped rows, and how many problems the file had up to its last row. */
export interface MappedSlice {
  rows: AdDayRow[];
  problems: number;
}

/**
 * Turns a file's data rows into ad-day rows, checking every cell: names, days, numbers, currencies, handing
 * them over `sliceRows` at a time as they are made. A row with a problem is named (row number, column, code) and
 * left out; the caller writes nothing when there is any issue. Money becomes US dollars at the reference rates
 * (usd-rates.ts).
 */
export function* mapExportRowSlices(
  header: HeaderReading,
  data: readonly (readonly string[])[],
  rowNumbers: readonly number[],
  options: MapOptions,
  sliceRows: number,
): Generator<MappedSlice, MappedEnd> {
  const { format, locale, columns } = header;
  const at = new Map<AdImportField, number>();
  const measures: { index: number; meaning: ColumnMeaning; column: string }[] = [];
  columns.forEach((meaning, index) => {
    if (!meaning) return;
    if (isMeasure(meaning.field))
      measures.push({ index, meaning, column: meaning.field + WINDOW_SUFFIX(meaning.window) });
    else at.set(meaning.field, index);
  });
  const windows = ATTRIBUTION_WINDOWS.filter((w) => measures.some((m) => m.meaning.window === w));
  const dayColumns = (['day', 'reporting_start', 'reporting_end'] as const)
    .map((f) => at.get(f))
    .filter((i) => i !== undefined);
  const mark = decimalMarkOf(
    data,
    measures.map((m) => m.index),
    locale,
    options.delimiter,
  );
  const order: DayOrder = dayOrderOf(data, dayColumns, locale);

  const text = (cells: readonly string[], field: TextField, max?: number) => {
    const index = at.get(field);
    return index === undefined ? '' : plainText(cells[index] ?? '', max);
  };
  const ids = new StableIds(format);
  let rows: AdDayRow[] = [];
  const issues: AdImportIssue[] = [];
  const skipped = { example: 0, totals: 0 };
  let from: string | null = null;
  let to: string | null = null;
  let period: { from: string; to: string } | null = null;
  let attributionSetting: string | null = null;

  for (let r = 0; r < data.length; r++) {
    if (r % PROGRESS_EVERY === 0) options.onProgress?.(r, data.length);
    const cells = data[r]!;
    const row = rowNumbers[r] ?? r + 2;
    const campaignName = text(cells, 'campaign_name');
    const adSetName = text(cells, 'ad_set_name');
    const adName = text(cells, 'ad_name');
    if (format === 'template' && EXAMPLE_CAMPAIGNS.has(campaignName)) {
      skipped.example++;
      continue;
    }
    // Exports end (or start) with a totals line that names no campaign, ad set or ad.
    if (campaignName === '' && adSetName === '' && adName === '') {
      skipped.totals++;
      continue;
    }
    const problems: AdImportIssue[] = [];
    const required = (column: TextField, value: string) => {
      if (value === '') problems.push(rowIssue(row, column, ErrorCode.AD_IMPORT_VALUE_REQUIRED, 'is empty'));
    };
    required('campaign_name', campaignName);
    required('ad_set_name', adSetName);
    required('ad_name', adName);

    let day: string | null = null;
    const dayText = text(cells, 'day');
    if (at.has('day') || !at.has('reporting_start')) {
      day = parseDayCell(dayText, order);
      if (dayText === '') required('day', '');
      else if (day === null)
        problems.push(
          rowIssue(row, 'day', ErrorCode.AD_IMPORT_DATE_INVALID, `"${shown(dayText)}" is not a date`, {
            value: shown(dayText),
          }),
        );
    } else {
      const startText = text(cells, 'reporting_start');
      const endText = text(cells, 'reporting_end');
      const start = parseDayCell(startText, order);
      const end = at.has('reporting_end') ? parseDayCell(endText, order) : start;
      if (start === null || end === null) {
        const [column, value] = start === null ? ['reporting_start', startText] : ['reporting_end', endText];
        problems.push(
          rowIssue(row, column, ErrorCode.AD_IMPORT_DATE_INVALID, `"${shown(value)}" is not a date`, {
            value: shown(value),
          }),
        );
      } else if (start === end) day = start;
      else period ??= { from: start, to: end };
    }

    const media = dimensionWord(text(cells, 'media'));
    const platform = platformOf(format, text(cells, 'platform'), media);
    if (platform === null)
      problems.push(
        rowIssue(row, 'platform', ErrorCode.AD_IMPORT_VALUE_REQUIRED, 'name meta, tiktok or google'),
      );

    let currency = header.currency;
    if (currency === null) {
      const written = text(cells, 'currency').toUpperCase();
      if (written === '') required('currency', '');
      else if (!isKnownCurrency(written))
        problems.push(
          rowIssue(row, 'currency', ErrorCode.AD_IMPORT_CURRENCY_UNKNOWN, `"${shown(written)}" is unknown`, {
            currency: shown(written),
          }),
        );
      else currency = written;
    }

    const values = { spend: 0, impressions: 0, views: 0, link_clicks: 0, engagements: 0 };
    const conversions = zeroConversions();
    for (const { index, meaning, column } of measures) {
      const raw = cells[index] ?? '';
      const outcome = parseNumberCell(raw, mark);
      if (!outcome.ok) {
        problems.push(
          rowIssue(row, column, ErrorCode.AD_IMPORT_NUMBER_INVALID, `"${shown(raw)}" is not a number`, {
            value: shown(raw),
          }),
        );
        continue;
      }
      const value = outcome.value ?? 0;
      if (isConversion(meaning.field))
        conversions[meaning.window ?? 'none'][MEASURE_OF[meaning.field]] = value;
      else values[meaning.field as keyof typeof values] = value;
    }

    if (problems.length > 0 || day === null || platform === null || currency === null) {
      for (const p of problems) issues.push(p);
      continue;
    }
    for (const window of windows) {
      const counts = conversions[window];
      counts.purchase_value_usd = toUsd(counts.purchase_value_usd, currency) ?? 0;
    }
    attributionSetting ??= text(cells, 'attribution_setting', 100) || null;
    if (from === null || day < from) from = day;
    if (to === null || day > to) to = day;
    const campaignId = text(cells, 'campaign_id', 100) || ids.of(campaignName);
    const adSetId = text(cells, 'ad_set_id', 100) || ids.of(campaignName, adSetName);
    const adId = text(cells, 'ad_id', 100) || ids.of(campaignName, adSetName, adName);
    const creativeUrl = at.has('creative_url') ? linkText(cells[at.get('creative_url')!] ?? '') : null;
    rows.push({
      datasetId: options.datasetId,
      platform,
      day,
      campaignId,
      campaignName,
      adSetId,
      adSetName,
      adId,
      adName,
      creativeText: text(cells, 'creative_text', MAX_LONG_TEXT_CHARS),
      creativeUrl,
      country: countryCode(text(cells, 'country')),
      media: format === 'tiktok' ? (media ?? 'tiktok') : media,
      channel: channelWord(text(cells, 'channel')),
      adType: dimensionWord(text(cells, 'ad_type')),
      objective: dimensionWord(text(cells, 'objective')),
      currency,
      spend: values.spend,
      spendUsd: toUsd(values.spend, currency) ?? 0,
      impressions: values.impressions,
      views: values.views,
      linkClicks: values.link_clicks,
      engagements: values.engagements,
      conversions,
      sample: false,
    });
    if (rows.length >= sliceRows) {
      yield { rows, problems: issues.length };
      rows = [];
    }
  }
  if (rows.length) yield { rows, problems: issues.length };
  options.onProgress?.(data.length, data.length);
  if (period)
    issues.unshift(
      fileIssue(
        ErrorCode.AD_IMPORT_NO_DAY,
        `the export covers ${period.from} to ${period.to} without days; export it with the Day breakdown`,
        period,
      ),
    );
  return { issues, windows, days: from && to ? { from, to } : null, skipped, attributionSetting };
}
