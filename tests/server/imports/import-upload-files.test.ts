import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { dashboards } from '../../../server/db/schema/index.ts';
import { IMPORT_EXAMPLE_ROW, IMPORT_HEADER } from '../../../server/domains/imports/import-columns.ts';
import { runningShoes } from '../dashboard/dashboard-fixtures.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bigPostsCsv, FREE_LOOP_MAX_GAP_MS, watchEventLoop } from './event-loop-watch.ts';
import { bigPostsXlsx, si, xlsxOf, zipBombXlsx } from './xlsx-fixture.ts';

/** Uploads of large, hostile and damaged files through POST /api/dashboard/import. */

let t: TestApp;
let admin: string;
let dashboardId: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  admin = await t.signIn();
  dashboardId = (await t.call('dashboard.add', runningShoes(), admin)).body.data.dashboard_id;
  await t.deps.db.update(dashboards).set({ status: 'ready' }).where(eq(dashboards.id, dashboardId));
}, 60_000);
afterAll(() => t.close());

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.set('dashboard_id', dashboardId);
  form.set('file', new Blob([bytes]), name);
  const res = await t.app.request('/api/dashboard/import', {
    method: 'POST',
    body: form,
    headers: { 'MB-TOKEN': admin },
  });
  return { status: res.status, text: await res.text() };
}

/** The answer names no exception, stack frame or file of the server. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/Error|TypeError|\bat \S+ \(|\/work\/|\.ts\b|\.mjs\b|node_modules|zip:|inflat/);
}

const TOO_MANY = [{ path: 'file', message: 'more than 50000 rows; at most 50000 can be imported at once' }];

describe('POST /api/dashboard/import with large and hostile files', () => {
  it.each([
    ['posts.xlsx', () => bigPostsXlsx(450_000, 2)],
    ['posts.csv', () => bigPostsCsv(450_000)],
  ])(
    'refuses %s of 450,000 rows with the row limit, and the server keeps serving meanwhile',
    async (name, make) => {
      const bytes = make();
      expect(bytes.length).toBeLessThan(10_000_000);
      const loop = watchEventLoop();
      const { status, text } = await upload(bytes, name);
      const { maxGapMs, ticks, elapsedMs } = loop.stop();
      expect(status).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ code: ErrorCode.VALIDATION, issues: TOO_MANY });
      expect(maxGapMs).toBeLessThan(FREE_LOOP_MAX_GAP_MS);
      expect(ticks).toBeGreaterThan(elapsedMs / 100);
    },
    60_000,
  );

  it('answers a zip bomb with 10221 at once', async () => {
    const started = performance.now();
    const { status, text } = await upload(
      zipBombXlsx({ megabytes: 2000, declaredSize: 2e9, unit: '<row/>' }),
      'bomb.xlsx',
    );
    expect(status).toBe(400);
    expect(JSON.parse(text)).toEqual({
      code: ErrorCode.IMPORT_FILE_UNREADABLE,
      data: null,
      message:
        'The file could not be read: the workbook is damaged. Save it again from Excel or use the template.',
    });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('answers a damaged zip and a CSV that is not UTF-8 with our words only, and logs the detail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = xlsxOf({
      sharedStrings: [si('x')],
      sheetData: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>',
    });
    // Corrupt deflate data inside the sheet: the inflater's own error must stay in the log.
    const damaged = Buffer.from(good);
    const sheetData = damaged.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    damaged.fill(0xff, sheetData, sheetData + 20);
    const answers = [
      await upload(damaged, 'posts.xlsx'),
      await upload(new Uint8Array([0x63, 0xe9, 0x0a]), 'p.csv'),
    ];
    for (const { status, text } of answers) {
      expect(status).toBe(400);
      expect(JSON.parse(text).code).toBe(ErrorCode.IMPORT_FILE_UNREADABLE);
      expectNoInternals(text);
    }
    expect(JSON.parse(answers[0]!.text).message).toBe(
      'The file could not be read: the workbook is damaged. Save it again from Excel or use the template.',
    );
    expect(JSON.parse(answers[1]!.text).message).toBe(
      'The file could not be read: it is not UTF-8 text. Save the CSV as UTF-8 or use the XLSX template.',
    );
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.join('\n')).toMatch(/inflating xl\/worksheets\/sheet1\.xml: .*Error.*TypeError/s);
    warn.mockRestore();
  });

  it('imports an XLSX written as Excel writes it: shared strings, typed numbers and a real date', async () => {
    const header = IMPORT_HEADER.map((key) => si(key));
    const example = IMPORT_EXAMPLE_ROW.map((value) => si(value));
    const col = (i: number) => String.fromCharCode(65 + (i % 26)).padStart(i >= 26 ? 2 : 1, 'A');
    const cells = IMPORT_HEADER.map((key, i) => {
      if (key === 'views') return `<c r="${col(i)}2"><v>152000</v></c>`;
      if (key === 'post_time') return `<c r="${col(i)}2" s="1"><v>46082.583333333336</v></c>`;
      if (key === 'post_id') return `<c r="${col(i)}2" t="inlineStr"><is><t>from-excel</t></is></c>`;
      return `<c r="${col(i)}2" t="s"><v>${IMPORT_HEADER.length + i}</v></c>`;
    });
    const bytes = xlsxOf({
      sharedStrings: [...header, ...example],
      cellXfs: [0, 22],
      sheetData:
        `<row r="1">${IMPORT_HEADER.map((_, i) => `<c r="${col(i)}1" t="s"><v>${i}</v></c>`).join('')}</row>` +
        `<row r="2">${cells.join('')}</row>`,
    });
    const { text } = await upload(bytes, 'posts.xlsx');
    expect(JSON.parse(text)).toEqual({ code: 0, data: { imported: 1 }, message: 'ok' });
    const [post] = await t.deps.analytics.all<{ views: number; posted_at: string }>(
      'select views, posted_at from analytics.posts where dashboard_id = $1 and post_id = $2',
      [dashboardId, 'from-excel'],
    );
    expect(post).toEqual({ views: 152000, posted_at: '2026-03-01T14:00:00.000Z' });
  });
});
