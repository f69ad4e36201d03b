import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { dashboardComponents, dashboards, jobs } from '../../../server/db/schema/index.ts';
import { IMPORT_EXAMPLE_ROW, IMPORT_HEADER } from '../../../server/domains/imports/import-columns.ts';
import { runningShoes } from '../dashboard/dashboard-fixtures.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinTeamOf } from '../helpers/teams.ts';
import { addUser } from '../helpers/users.ts';
import { csvOf } from './import-csv.ts';

let t: TestApp;
let admin: string;
let viewer: string;
let dashboardId: string;
let subjectIds: string[];

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  // Vera is a viewer of the administrator's team.
  const vera = await addUser(t.deps.db, 'vera', 'vera-password-1', [['writer', 'viewer']]);
  await joinTeamOf(t.deps, 'admin', vera, 'viewer');
  [admin, viewer] = await Promise.all([t.signIn(), t.signIn('vera', 'vera-password-1')]);
}, 60_000);
afterAll(() => t.close());

beforeEach(async () => {
  const res = await t.call('dashboard.add', runningShoes(), admin);
  dashboardId = res.body.data.dashboard_id;
  const detail = await t.call('dashboard.detail', { dashboard_id: dashboardId }, admin);
  subjectIds = detail.body.data.subjects.map((s) => s.subject_id);
  // Collection is not running in this app; the import is for a dashboard that has finished collecting.
  await t.deps.db.update(dashboards).set({ status: 'ready' }).where(eq(dashboards.id, dashboardId));
});

function upload(file: Blob, name: string, fields: Record<string, string> = {}, token = admin) {
  const form = new FormData();
  form.set('dashboard_id', dashboardId);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', file, name);
  return t.app.request('/api/dashboard/import', {
    method: 'POST',
    body: form,
    headers: { 'MB-TOKEN': token },
  });
}

const csvBlob = (rows: Record<string, string>[]) => new Blob([csvOf(rows)], { type: 'text/csv' });

async function postCount(subjectId: string): Promise<number> {
  const [row] = await t.deps.analytics.all<{ n: number }>(
    'select count(*) as n from analytics.posts where dashboard_id = $1 and subject_id = $2',
    [dashboardId, subjectId],
  );
  return row!.n;
}

async function analyzeJobs() {
  return (await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'analyze-dashboard'))).filter(
    (j) => (j.payload as { dashboardId?: string }).dashboardId === dashboardId,
  );
}

