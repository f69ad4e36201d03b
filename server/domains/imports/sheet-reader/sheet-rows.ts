/** A file as rows of cell texts; `rows[0]` is the header. Blank rows are kept out. */
export interface SheetRows {
  rows: string[][];
  /** Spreadsheet row number (1-based) of each entry of `rows`, for messages. */
  rowNumbers: number[];
  /**
   * True when the file has more data rows than the reader was asked for: it stopped there, and `rows` holds
   * only the header (nobody imports a file that is over the limit, so its rows are not worth keeping).
   */
  tooManyRows?: boolean;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Collects the rows of a file as they are read, and says when to stop: one data row past `maxRows`. */
export class RowCollector {
  private readonly rows: string[][] = [];
  private readonly rowNumbers: number[] = [];
  private tooManyRows = false;

  constructor(private readonly maxRows: number) {}

  /** Takes one row; false once the file is known to be over the limit, and nothing more is wanted. */
  add(cells: string[], rowNumber: number): boolean {
    if (this.tooManyRows) return false;
    if (isBlank(cells)) return true;
    // rows[0] is the header, so the data rows are all but one.
    if (this.rows.length > this.maxRows) {
      this.tooManyRows = true;
      this.rows.length = 1;
      this.rowNumbers.length = 1;
      return false;
    }
    this.rows.push(cells);
    this.rowNumbers.push(rowNumber);
    return true;
  }

  result(): SheetRows {
    return { rows: this.rows, rowNumbers: this.rowNumbers, tooManyRows: this.tooManyRows };
  }
}
