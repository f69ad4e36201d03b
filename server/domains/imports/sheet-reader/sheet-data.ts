import { excelDateText } from './excel-dates.ts';
import type { RowCollector } from './sheet-rows.ts';
import { DAMAGED_WORKBOOK, UnreadableFile } from './unreadable-file.ts';
import { unescapeText } from './workbook-parts.ts';
import { attribute, type XmlHandler } from './xml-scanner.ts';

/**
 * Widest row read. The template has 27 columns; a cell may name any column up to XFD (16,384), and making a
 * dense row out of one far cell in each of 50,000 rows would cost gigabytes, so a value past this is refused.
 */
export const MAX_COLUMNS = 256;
/** Excel's own limits: a sheet past them was not written by a spreadsheet, and reading on is only work. */
const EXCEL_ROWS = 1_048_576;
const EXCEL_COLUMNS = 16_384;

export interface SheetContext {
  sharedStrings: readonly string[];
  dateStyles: readonly boolean[];
  date1904: boolean;
}

/** 0-based column of a cell reference (`AB12` → 27); -1 when it names none. */
function columnOf(reference: string): number {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return i === 0 ? -1 : column - 1;
}

/**
 * Reads the rows of a worksheet part into a RowCollector as the XML streams by: each cell as a person sees its
 * value. Missing cells are blank, row and column come from the `r` references (or follow the previous one), a
 * formula counts by its cached result and is never evaluated, a number in a date format becomes ISO 8601 text.
 */
export class SheetDataReader implements XmlHandler {
  /** True once the collector wants no more rows, or the sheet data has ended. */
  done = false;
  private rowsSeen = 0;
  private rowNumber = 0;
  private cells: string[] = [];
  private nextColumn = 0;
  private column = 0;
  private type = 'n';
  private style = 0;
  private value = '';
  private inValue = false;
  private inInlineString = false;
  private inText = false;
  private inPhonetic = false;

  constructor(
    private readonly context: SheetContext,
    private readonly collector: RowCollector,
  ) {}

  open(name: string, attributes: string): void {
    if (this.done) return;
    switch (name) {
      case 'row': {
        const r = Number(attribute(attributes, 'r'));
        this.rowNumber = Number.isSafeInteger(r) && r > 0 ? r : this.rowNumber + 1;
        if (++this.rowsSeen > EXCEL_ROWS || this.rowNumber > EXCEL_ROWS)
          throw new UnreadableFile(
            DAMAGED_WORKBOOK,
            `row ${this.rowNumber} (#${this.rowsSeen}) is past Excel's last row`,
          );
        this.cells = [];
        this.nextColumn = 0;
        return;
      }
      case 'c': {
        const reference = attribute(attributes, 'r');
        const column = reference === undefined ? -1 : columnOf(reference);
        this.column = column === -1 ? this.nextColumn : column;
        if (this.column >= EXCEL_COLUMNS)
          throw new UnreadableFile(
            DAMAGED_WORKBOOK,
            `row ${this.rowNumber}: column ${this.column + 1} is past Excel's last`,
          );
        this.type = attribute(attributes, 't') ?? 'n';
        this.style = Number(attribute(attributes, 's') ?? 0);
        this.value = '';
        return;
      }
      case 'v':
        this.inValue = true;
        return;
      case 'is':
        this.inInlineString = true;
        return;
      case 't':
        this.inText = this.inInlineString && !this.inPhonetic;
        return;
      case 'rPh':
        this.inPhonetic = true;
        return;
    }
  }

  close(name: string): void {
    if (this.done) return;
    switch (name) {
      case 'v':
        this.inValue = false;
        return;
      case 'is':
        this.inInlineString = false;
        return;
      case 't':
        this.inText = false;
        return;
      case 'rPh':
        this.inPhonetic = false;
        return;
      case 'c':
        this.endCell();
        return;
      case 'row':
        if (!this.collector.add(this.cells, this.rowNumber)) this.done = true;
        return;
      case 'sheetData':
        this.done = true;
        return;
    }
  }

  text(text: string): void {
    if (this.inValue || this.inText) this.value += text;
  }

  private endCell(): void {
    const text = this.cellText();
    this.nextColumn = this.column + 1;
    if (text === '') return;
    if (this.column >= MAX_COLUMNS)
      throw new UnreadableFile(
        `row ${this.rowNumber} has a value past column ${MAX_COLUMNS}; use the template's columns.`,
        `cell in column ${this.column + 1} of row ${this.rowNumber}`,
      );
    while (this.cells.length < this.column) this.cells.push('');
    this.cells[this.column] = text;
  }

  /** The cell's value as text: `value` holds its `<v>`, or the runs of its inline string. */
  private cellText(): string {
    const { type, value } = this;
    // Text is kept exactly as written, spaces and all.
    if (type === 'inlineStr' || type === 'str') return unescapeText(value);
    const trimmed = value.trim();
    if (trimmed === '') return '';
    switch (type) {
      case 's': {
        const text = this.context.sharedStrings[Number(trimmed)];
        if (text === undefined)
          throw new UnreadableFile(DAMAGED_WORKBOOK, `row ${this.rowNumber}: no shared string ${trimmed}`);
        return text;
      }
      case 'n': {
        const number = Number(trimmed);
        if (!Number.isFinite(number)) return trimmed;
        const date = this.context.dateStyles[this.style]
          ? excelDateText(number, this.context.date1904)
          : null;
        return date ?? String(number);
      }
      case 'b':
        return trimmed === '1' ? 'true' : 'false';
      default:
        // e (#N/A, #DIV/0! …) and d (ISO 8601 text)
        return trimmed;
    }
  }
}
