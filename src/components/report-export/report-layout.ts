import type { ExportBlock, ExportBody } from './export-blocks.ts';
import { fitText, wrapText, type TextMeasurer } from './text-layout.ts';

/** The export's fixed width in CSS pixels, whatever the window: the same picture on every screen. */
export const EXPORT_WIDTH = 1120;
const MARGIN = 40;
const CONTENT = EXPORT_WIDTH - 2 * MARGIN;
const PAD = 20;
const INNER = CONTENT - 2 * PAD;
const CARD_GAP = 16;
const BODY_GAP = 12;
const CHART_HEIGHT = 300;
const TILE_HEIGHT = 72;
const TILE_GAP = 12;
const TILE_COLUMNS = 4;
const HEADER_ROW = 30;
const ROW = 26;
const CELL_PAD = 8;
const MIN_COLUMN = 48;
const MAX_COLUMN = 240;

export const COLORS = {
  text: '#18181b',
  muted: '#71717a',
  border: '#e4e4e7',
  subtle: '#f4f4f5',
  error: '#b91c1c',
  page: '#ffffff',
};

/** A font shorthand in the app's own family. */
export type FontOf = (size: number, weight?: 400 | 500 | 600 | 700) => string;

export interface Measure extends TextMeasurer {
  font: string;
}

/** Paint operations of the layout, in CSS pixels; the painter owns the canvas, its scale and the charts. */
export type PaintOp =
  | { op: 'text'; x: number; y: number; text: string; font: string; color: string; align?: 'left' | 'right' }
  | {
      op: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      fill?: string;
      stroke?: string;
      radius?: number;
    }
  | { op: 'line'; x1: number; y1: number; x2: number; y2: number; color: string }
  | {
      op: 'chart';
      x: number;
      y: number;
      width: number;
      height: number;
      option: Extract<ExportBody, { kind: 'chart' }>['option'];
    };

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

type TableBody = Extract<ExportBody, { kind: 'table' }>;

/** Each column's width for its widest cell and its header's longest word (headers wrap to two lines). */
function naturalWidths(m: Measure, fontOf: FontOf, body: TableBody): number[] {
  m.font = fontOf(12, 600);
  const widths = body.columns.map((c) =>
    Math.max(...c.label.split(' ').map((word) => m.measureText(word).width)),
  );
  m.font = fontOf(12);
  for (const row of body.rows)
    row.forEach((cell, i) => {
      if (widths[i]! < MAX_COLUMN) widths[i] = Math.max(widths[i]!, m.measureText(cell).width);
    });
  return widths.map((w) => Math.min(MAX_COLUMN, Math.max(MIN_COLUMN, w + 2 * CELL_PAD)));
}

/**
 * Columns in panels that fit the page's width, each panel led by the first column (the row's name), so a wide
 * table prints as several narrower ones instead of unreadable slivers. Each panel's widths grow to fill the page.
 */
function columnPanels(widths: readonly number[]): { columns: number[]; widths: number[] }[] {
  const panels: number[][] = [];
  let current = [0];
  let used = widths[0]!;
  for (let i = 1; i < widths.length; i++) {
    if (used + widths[i]! > INNER && current.length > 1) {
      panels.push(current);
      current = [0];
      used = widths[0]!;
    }
    current.push(i);
    used += widths[i]!;
  }
  panels.push(current);
  return panels.map((columns) => {
    const total = columns.reduce((sum, i) => sum + widths[i]!, 0);
    return { columns, widths: columns.map((i) => (widths[i]! * INNER) / total) };
  });
}

function panelOps(
  m: Measure,
  fontOf: FontOf,
  body: TableBody,
  panel: { columns: number[]; widths: number[] },
  x: number,
  y: number,
): { ops: PaintOp[]; height: number; rowCuts: number[] } {
  const ops: PaintOp[] = [];
  const rowCuts: number[] = [];
  const headerFont = fontOf(12, 600);
  m.font = headerFont;
  const headers = panel.columns.map((column, i) => {
    const lines = wrapText(m, body.columns[column]!.label, panel.widths[i]! - 2 * CELL_PAD);
    return lines.length > 2
      ? [lines[0]!, fitText(m, lines.slice(1).join(' '), panel.widths[i]! - 2 * CELL_PAD)]
      : lines;
  });
  const headerHeight = Math.max(...headers.map((lines) => lines.length)) > 1 ? HEADER_ROW + 14 : HEADER_ROW;
  const cell = (lines: string[], i: number, top: number, height: number, font: string, color: string) => {
    const left = x + panel.widths.slice(0, i).reduce((a, b) => a + b, 0);
    const right = body.columns[panel.columns[i]!]!.align === 'right';
    m.font = font;
    lines.forEach((line, n) =>
      ops.push({
        op: 'text',
        x: right ? left + panel.widths[i]! - CELL_PAD : left + CELL_PAD,
        y: top + height / 2 + (n - (lines.length - 1) / 2) * 14,
        text: fitText(m, line, panel.widths[i]! - 2 * CELL_PAD),
        font,
        color,
        align: right ? 'right' : 'left',
      }),
    );
  };
  ops.push({ op: 'rect', x, y, width: INNER, height: headerHeight, fill: COLORS.subtle });
  headers.forEach((lines, i) => cell(lines, i, y, headerHeight, headerFont, COLORS.muted));
  let rowY = y + headerHeight;
  for (const row of body.rows) {
    rowCuts.push(rowY);
    ops.push({ op: 'line', x1: x, y1: rowY, x2: x + INNER, y2: rowY, color: COLORS.border });
    panel.columns.forEach((column, i) => cell([row[column] ?? ''], i, rowY, ROW, fontOf(12), COLORS.text));
    rowY += ROW;
  }
  const height = rowY - y;
  ops.push({ op: 'rect', x, y, width: INNER, height, stroke: COLORS.border, radius: 6 });
  return { ops, height, rowCuts };
}

function tableOps(
  m: Measure,
  fontOf: FontOf,
  body: TableBody,
  x: number,
  y: number,
): { ops: PaintOp[]; height: number; rowCuts: number[] } {
  const ops: PaintOp[] = [];
  const rowCuts: number[] = [];
  let top = y;
  for (const panel of columnPanels(naturalWidths(m, fontOf, body))) {
    if (top > y) {
      rowCuts.push(top - BODY_GAP / 2);
      top += BODY_GAP;
    }
    const laid = panelOps(m, fontOf, body, panel, x, top);
    ops.push(...laid.ops);
    rowCuts.push(...laid.rowCuts);
    top += laid.height;
  }
  return { ops, height: top - y, rowCuts };
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
      const ops: PaintOp[] = [];
      body.tiles.forEach((tile, i) => {
        const tx = x + (i % TILE_COLUMNS) * (width + TILE_GAP);
        const ty = y + Math.floor(i / TILE_COLUMNS) * (TILE_HEIGHT + TILE_GAP);
        ops.push({ op: 'rect', x: tx, y: ty, width, height: TILE_HEIGHT, stroke: COLORS.border, radius: 8 });
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
      });
      const rows = Math.ceil(body.tiles.length / TILE_COLUMNS);
      return { ops, height: rows * TILE_HEIGHT + (rows - 1) * TILE_GAP, rowCuts: [] };
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
