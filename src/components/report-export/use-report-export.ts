import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TFunction } from '@/lib/i18n/translator';
import type { z } from 'zod';
import { sampleShare } from '@/components/data-source/sample-data';
import {
  isAdComponentKey,
  type AdReportContext,
  type DashboardComponent,
  type ReportView,
} from '@/components/report-view';
import type { dashboardDetailSchema, TimeRange } from '@/lib/api/endpoints/dashboard';
import { showErrorToast } from '@/lib/api/error-toast';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useFailureText } from '@/lib/i18n/use-failure-text';
import { exportBlocks } from './export-blocks.ts';
import { exportFailureOf } from './export-error.ts';
import type { ExportFormat } from './export-file-name.ts';
import { exportReport } from './export-report.ts';
import { saveFile } from '@/lib/save-file';
import '@/lib/i18n/namespaces/dashboard';
import '@/lib/i18n/namespaces/reportExport';

type Detail = z.infer<typeof dashboardDetailSchema>;

export interface ExportProgress {
  format: ExportFormat;
  /** 0–1 */
  progress: number;
}

/** The newest collection time, or the dashboard's own update time when nothing was collected yet. */
const lastUpdate = (detail: Detail) =>
  detail.tasks
    .map((task) => task.last_update_at)
    .sort()
    .pop() ?? detail.updated_at;

/** Generated posts are named as such in every export, first under the title, so they cannot pass as real. */
function sampleLine(detail: Detail, t: TFunction): string[] {
  const share = sampleShare(detail.data_sources);
  if (share === 'none') return [];
  return [`${t(`common:sampleData.badge.${share}`)}: ${t(`common:sampleData.explanation.${share}`)}`];
}

/**
 * PNG and PDF downloads of a report as shown (its components for the chosen range and view), with their
 * progress; one export at a time. A failure is a translated toast that says what to do.
 */
export function useReportExport(opts: {
  detail: Detail;
  components: readonly DashboardComponent[];
  view: ReportView;
  range: TimeRange;
  /** An ad dashboard's attribution and data sources, for its AD components. */
  ad?: AdReportContext;
  /** The header's words for an ad dashboard, whose dates and sources are not the social ones. */
  adHeader?: { range: string; source: string };
}) {
  const { t } = useTranslation('reportExport');
  const { language } = useLanguage();
  const failureText = useFailureText();
  const [exporting, setExporting] = useState<ExportProgress | null>(null);
  const busy = useRef(false);

  const start = async (format: ExportFormat) => {
    if (busy.current) return;
    busy.current = true;
    setExporting({ format, progress: 0 });
    const { detail } = opts;
    const now = new Date();
    try {
      const adBodies = opts.components.some((c) => isAdComponentKey(c.api_key))
        ? (await import('./ad-export-bodies.ts')).adExportBodies
        : undefined;
      const { blob, fileName } = await exportReport(
        format,
        {
          name: detail.name,
          header: {
            title: detail.name,
            lines: [
              ...sampleLine(detail, t),
              t('exportedOn', {
                date: formatDateTime(now),
                range: opts.adHeader?.range ?? t(`dashboard:range.${opts.range}`),
              }),
              opts.adHeader?.source ??
                t('source', {
                  media: detail.media.map((m) => t(`dashboard:media.${m}`)).join(' · '),
                  subjects: detail.subjects.map((s) => s.name || s.keywords).join(' · ') || '-',
                  updated: formatDateTime(lastUpdate(detail)),
                }),
            ],
          },
          blocks: exportBlocks(
            opts.components,
            opts.view,
            t,
            { subjects: detail.subjects, language, ...(opts.ad ? { ad: opts.ad } : {}) },
            failureText,
            adBodies,
          ),
          pageLabel: (page, pages) => t('pageOf', { page, pages }),
        },
        (progress) => setExporting({ format, progress }),
        now,
      );
      saveFile(blob, fileName);
    } catch (error) {
      console.error(`[report-export] ${format} failed`, error);
      showErrorToast(t(`error.${exportFailureOf(error)}`, { format: format.toUpperCase() }));
    } finally {
      busy.current = false;
      setExporting(null);
    }
  };

  return { exporting, start };
}
