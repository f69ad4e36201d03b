import type { ExportBlock } from './export-blocks.ts';
import { ExportError } from './export-error.ts';
import { exportFileName, type ExportFormat } from './export-file-name.ts';
import { canvasBlob } from './canvas-blob.ts';
import { paintReport } from './paint-report.ts';
import { pageContentHeight, reportPdf } from './export-pdf.ts';
import { EXPORT_WIDTH, type FontOf } from './layout-metrics.ts';
import { layoutReport, type ExportHeader } from './report-layout.ts';

const FALLBACK_FONT =
  "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

export interface ReportExportRequest {
  /** The dashboard's name: the file's name and the export's title. */
  name: string;
  header: ExportHeader;
  blocks: readonly ExportBlock[];
  pageLabel: (page: number, pages: number) => string;
}

/** How far each step of an export takes the progress bar. */
const SHARE = { png: { paint: 0.7 }, pdf: { paint: 0.55 } } as const;

/**
 * The report as a PNG (one image, every table whole) or an A4 PDF, with the file name it is saved under.
 * Laid out at a fixed width in the page's own font, painted on a canvas with charts from an off-screen echarts;
 * nothing on the screen is copied, so hidden rows and scroll areas do not matter.
 */
export async function exportReport(
  format: ExportFormat,
  request: ReportExportRequest,
  onProgress: (share: number) => void,
  now: Date = new Date(),
): Promise<{ blob: Blob; fileName: string }> {
  // Each step is a performance measure (`report-export <format> <step>`), read by bench/report-export.bench.ts.
  let stepStart = performance.now();
  const step = (name: string) => {
    performance.measure(`report-export ${format} ${name}`, { start: stepStart });
    stepStart = performance.now();
  };
  await document.fonts.ready;
  const fontFamily = getComputedStyle(document.body).fontFamily || FALLBACK_FONT;
  const fontOf: FontOf = (size, weight = 400) => `${weight} ${size}px ${fontFamily}`;
  const measure = document.createElement('canvas').getContext('2d');
  if (!measure) throw new ExportError('tooLarge');
  const layout = layoutReport(
    measure,
    fontOf,
    request.header,
    request.blocks,
    pageContentHeight(EXPORT_WIDTH),
  );
  step('layout');
  const paintShare = SHARE[format].paint;
  const painted = await paintReport(layout, (share) => onProgress(share * paintShare));
  step('paint');
  const fileName = exportFileName(request.name, format, now);
  if (format === 'png') {
    const blob = await canvasBlob(painted.canvas, 'image/png').catch((cause: unknown) => {
      throw new ExportError('tooLarge', { cause });
    });
    step('encode');
    onProgress(1);
    return { blob, fileName };
  }
  const blob = await reportPdf(
    { ...painted, width: layout.width, height: layout.height, cuts: layout.cuts },
    { title: request.name, pageLabel: request.pageLabel, fontFamily },
    (share) => onProgress(paintShare + share * (1 - paintShare)),
  );
  step('encode');
  return { blob, fileName };
}
