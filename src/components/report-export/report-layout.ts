import type { ExportBlock, ExportBody } from './export-blocks.ts';
import {
  BODY_GAP,
  CARD_GAP,
  CHART_HEIGHT,
  COLORS,
  CONTENT,
  EXPORT_WIDTH,
  INNER,
  MARGIN,
  PAD,
  TILE_COLUMNS,
  TILE_GAP,
  TILE_DETAIL,
  TILE_HEIGHT,
  type FontOf,
  type Measure,
  type PaintOp,
} from './layout-metrics.ts';
import { tableOps } from './table-layout.ts';
import { fitText, wrapText } from './text-layout.ts';

export interface LaidOutPiece {
  top: number;
  height: number;
  ops: PaintOp[];
}

export interface ReportLayout {
  width: number;
  height: number;
  /** The header, then one piece per component: painted one at a time so progress can be shown. */
  pieces: LaidOutPiece[];
  /** Where a page may end (see paginate). */
  cuts: number[];
}

export interface ExportHeader {
  title: string;
  /** Lines under the title: the export date, the data source. */
  lines: string[];
}

function textLines(
  m: Measure,
  fontOf: FontOf,
  text: string,
  opts: {
    size: number;
    weight?: 400 | 500 | 600 | 700;
    lineHeight: number;
    color: string;
    x: number;
    y: number;
    width: number;
  },
): { ops: PaintOp[]; height: number } {
  const font = fontOf(opts.size, opts.weight);
  m.font = font;
  const lines = wrapText(m, text, opts.width);
  return {
    ops: lines.map((line, i) => ({
      op: 'text' as const,
      x: opts.x,
      y: opts.y + i * opts.lineHeight + opts.lineHeight / 2,
      text: line,
      font,
      color: opts.color,
    })),
    height: lines.length * opts.lineHeight,
  };
}

function bodyOps(
  m: Measure,
  fontOf: FontOf,
  body: ExportBody,
  x: number,
  y: number,
): { ops: PaintOp[]; height: number; rowCuts: number[] } {
  switch (body.kind) {
    case 'chart':
      return {
        ops: [{ op: 'chart', x, y, width: INNER, height: CHART_HEIGHT, option: body.option }],
        height: CHART_HEIGHT,
        rowCuts: [],
      };
    case 'tiles': {
      const width = (INNER - (TILE_COLUMNS - 1) * TILE_GAP) / TILE_COLUMNS;
      const height = body.tiles.some((tile) => tile.detail) ? TILE_HEIGHT + TILE_DETAIL : TILE_HEIGHT;
      const ops: PaintOp[] = [];
      body.tiles.forEach((tile, i) => {
        const tx = x + (i % TILE_COLUMNS) * (width + TILE_GAP);
        const ty = y + Math.floor(i / TILE_COLUMNS) * (height + TILE_GAP);
        ops.push({ op: 'rect', x: tx, y: ty, width, height, stroke: COLORS.border, radius: 8 });
        ops.push({
          op: 'text',
          x: tx + 16,
          y: ty + 22,
          text: tile.label,
          font: fontOf(12),
          color: COLORS.muted,
        });
        ops.push({
          op: 'text',
          x: tx + 16,
          y: ty + 48,
          text: tile.value,
          font: fontOf(24, 600),
          color: COLORS.text,
        });
        if (tile.detail) {
          m.font = fontOf(11);
          const lines = wrapText(m, tile.detail, width - 32);
          // Two lines at most: the change and this week, then last week.
          [lines[0], lines.length > 2 ? fitText(m, lines.slice(1).join(' '), width - 32) : lines[1]].forEach(
            (line, n) =>
              line &&
              ops.push({
                op: 'text',
                x: tx + 16,
                y: ty + 74 + n * 15,
                text: line,
                font: fontOf(11),
                color: tile.detailColor ?? COLORS.muted,
              }),
          );
        }
      });
      const rows = Math.ceil(body.tiles.length / TILE_COLUMNS);
      return { ops, height: rows * height + (rows - 1) * TILE_GAP, rowCuts: [] };
    }
    case 'text': {
      const laid = textLines(m, fontOf, body.text, {
        size: 14,
        lineHeight: 24,
        color: COLORS.text,
        x,
        y,
        width: INNER,
      });
      return { ...laid, rowCuts: [] };
    }
    case 'table':
      return tableOps(m, fontOf, body, x, y);
    case 'message': {
      const laid = textLines(m, fontOf, body.text, {
        size: 13,
        lineHeight: 20,
        color: body.tone === 'error' ? COLORS.error : COLORS.muted,
        x: x + 12,
        y: y + 10,
        width: INNER - 24,
      });
      const height = laid.height + 20;
      return {
        ops: [{ op: 'rect', x, y, width: INNER, height, fill: COLORS.subtle, radius: 6 }, ...laid.ops],
        height,
        rowCuts: [],
      };
    }
  }
}

