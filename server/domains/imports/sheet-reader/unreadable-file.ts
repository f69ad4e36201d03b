/**
 * A file the import refuses to read. `message` is ours, fixed, and safe to show (it ends the sentence "The file
 * could not be read: …"); `detail` says what went wrong inside, for the server log only.
 */
export class UnreadableFile extends Error {
  readonly detail: string;

  constructor(message: string, detail: string = message) {
    super(message);
    this.name = 'UnreadableFile';
    this.detail = detail;
  }
}

export const NOT_A_WORKBOOK =
  'it is not a valid XLSX workbook. Save it again from Excel or use the template.';
export const DAMAGED_WORKBOOK = 'the workbook is damaged. Save it again from Excel or use the template.';
/** For a failure that names no cause we can tell the user (its detail is logged as an error). */
export const CANNOT_READ = 'it could not be read as CSV or XLSX. Use the import template.';
