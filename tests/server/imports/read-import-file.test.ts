import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_MAX_ROWS } from '../../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { readImportFile, readPastedLines } from '../../../server/domains/imports/read-import-file.ts';
import { AppError } from '../../../server/lib/errors.ts';
import { bigPostsCsv, FREE_LOOP_MAX_GAP_MS, watchEventLoop } from './event-loop-watch.ts';
import { bigPostsXlsx, xlsxOf } from './xlsx-fixture.ts';

const ROWS = 450_000;
let bigXlsx: Uint8Array;
let bigCsv: Uint8Array;

beforeAll(() => {
  bigXlsx = bigPostsXlsx(ROWS, 2);
  bigCsv = bigPostsCsv(ROWS);
}, 60_000);

afterEach(() => vi.restoreAllMocks());

describe('readImportFile', () => {
  it.each([
    ['posts.xlsx', () => bigXlsx],
    ['posts.csv', () => bigCsv],
  ])(
    'stops %s of 450,000 rows at the row limit while the event loop keeps turning',
    async (name, bytes) => {
      const loop = watchEventLoop();
      const sheet = await readImportFile(name, bytes());
      const { ticks, maxGapMs, elapsedMs } = loop.stop();
      expect(sheet.tooManyRows).toBe(true);
      expect(sheet.rows).toHaveLength(1);
      expect(maxGapMs).toBeLessThan(FREE_LOOP_MAX_GAP_MS);
      expect(ticks).toBeGreaterThan(elapsedMs / 100);
    },
    60_000,
  );

  it('reads files one after another in the same thread, each to its own rows', async () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `<row r="${i + 1}"><c><v>${i}</v></c></row>`);
    const files = [1, 1_200, 3].map((n) => xlsxOf({ sheetData: rows(n).join('') }));
    const sheets = await Promise.all(files.map((bytes, i) => readImportFile(`f${i}.xlsx`, bytes)));
    expect(sheets.map((s) => s.rows.length)).toEqual([1, 1_200, 3]);
    expect(sheets[1]!.rows.at(-1)).toEqual(['1199']);
    expect(sheets[1]!.rowNumbers.at(-1)).toBe(1_200);
    expect(sheets.every((s) => !s.tooManyRows)).toBe(true);
    // The caller's bytes are its own: they are copied to the thread, not taken.
    expect(files[0]!.byteLength).toBeGreaterThan(0);
  });

  it('answers 10221 with our words and logs what went wrong inside', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = await readImportFile('posts.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9])).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(ErrorCode[(failure as AppError).code]).toBe(ErrorCode.IMPORT_FILE_UNREADABLE);
    expect((failure as AppError).message).toBe(
      'The file could not be read: it is not a valid XLSX workbook. Save it again from Excel or use the template.',
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no end of central directory'));
  });

  it('reads exactly the row limit', async () => {
    const lines = ['h', ...Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => String(i))];
    const sheet = await readImportFile('limit.csv', new TextEncoder().encode(lines.join('\n')));
    expect(sheet.tooManyRows).toBe(false);
    expect(sheet.rows).toHaveLength(IMPORT_MAX_ROWS + 1);
  });
});

describe('readPastedLines', () => {
  it('reads pasted lines in the thread while the event loop keeps turning', async () => {
    const text = new TextDecoder().decode(bigPostsCsv(ROWS));
    const loop = watchEventLoop();
    const sheet = await readPastedLines(text, 1_000);
    const { maxGapMs } = loop.stop();
    expect(sheet.tooManyRows).toBe(true);
    expect(sheet.rows).toHaveLength(1);
    expect(maxGapMs).toBeLessThan(FREE_LOOP_MAX_GAP_MS);
  }, 60_000);

  it('reads them as CSV whatever they start with: pasted text is never a workbook', async () => {
    const sheet = await readPastedLines('PK\u0003\u0004,second\nthird', 10);
    expect(sheet.rows).toEqual([['PK\u0003\u0004', 'second'], ['third']]);
  });

  it('answers 10221 in the words of pasted lines, naming the row', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = await readPastedLines('a,b\n"never closed,c', 10).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).message).toBe(
      'The lines could not be read: a quoted field is never closed (row 2).',
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"pasted lines"'));
  });
});
