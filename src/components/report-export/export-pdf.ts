import { canvasBlob } from './canvas-blob.ts';
import { ExportError } from './export-error.ts';
import { paginate } from './paginate.ts';
import { COLORS } from './layout-metrics.ts';

/** A4 portrait in PDF points. */
const A4 = { width: 595.28, height: 841.89 };
/** Top and bottom page margin, in the export's CSS pixels (the sides are in the layout already). */
const PAGE_MARGIN = 36;

/** The content height of one A4 page for a layout `width` CSS pixels wide. */
export function pageContentHeight(width: number): number {
  return (width * A4.height) / A4.width - 2 * PAGE_MARGIN;
}

/**
 * The painted report as an A4 portrait PDF: pages cut at `cuts` (see paginate), each page a JPEG of its slice
 * with the page number at its foot. pdf-lib loads on first use: it is not in the main bundle.
 */
export async function reportPdf(
  report: { canvas: HTMLCanvasElement; scale: number; width: number; height: number; cuts: number[] },
  meta: { title: string; pageLabel: (page: number, pages: number) => string; fontFamily: string },
  onProgress: (share: number) => void,
): Promise<Blob> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setCreator('Booster Studio');
  const contentHeight = pageContentHeight(report.width);
  const pageHeight = contentHeight + 2 * PAGE_MARGIN;
  const slices = paginate(report.height, contentHeight, report.cuts);
  const { scale } = report;
  const page = document.createElement('canvas');
  page.width = Math.round(report.width * scale);
  page.height = Math.round(pageHeight * scale);
  const ctx = page.getContext('2d');
  if (!ctx) throw new ExportError('tooLarge');
  for (const [index, slice] of slices.entries()) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = COLORS.page;
    ctx.fillRect(0, 0, page.width, page.height);
    const sourceTop = Math.round(slice.top * scale);
    const sourceHeight = Math.round(slice.bottom * scale) - sourceTop;
    ctx.drawImage(
      report.canvas,
      0,
      sourceTop,
      page.width,
      sourceHeight,
      0,
      Math.round(PAGE_MARGIN * scale),
      page.width,
      sourceHeight,
    );
    ctx.scale(scale, scale);
    ctx.font = `11px ${meta.fontFamily}`;
    ctx.fillStyle = COLORS.muted;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(meta.pageLabel(index + 1, slices.length), report.width / 2, pageHeight - PAGE_MARGIN / 2);
    const jpeg = await pdf.embedJpg(await (await canvasBlob(page, 'image/jpeg', 0.92)).arrayBuffer());
    pdf.addPage([A4.width, A4.height]).drawImage(jpeg, { x: 0, y: 0, width: A4.width, height: A4.height });
    onProgress((index + 1) / slices.length);
  }
  const bytes = await pdf.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
