import type { ExportBody } from './export-blocks.ts';
import {
  BODY_GAP,
  CELL_PAD,
  COLORS,
  HEADER_ROW,
  INNER,
  MAX_COLUMN,
  MIN_COLUMN,
  ROW,
  type FontOf,
  type Measure,
  type PaintOp,
} from './layout-metrics.ts';
import { fitText, wrapText } from './text-layout.ts';

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
 * Columns in panels that fit the page's width, each panel led by the first column (the rank or the row's name), so a wide
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

/** A table with every row, as one or more column panels; `rowCuts` are where a page may end inside it. */
export function tableOps(
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