function headerPiece(m: Measure, fontOf: FontOf, header: ExportHeader): LaidOutPiece {
  const title = textLines(m, fontOf, header.title, {
    size: 26,
    weight: 700,
    lineHeight: 36,
    color: COLORS.text,
    x: MARGIN,
    y: MARGIN,
    width: CONTENT,
  });
  const ops = [...title.ops];
  let y = MARGIN + title.height + 8;
  for (const line of header.lines) {
    const laid = textLines(m, fontOf, line, {
      size: 13,
      lineHeight: 20,
      color: COLORS.muted,
      x: MARGIN,
      y,
      width: CONTENT,
    });
    ops.push(...laid.ops);
    y += laid.height;
  }
  y += 16;
  ops.push({ op: 'line', x1: MARGIN, y1: y, x2: MARGIN + CONTENT, y2: y, color: COLORS.border });
  return { top: 0, height: y + 24, ops };
}

function blockPiece(m: Measure, fontOf: FontOf, block: ExportBlock, top: number, pageHeight: number) {
  const x = MARGIN + PAD;
  const title = textLines(m, fontOf, block.title, {
    size: 16,
    weight: 600,
    lineHeight: 24,
    color: COLORS.text,
    x,
    y: top + PAD,
    width: INNER,
  });
  const ops: PaintOp[] = [];
  const rowCuts: number[] = [];
  let y = top + PAD + title.height;
  for (const body of block.bodies) {
    y += BODY_GAP;
    const laid = bodyOps(m, fontOf, body, x, y);
    ops.push(...laid.ops);
    rowCuts.push(...laid.rowCuts);
    y += laid.height;
  }
  const height = y + PAD - top;
  const card: PaintOp = {
    op: 'rect',
    x: MARGIN,
    y: top,
    width: CONTENT,
    height,
    stroke: COLORS.border,
    radius: 12,
  };
  return {
    piece: { top, height, ops: [card, ...title.ops, ...ops] },
    // Rows are cut points only of a component that cannot fit on one page anyway.
    cuts: height > pageHeight ? rowCuts : [],
  };
}

/**
 * Lays the report out at EXPORT_WIDTH: the header (title, date, data source), then each component as a card
 * with its title and its bodies, every table row included. `pageHeight` is a PDF page's content height, to
 * know which components are too tall for a page and may be cut between rows.
 */
export function layoutReport(
  m: Measure,
  fontOf: FontOf,
  header: ExportHeader,
  blocks: readonly ExportBlock[],
  pageHeight: number,
): ReportLayout {
  const head = headerPiece(m, fontOf, header);
  const pieces: LaidOutPiece[] = [head];
  const cuts: number[] = [];
  let y = head.height;
  for (const block of blocks) {
    const { piece, cuts: inner } = blockPiece(m, fontOf, block, y, pageHeight);
    pieces.push(piece);
    cuts.push(y - CARD_GAP / 2, ...inner);
    y += piece.height + CARD_GAP;
  }
  return { width: EXPORT_WIDTH, height: y - CARD_GAP + MARGIN, pieces, cuts };
}
