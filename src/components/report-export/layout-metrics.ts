/* Sizes (CSS pixels), colours and the paint operations shared by the report's layout and its painter. */
import type { ExportBody } from './export-blocks.ts';
import type { TextMeasurer } from './text-layout.ts';

/** The export's fixed width in CSS pixels, whatever the window: the same picture on every screen. */
export const EXPORT_WIDTH = 1120;
export const MARGIN = 40;
export const CONTENT = EXPORT_WIDTH - 2 * MARGIN;
export const PAD = 20;
export const INNER = CONTENT - 2 * PAD;
export const CARD_GAP = 16;
export const BODY_GAP = 12;
export const CHART_HEIGHT = 300;
/** Every chart's size in CSS pixels: one off-screen echarts instance of this size draws them all. */
export const CHART_SIZE = { width: INNER, height: CHART_HEIGHT };
export const TILE_HEIGHT = 72;
/** Room for a tile's detail (an AD metric's change and weeks, two lines at most) under its value. */
export const TILE_DETAIL = 34;
export const TILE_GAP = 12;
export const TILE_COLUMNS = 4;
export const HEADER_ROW = 30;
export const ROW = 26;
export const CELL_PAD = 8;
export const MIN_COLUMN = 48;
export const MAX_COLUMN = 240;

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