describe('POST /api/dashboard/import', () => {
  it('writes the facts into the subject, marks components stale and queues the analysis', async () => {
    const res = await upload(csvBlob([{ post_id: 'a' }, { post_id: 'b', hashtags: 'x y' }]), 'posts.csv', {
      subject_id: subjectIds[1]!,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, data: { imported: 2 }, message: 'ok' });
    expect(await postCount(subjectIds[1]!)).toBe(2);
    expect(await postCount(subjectIds[0]!)).toBe(0);
    const tags = await t.deps.analytics.all<{ tag: string }>(
      'select tag from analytics.post_hashtags where dashboard_id = $1 and post_id = $2 order by tag',
      [dashboardId, 'b'],
    );
    expect(tags.map((r) => r.tag)).toEqual(['x', 'y']);
    const [channel] = await t.deps.analytics.all<{ followers: number; title: string }>(
      'select followers, title from analytics.channels where dashboard_id = $1',
      [dashboardId],
    );
    expect(channel).toEqual({ followers: 1200000, title: 'Trail Runner Lab' });
    const components = await t.deps.db
      .select()
      .from(dashboardComponents)
      .where(eq(dashboardComponents.dashboardId, dashboardId));
    expect(components.length).toBeGreaterThan(0);
    expect(components.every((c) => c.state === 'stale')).toBe(true);
    expect(await analyzeJobs()).toHaveLength(1);
  });

  it('imports into the first subject by default, from an XLSX file, and appends to earlier imports', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sheet1');
    sheet.addRow(IMPORT_HEADER);
    const row = [...IMPORT_EXAMPLE_ROW] as (string | number | Date)[];
    row[IMPORT_HEADER.indexOf('views')] = 152000;
    row[IMPORT_HEADER.indexOf('post_time')] = new Date('2026-03-01T14:00:00Z');
    sheet.addRow(row);
    const bytes = await book.xlsx.writeBuffer();
    const res = await upload(new Blob([bytes]), 'posts.xlsx');
    expect((await res.json()).data).toEqual({ imported: 1 });
    const res2 = await upload(csvBlob([{ post_id: 'another' }]), 'more.csv');
    expect((await res2.json()).data).toEqual({ imported: 1 });
    expect(await postCount(subjectIds[0]!)).toBe(2);
    const [post] = await t.deps.analytics.all<{ views: number; posted_at: string }>(
      'select views, posted_at from analytics.posts where dashboard_id = $1 and post_id = $2',
      [dashboardId, IMPORT_EXAMPLE_ROW[IMPORT_HEADER.indexOf('post_id')]!],
    );
    expect(post).toEqual({ views: 152000, posted_at: '2026-03-01T14:00:00.000Z' });
  });

  it('writes nothing when any row is wrong and answers 10201 with the issues', async () => {
    const res = await upload(csvBlob([{ post_id: 'ok' }, { post_id: 'bad', views: 'lots' }]), 'posts.csv');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe(ErrorCode.VALIDATION);
    expect(body.issues).toEqual([
      { path: 'row 3 · views', message: '"lots" is not a whole number of 0 or more' },
    ]);
    expect(await postCount(subjectIds[0]!)).toBe(0);
    expect(await analyzeJobs()).toHaveLength(0);
  });

  it('rejects a post id already imported into the subject', async () => {
    await upload(csvBlob([{ post_id: 'same' }]), 'a.csv');
    const body = await (await upload(csvBlob([{ post_id: 'same' }]), 'b.csv')).json();
    expect(body.issues).toEqual([
      { path: 'row 2 · post_id', message: 'post id "same" is already in this subject' },
    ]);
  });

  it('answers 10221 for a broken CSV or XLSX', async () => {
    const brokenCsv = new Blob([`${IMPORT_HEADER.join(',')}\n"youtube,unterminated\n`]);
    const csv = await (await upload(brokenCsv, 'posts.csv')).json();
    expect(csv.code).toBe(ErrorCode.IMPORT_FILE_UNREADABLE);
    expect(csv.message).toMatch(/could not be read/);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    const xlsx = await upload(new Blob([zip]), 'posts.xlsx');
    expect(xlsx.status).toBe(400);
    expect((await xlsx.json()).code).toBe(ErrorCode.IMPORT_FILE_UNREADABLE);
    const binary = await (await upload(new Blob([new Uint8Array([0xff, 0xfe, 0, 0x41])]), 'x.csv')).json();
    expect(binary.code).toBe(ErrorCode.IMPORT_FILE_UNREADABLE);
  });

  it('answers 10203 for a file over 10 MB and 10201 for too many rows', async () => {
    const big = await upload(new Blob([new Uint8Array(10_000_001)]), 'big.csv');
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    const header = 'platform,post_id,title,post_time,views,likes,comments,channel_title';
    const lines = Array.from({ length: 50_001 }, (_, i) => `youtube,p${i},t,2026-01-01,1,1,1,c`);
    const many = new Blob([`${header}\n${lines.join('\n')}`]);
    const body = await (await upload(many, 'many.csv')).json();
    expect(body.code).toBe(ErrorCode.VALIDATION);
    expect(body.issues).toEqual([
      { path: 'file', message: 'more than 50000 rows; at most 50000 can be imported at once' },
    ]);
  });

  it("checks sign-in, the team role and the dashboard's team", async () => {
    const form = new FormData();
    form.set('dashboard_id', dashboardId);
    form.set('file', csvBlob([{}]), 'a.csv');
    const anonymous = await t.app.request('/api/dashboard/import', { method: 'POST', body: form });
    expect((await anonymous.json()).code).toBe(ErrorCode.SIGN_IN_EXPIRED);
    expect((await (await upload(csvBlob([{}]), 'a.csv', {}, viewer)).json()).code).toBe(ErrorCode.FORBIDDEN);
    await addUser(t.deps.db, `eddie${subjectIds[0]}`, 'eddie-password-1', [['writer', 'editor']]);
    const other = await t.signIn(`eddie${subjectIds[0]}`, 'eddie-password-1');
    expect((await (await upload(csvBlob([{}]), 'a.csv', {}, other)).json()).code).toBe(ErrorCode.NOT_FOUND);
    const unknownSubject = await (await upload(csvBlob([{}]), 'a.csv', { subject_id: 'nope' })).json();
    expect(unknownSubject.issues).toEqual([
      { path: 'subject_id', message: 'The dashboard has no such analysis subject.' },
    ]);
  });

  it('refuses while the dashboard is still collecting', async () => {
    await t.deps.db.update(dashboards).set({ status: 'generating' }).where(eq(dashboards.id, dashboardId));
    const body = await (await upload(csvBlob([{}]), 'a.csv')).json();
    expect(body.code).toBe(ErrorCode.CONFLICT);
  });
});

describe('GET /api/dashboard/import/template', () => {
  it('downloads the CSV template: header and one example row that imports cleanly', async () => {
    const res = await t.app.request('/api/dashboard/import/template?format=csv', {
      headers: { 'MB-TOKEN': admin },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="post-import-template.csv"');
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const rows = Papa.parse<string[]>(text.trim()).data;
    expect(rows).toEqual([IMPORT_HEADER, IMPORT_EXAMPLE_ROW]);
    const imported = await (await upload(new Blob([text]), 'template.csv')).json();
    expect(imported.data).toEqual({ imported: 1 });
  });

  it('downloads the XLSX template with the same rows on Sheet1', async () => {
    const res = await t.app.request('/api/dashboard/import/template?format=xlsx', {
      headers: { 'MB-TOKEN': admin },
    });
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const bytes = await res.arrayBuffer();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes);
    const sheet = book.getWorksheet('Sheet1')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...IMPORT_HEADER]);
    expect(sheet.getRow(2).values).toEqual([undefined, ...IMPORT_EXAMPLE_ROW]);
    // Each column is wide enough for its name and example, within 12 to 40 characters.
    const widthOf = (key: string) => sheet.getColumn(IMPORT_HEADER.indexOf(key) + 1).width;
    expect([widthOf('platform'), widthOf('channel_followers'), widthOf('thumbnail_url')]).toEqual([
      12, 19, 40,
    ]);
    const imported = await (await upload(new Blob([bytes]), 'template.xlsx')).json();
    expect(imported.data).toEqual({ imported: 1 });
  });

  it('needs a sign-in and a known format', async () => {
    const anonymous = await t.app.request('/api/dashboard/import/template?format=csv');
    expect(anonymous.status).toBe(401);
    const bad = await t.app.request('/api/dashboard/import/template?format=pdf', {
      headers: { 'MB-TOKEN': admin },
    });
    expect((await bad.json()).code).toBe(ErrorCode.VALIDATION);
  });
});
