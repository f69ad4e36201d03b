import { createChartPainter } from './chart-painter.ts';
import { ExportError } from './export-error.ts';
import { CHART_SIZE, COLORS, type PaintOp } from './layout-metrics.ts';
import type { ReportLayout } from './report-layout.ts';

/** Chromium refuses canvases over 32767 px a side; the area cap keeps memory (4 bytes a pixel) and encoding time bounded. */
const MAX_SIDE = 32_000;
const MAX_AREA = 48_000_000;
const MAX_SCALE = 2;

/** The largest pixel ratio, at most 2, at which the whole report fits one canvas. */
export function exportScale(width: number, height: number): number {
  return Math.min(MAX_SCALE, MAX_SIDE / height, Math.sqrt(MAX_AREA / (width * height)));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function paintOp(
  ctx: CanvasRenderingContext2D,
  op: PaintOp,
  chart: (op: Extract<PaintOp, { op: 'chart' }>) => void,
): void {
  switch (op.op) {
    case 'text':
      ctx.font = op.font;
      ctx.fillStyle = op.color;
      ctx.textAlign = op.align ?? 'left';
      ctx.fillText(op.text, op.x, op.y);
      return;
    case 'rect':
      ctx.beginPath();
      ctx.roundRect(op.x + 0.5, op.y + 0.5, op.width - 1, op.height - 1, op.radius ?? 0);
      if (op.fill) {
        ctx.fillStyle = op.fill;
        ctx.fill();
      }
      if (op.stroke) {
        ctx.strokeStyle = op.stroke;
        ctx.lineWidth = 1;
        ctx.stroke();
      }
      return;
    case 'line':
      ctx.beginPath();
      ctx.moveTo(op.x1, op.y1 + 0.5);
      ctx.lineTo(op.x2, op.y2 + 0.5);
      ctx.strokeStyle = op.color;
      ctx.lineWidth = 1;
      ctx.stroke();
      return;
    case 'chart':
      chart(op);
  }
}

/**
 * Paints a laid-out report on one canvas, a piece at a time with a pause between pieces so the page stays
 * responsive and the progress can be drawn; `onProgress` gets the share of pieces painted.
 */
export async function paintReport(
  layout: ReportLayout,
  onProgress: (share: number) => void,
): Promise<{ canvas: HTMLCanvasElement; scale: number }> {
  const scale = exportScale(layout.width, layout.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(layout.width * scale);
  canvas.height = Math.round(layout.height * scale);
  const ctx = canvas.getContext('2d');
  // Past the browser's canvas limits there is no context: the report is too large for one picture.
  if (!ctx) throw new ExportError('tooLarge');
  ctx.scale(scale, scale);
  ctx.fillStyle = COLORS.page;
  ctx.fillRect(0, 0, layout.width, layout.height);
  ctx.textBaseline = 'middle';
  const hasCharts = layout.pieces.some((p) => p.ops.some((op) => op.op === 'chart'));
  const charts = hasCharts ? await createChartPainter(CHART_SIZE, scale) : null;
  try {
    for (const [index, piece] of layout.pieces.entries()) {
      for (const op of piece.ops) paintOp(ctx, op, (c) => charts?.paint(ctx, c.option, c));
      onProgress((index + 1) / layout.pieces.length);
      await nextTask();
    }
  } finally {
    charts?.dispose();
  }
  return { canvas, scale };
}
