/**
 * The AD renderers' chunk (loaded through ad-loader.ts): the body the report card shows, and the table the data
 * view, the XLSX download and the exports read.
 */
import type { TFunction } from '@/lib/i18n/translator';
import { i18n, toLanguage } from '@/lib/i18n';
import type { ReportContext, ReportTable } from '../report-table-types.ts';
import { parseAdResult, type ParsedAd } from './ad-parse.ts';
import { adTable } from './ad-tables.ts';
import { adView, type AdView } from './ad-view-context.ts';
import '@/lib/i18n/namespaces/adReport';

export { AdComponentBody } from './ad-component-body.tsx';

/** The view of AD results for a language and a dashboard's context, outside React. */
export function adViewOf(t: TFunction, context: ReportContext = {}): AdView {
  return adView(t, context.language ?? toLanguage(i18n.resolvedLanguage ?? i18n.language), context.ad);
}

export { parseAdResult, type ParsedAd };

/** An AD result as a table; a result not of its schema is an empty table saying so. */
export function adComponentTable(
  apiKey: string,
  result: unknown,
  t: TFunction,
  context?: ReportContext,
): ReportTable {
  const parsed = parseAdResult(apiKey, result);
  if (!parsed) return { columns: [], rows: [], note: t('adReport:unreadable') };
  return adTable(adViewOf(t, context), parsed);
}
