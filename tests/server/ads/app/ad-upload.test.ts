import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_DATA_TEMPLATE_PATH } from '../../../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../../../src/lib/api/error-codes.ts';
import { adUploadChunks } from '../../../../server/db/schema/index.ts';
import { noModel } from '../../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { joinTeam, ok, teamWorld } from '../../teams/org-kit.ts';
import { checkFile, exportFixture, factCount, runAdJobs, uploadFile } from './ad-app-kit.ts';

/* Ad data uploads: accepted at once, parsed by the durable job, refused with every problem named. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'ad-upload');
}, 180_000);
afterAll(() => t.close());

const metaEn = () => ({ bytes: exportFixture('meta-en-daily.csv'), name: 'Meta October.csv' });

describe('uploading an export', () => {
  it('accepts it parsing, then the job writes its rows, tags its ads and says what they cover', async () => {
    const accepted = ok(await uploadFile(t, w.editor.token, metaEn()));
    expect(accepted).toMatchObject({ state: 'parsing', kind: 'file', name: 'Meta October', platform: null });
    expect((await t.deps.db.select().from(adUploadChunks)).length).toBe(1);
    expect(await factCount(t, accepted.dataset_id)).toBe(0);

    await runAdJobs(t);
    const done = ok(await t.call('adData.detail', { dataset_id: accepted.dataset_id }, w.viewer.token));
    expect(done).toMatchObject({
      state: 'success',
      platform: 'meta',
      progress: 100,
      row_count: 3,
      ad_count: 2,
      days: { from: '2026-10-01', to: '2026-10-02' },
      file: { name: 'Meta October.csv', format: 'meta' },
      currency: 'USD',
      sample: false,
      problems: [],
      failure_code: null,
    });
    expect(done.windows).toEqual(expect.arrayContaining(['none', '7d_click', '1d_view']));
    expect(await factCount(t, accepted.dataset_id)).toBe(3);
    expect(await factCount(t, accepted.dataset_id, 'ad_tags')).toBeGreaterThan(0);
    // The bytes are gone once parsed.
    expect(await t.deps.db.select().from(adUploadChunks)).toEqual([]);
    const listed = ok(await t.call('adData.list', { kind: 'file' }, w.viewer.token));
    expect(listed.list.map((d) => d.dataset_id)).toContain(accepted.dataset_id);
  });

  it('reads a German Meta export with its own number format', async () => {
    const res = ok(
      await checkFile(t, w.editor.token, { bytes: exportFixture('meta-de-daily.csv'), name: 'meta-de.csv' }),
    );
    expect(res).toMatchObject({ problems: [], rows: 2, format: 'meta', locale: 'de', currency: 'EUR' });
    const accepted = ok(
      await uploadFile(t, w.editor.token, { bytes: exportFixture('meta-de-daily.csv'), name: 'meta-de.csv' }),
    );
    await runAdJobs(t);
    const [spend] = await t.deps.analytics.all<{ spend: number }>(
      'select sum(spend) as spend from analytics.ad_days where dataset_id = $1',
      [accepted.dataset_id],
    );
    expect(spend!.spend).toBeCloseTo(1334.56, 2);
  });

  it('ends a file with row problems failed, each problem listed, and writes no rows', async () => {
    const accepted = ok(
      await uploadFile(t, w.editor.token, { bytes: exportFixture('meta-en-bad-rows.csv'), name: 'bad.csv' }),
    );
    await runAdJobs(t);
    const failed = ok(await t.call('adData.detail', { dataset_id: accepted.dataset_id }, w.editor.token));
    expect(failed).toMatchObject({
      state: 'failed',
      failure_code: ErrorCode.AD_IMPORT_REJECTED,
      row_count: 0,
    });
    expect(failed.problems.length).toBeGreaterThan(0);
    expect(failed.problems.every((p) => p.code && p.code >= 10400 && p.code <= 10414)).toBe(true);
    expect(failed.problems.some((p) => p.row !== undefined)).toBe(true);
    expect(await factCount(t, accepted.dataset_id)).toBe(0);
    expect(await t.deps.db.select().from(adUploadChunks)).toEqual([]);
  });

  it('ends an upload whose stored bytes no longer inflate to the file failed with 10449, nothing written', async () => {
    const accepted = ok(await uploadFile(t, w.editor.token, metaEn()));
    const [piece] = await t.deps.db.select().from(adUploadChunks);
    // The same length, other bytes: only inflating them (in the import thread) can tell.
    const damaged = Buffer.from(piece!.bytes).map((b) => b ^ 0x5a);
    await t.deps.db.update(adUploadChunks).set({ bytes: Buffer.from(damaged) });
    await runAdJobs(t);
    const failed = ok(await t.call('adData.detail', { dataset_id: accepted.dataset_id }, w.editor.token));
    expect(failed).toMatchObject({ state: 'failed', failure_code: ErrorCode.AD_UPLOAD_LOST, row_count: 0 });
    expect(await factCount(t, accepted.dataset_id)).toBe(0);
    expect(await t.deps.db.select().from(adUploadChunks)).toEqual([]);
  });

  it('ends an upload whose stored pieces are gone failed with 10449', async () => {
    const accepted = ok(await uploadFile(t, w.editor.token, metaEn()));
    await t.deps.db.delete(adUploadChunks);
    await runAdJobs(t);
    const failed = ok(await t.call('adData.detail', { dataset_id: accepted.dataset_id }, w.editor.token));
    expect(failed).toMatchObject({ state: 'failed', failure_code: ErrorCode.AD_UPLOAD_LOST, row_count: 0 });
  });

  it('ends a file of another template failed with 10406, nothing written', async () => {
    const wrong = 'Campaign,Clicks,Cost\nSpring,10,4.5\n';
    const checked = ok(await checkFile(t, w.editor.token, { bytes: wrong, name: 'google.csv' }));
    expect(checked.problems.map((p) => p.code)).toEqual([ErrorCode.AD_IMPORT_HEADER_UNKNOWN]);
    const accepted = ok(await uploadFile(t, w.editor.token, { bytes: wrong, name: 'google.csv' }));
    await runAdJobs(t);
    const failed = ok(await t.call('adData.detail', { dataset_id: accepted.dataset_id }, w.editor.token));
    expect(failed.problems.map((p) => p.code)).toEqual([ErrorCode.AD_IMPORT_HEADER_UNKNOWN]);
  });

  it('refuses at once what is no spreadsheet (binary, NUL bytes, PDF, empty), storing nothing', async () => {
    const before = ok(await t.call('adData.list', {}, w.editor.token)).total;
    const cases: [Uint8Array | string, string][] = [
      ['Reporting starts,Day\u0000,Ad name\n', 'nul.csv'],
      [new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]), 'export.csv'],
      ['plain text', 'export.xlsx'],
      ['', 'empty.csv'],
    ];
    const codes = [];
    for (const [bytes, name] of cases) {
      const res = await uploadFile(t, w.editor.token, { bytes, name });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ErrorCode.AD_IMPORT_REJECTED);
      codes.push(res.body.issues?.[0]?.code);
    }
    expect(codes).toEqual([
      ErrorCode.AD_IMPORT_NOT_A_SHEET,
      ErrorCode.AD_IMPORT_NOT_A_SHEET,
      ErrorCode.AD_IMPORT_NOT_A_SHEET,
      ErrorCode.AD_IMPORT_EMPTY,
    ]);
    const named = await uploadFile(t, w.editor.token, { bytes: 'a,b\n', name: '../../x\u0001.csv' });
    expect(named.body.code).toBe(ErrorCode.VALIDATION);
    expect(ok(await t.call('adData.list', {}, w.editor.token)).total).toBe(before);
    expect(await t.deps.db.select().from(adUploadChunks)).toEqual([]);
  });

  it('refuses a body over 100 MB by its declared length, with 10403 and the limit', async () => {
    const res = await t.app.request('/api/ad_data/add', {
      method: 'POST',
      body: 'x',
      headers: {
        'MB-TOKEN': w.editor.token,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(200_000_000),
      },
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { code: number; issues: { params: { max_mb: number } }[] };
    expect(body.code).toBe(ErrorCode.AD_IMPORT_FILE_TOO_LARGE);
    expect(body.issues[0]!.params.max_mb).toBe(100);
    expect(res.headers.get('connection')).toBe('close');
  });

  it('refuses a streamed body once it passes 100 MB, removing what was stored of it', async () => {
    let sent = 0;
    const head =
      '--x\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\nAd name,Day\n';
    // The first pieces do not compress, so some of the file is stored before the limit is passed.
    const noise = randomBytes(1024 * 1024);
    const text = Buffer.alloc(1024 * 1024, 'a,2026-10-01\n');
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(sent === 0 ? Buffer.from(head) : sent <= 3 ? noise : text);
        sent++;
      },
    });
    const res = await t.app.request('/api/ad_data/add', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'MB-TOKEN': w.editor.token, 'Content-Type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: number }).code).toBe(ErrorCode.AD_IMPORT_FILE_TOO_LARGE);
    expect(res.headers.get('connection')).toBe('close');
    expect(sent).toBeLessThan(110);
    expect(await t.deps.db.select().from(adUploadChunks)).toEqual([]);
  });

  it('refuses two files in one upload, and an upload under a client out of reach, storing nothing', async () => {
    const form = new FormData();
    form.append('file', new Blob([exportFixture('meta-en-daily.csv')]), 'a.csv');
    form.append('file', new Blob([exportFixture('meta-en-daily.csv')]), 'b.csv');
    const res = await t.app.request('/api/ad_data/add', {
      method: 'POST',
      body: form,
      headers: { 'MB-TOKEN': w.editor.token },
    });
    expect(((await res.json()) as { code: number }).code).toBe(ErrorCode.VALIDATION);
    const unknownClient = await uploadFile(t, w.editor.token, metaEn(), { client_id: 'no-such-client' });
    expect(unknownClient.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(await t.deps.db.select().from(adUploadChunks)).toEqual([]);
  });

  it('lets viewers read but not upload, and signed-out callers nothing', async () => {
    expect((await uploadFile(t, w.viewer.token, metaEn())).body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await checkFile(t, w.viewer.token, metaEn())).body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await uploadFile(t, '', metaEn())).body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
  });

  it('files an upload under a client; a restricted member sees and uploads only under theirs', async () => {
    const acme = ok(await t.call('client.add', { name: 'Acme' }, w.admin.token)).client_id;
    const other = ok(await t.call('client.add', { name: 'Other' }, w.admin.token)).client_id;
    await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [acme] });
    const unfiled = await uploadFile(t, w.restricted.token, metaEn());
    expect(unfiled.body.code).toBe(ErrorCode.VALIDATION);
    const hidden = await uploadFile(t, w.restricted.token, metaEn(), { client_id: other });
    expect(hidden.body.code).toBe(ErrorCode.NOT_FOUND);
    const theirs = ok(await uploadFile(t, w.restricted.token, metaEn(), { client_id: acme }));
    const seen = ok(await t.call('adData.list', {}, w.restricted.token));
    expect(seen.list.map((d) => d.dataset_id)).toEqual([theirs.dataset_id]);
    const editorsOwn = ok(await t.call('adData.list', {}, w.editor.token)).list.find(
      (d) => d.client === null,
    )!;
    const probe = await t.call('adData.detail', { dataset_id: editorsOwn.dataset_id }, w.restricted.token);
    expect(probe.body.code).toBe(ErrorCode.NOT_FOUND);
    const outsider = await t.call('adData.detail', { dataset_id: theirs.dataset_id }, w.outsider.token);
    expect(outsider.body.code).toBe(ErrorCode.NOT_FOUND);
    await runAdJobs(t);
  });

  it('downloads the template in the language asked, CSV or XLSX', async () => {
    const zh = await t.app.request(`${AD_DATA_TEMPLATE_PATH}?format=csv&lang=zh`, {
      headers: { 'MB-TOKEN': w.viewer.token },
    });
    expect(zh.status).toBe(200);
    expect(zh.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''/);
    expect(await zh.text()).toContain('示例行');
    const xlsx = await t.app.request(`${AD_DATA_TEMPLATE_PATH}?format=xlsx&lang=en`, {
      headers: { 'MB-TOKEN': w.viewer.token },
    });
    expect(new Uint8Array(await xlsx.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    const checked = ok(
      await checkFile(t, w.editor.token, {
        bytes: new Uint8Array(
          await (
            await t.app.request(`${AD_DATA_TEMPLATE_PATH}?format=csv&lang=en`, {
              headers: { 'MB-TOKEN': w.viewer.token },
            })
          ).arrayBuffer(),
        ),
        name: 'template.csv',
      }),
    );
    // The template's only row is its example, skipped: no data rows.
    expect(checked.problems.map((p) => p.code)).toEqual([ErrorCode.AD_IMPORT_EMPTY]);
  });
});
