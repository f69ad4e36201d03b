import type { TFunction } from '@/lib/i18n/translator';
import type { EChartsCoreOption } from 'echarts/core';
import { formatCompactNumber, formatPercent } from '@/lib/format';
import { unescapeMarkdown } from '@/lib/markdown/escape-markdown';
import {
  componentChartOption,
  componentTable,
  isAdComponentKey,
  parseComponentResult,
  type DashboardComponent,
  type ReportContext,
  type ReportView,
} from '@/components/report-view';
import type { adExportBodies } from './ad-export-bodies.ts';
import { tableExportBody } from './table-export-body.ts';
import '@/lib/i18n/namespaces/components';
import '@/lib/i18n/namespaces/dashboard';

/** What one component shows in an export, already in words: no React, no DOM. */
export type ExportBody =
  | { kind: 'chart'; option: EChartsCoreOption }
  | {
      kind: 'tiles';
      /** `detail`: a line under the value (an AD metric's change and weeks), in `detailColor`. */
      tiles: { label: string; value: string; detail?: string; detailColor?: string }[];
    }
  | { kind: 'text'; text: string }
  | { kind: 'table'; columns: { label: string; align: 'left' | 'right' }[]; rows: string[][] }
  | { kind: 'message'; text: string; tone: 'info' | 'error' };

export interface ExportBlock {
  title: string;
  bodies: ExportBody[];
}

const TILES = ['posts', 'channels', 'views', 'likes', 'comments', 'engagements', 'avgViews'] as const;

/** Markdown of the event summary as the plain lines it reads as: list markers become bullets. */
function plainText(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      unescapeMarkdown(
        line
          .replace(/^\s*#{1,6}\s+/, '')
          .replace(/^\s*[-*+]\s+/, '• ')
          .replace(/(\*\*|__)(.+?)\1/g, '$2'),
      ),
    )
    .join('\n')
    .trim();
}

function chartViewBody(
  component: DashboardComponent,
  t: TFunction,
  context: ReportContext,
): ExportBody | null {
  const parsed = parseComponentResult(component.api_key, component.result);
  if (parsed?.kind === 'overview') {
    const totals = parsed.data.total;
    return {
      kind: 'tiles',
      tiles: [
        ...TILES.map((key) => ({
          label: t(`dashboard:col.${key}`),
          value: formatCompactNumber(totals[key]),
        })),
        { label: t('dashboard:col.engagementRate'), value: formatPercent(totals.engagementRate) },
      ],
    };
  }
  if (parsed?.kind === 'eventSummary') {
    const summary = context.language === 'zh' ? parsed.data.summary.zh : parsed.data.summary.en;
    return { kind: 'text', text: plainText(summary) };
  }
  const option = componentChartOption(component.api_key, component.result, t, context);
  return option ? { kind: 'chart', option } : null;
}

/** The data view: the note, then every row of the table (not the screen's scroll area). */
function tableViewBodies(component: DashboardComponent, t: TFunction, context: ReportContext): ExportBody[] {
  const table = componentTable(component.api_key, component.result, t, context);
  const bodies: ExportBody[] = [];
  if (table.note) bodies.push({ kind: 'message', text: table.note, tone: 'info' });
  if (table.columns.length === 0) return bodies;
  if (table.rows.length === 0) {
    bodies.push({ kind: 'message', text: t('dashboard:report.noRows'), tone: 'info' });
    return bodies;
  }
  bodies.push(tableExportBody(table));
  return bodies;
}

/** The AD bodies, from their chunk: useReportExport loads it when the report has an AD component. */
export type AdExportBodies = typeof adExportBodies;

function bodiesOf(
  component: DashboardComponent,
  view: ReportView,
  t: TFunction,
  context: ReportContext,
  adBodies: AdExportBodies | undefined,
): ExportBody[] {
  const apiKey = component.api_key;
  if (isAdComponentKey(apiKey))
    return adBodies
      ? adBodies(apiKey, component.result, view, t, context)
      : [{ kind: 'message', text: t('dashboard:report.unreadable'), tone: 'error' }];
  const chart = view === 'chart' ? chartViewBody(component, t, context) : null;
  return chart ? [chart] : tableViewBodies(component, t, context);
}

/**
 * Each component as the report card shows it in `view`, in the same order: the chart, the KPI tiles or the
 * summary in the chart view, otherwise the whole table; its stale or failed state in words. AD components are
 * drawn by `adBodies` (ad-export-bodies.ts).
 */
export function exportBlocks(
  components: readonly DashboardComponent[],
  view: ReportView,
  t: TFunction,
  context: ReportContext,
  failureText: (code: DashboardComponent['error_code']) => string,
  adBodies?: AdExportBodies,
): ExportBlock[] {
  return components.map((component) => {
    const title = t(`components:name.${component.api_key}`, { defaultValue: component.api_key });
    const bodies: ExportBody[] = [];
    if (component.state === 'stale')
      bodies.push({ kind: 'message', text: t('dashboard:report.stale'), tone: 'info' });
    if (component.state === 'failed') {
      bodies.push({
        kind: 'message',
        text: t('dashboard:report.failed', { reason: failureText(component.error_code) }),
        tone: 'error',
      });
      return { title, bodies };
    }
    if (component.result === null || component.result === undefined) {
      bodies.push({ kind: 'message', text: t('dashboard:report.notAnalysed'), tone: 'info' });
      return { title, bodies };
    }
    bodies.push(...bodiesOf(component, view, t, context, adBodies));
    return { title, bodies };
  });
}
