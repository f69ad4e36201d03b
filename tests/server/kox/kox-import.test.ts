import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { KOX_IMPORT_TEMPLATE_PATH } from '../../../src/lib/api/endpoints.ts';
import { koxImportedCreators, koxTeamCreators } from '../../../server/db/schema/index.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { readSheet } from '../../../server/domains/imports/sheet-reader/read-sheet.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinTeam, ok, teamWorld } from '../teams/org-kit.ts';

/* Spec §5 KOX import into the team database: every rule and message, all or nothing (docs/kox.md "Imports"). */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let acme: string;
const profileOf = (n: number) =>
  sampleCreatorCatalog().creator(`sample-${String(n).padStart(6, '0')}`)!.profileUrl;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'koximp');
  acme = ok(await t.call('client.add', { name: 'Acme' }, w.admin.token)).client_id;
  await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [acme] });
}, 60_000);
afterAll(() => t.close());

const importLines = (text: string, token = w.editor.token, extra: Record<string, unknown> = {}) =>
  t.call('kox.importCreators', { text, ...extra }, token);

async function entriesHeld(): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(koxTeamCreators)
    .where(eq(koxTeamCreators.teamId, w.teamId));
  return row!.n;
}

/** The refusal's row-level issues as `row column code`. */
async function rejected(text: string): Promise<string[]> {
  const before = await entriesHeld();
  const res = await importLines(text);
  expect(res.body.code).toBe(ErrorCode.KOX_IMPORT_REJECTED);
  expect(await entriesHeld()).toBe(before);
  return (res.body.issues ?? []).map((i) => `${i.row ?? '-'} ${i.column ?? '-'} ${i.code}`);
}

describe('KOX import from pasted lines', () => {
  it('links a sample creator by their profile link and makes an unknown one a team-only imported creator', async () => {
    const text = [
      `${profileOf(10)},,,,,120,480.50,300,900,from the expo`,
      'https://www.tiktok.com/@brand_new_runner,New Runner,run@example.com,52000,9000',
    ].join('\n');
    expect(ok(await importLines(text))).toEqual({ imported: 2, linked: 1, created: 1 });
    const [entry] = await t.deps.db
      .select()
      .from(koxTeamCreators)
      .where(and(eq(koxTeamCreators.teamId, w.teamId), eq(koxTeamCreators.creatorId, 'sample-000010')));
    expect(entry).toMatchObject({
      notes: 'from the expo',
      pricePerPostUsd: '120.00',
      pricePerVideoUsd: '480.50',
      quoteMinUsd: '300.00',
      quoteMaxUsd: '900.00',
    });
    const [made] = await t.deps.db
      .select()
      .from(koxImportedCreators)
      .where(eq(koxImportedCreators.handle, 'brand_new_runner'));
    expect(made).toMatchObject({
      teamId: w.teamId,
      platform: 'tiktok',
      nickname: 'New Runner',
      email: 'run@example.com',
      followers: 52000,
      avgViews: 9000,
      profileUrl: 'https://www.tiktok.com/@brand_new_runner',
    });
    expect(made!.id).toMatch(/^imported-/);
    // The sample one is in the team list, labelled as sample data.
    const list = ok(await t.call('kox.teamList', {}, w.viewer.token));
    expect(list.list.find((c) => c.creator_id === 'sample-000010')?.sample).toBe(true);
  });

  it('reads a header line in either language and fields in any order', async () => {
    const text = `邮箱,链接 *\nzh@example.com,https://www.instagram.com/zh_header_creator`;
    expect(ok(await importLines(text))).toMatchObject({ imported: 1, created: 1 });
  });

  it('refuses a row without its link (mandatory template field), naming row and column', async () => {
    expect(await rejected(`https://www.youtube.com/@goodone1\n,Nobody`)).toEqual([
      `2 link ${ErrorCode.IMPORT_FIELD_REQUIRED}`,
    ]);
  });

  it('refuses a link that is not a YouTube, TikTok or Instagram profile', async () => {
    expect(
      await rejected('https://example.com/someone\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    ).toEqual([
      `1 link ${ErrorCode.IMPORT_PROFILE_LINK_UNSUPPORTED}`,
      `2 link ${ErrorCode.IMPORT_PROFILE_LINK_UNSUPPORTED}`,
    ]);
  });

  it('refuses a range with only one side, and a minimum above the maximum', async () => {
    const text = [
      'https://www.tiktok.com/@range_one,,,,,,,300,',
      'https://www.tiktok.com/@range_two,,,,,,,,900',
      'https://www.tiktok.com/@range_three,,,,,,,900,300',
    ].join('\n');
    expect(await rejected(text)).toEqual([
      `1 quote_max_usd ${ErrorCode.IMPORT_RANGE_ONE_SIDED}`,
      `2 quote_min_usd ${ErrorCode.IMPORT_RANGE_ONE_SIDED}`,
      `3 quote_min_usd ${ErrorCode.KOX_RANGE_INVERTED}`,
    ]);
  });

  it('refuses counts that are not digits and costs below 0 or with more than 2 decimals', async () => {
    const text = [
      'https://www.tiktok.com/@digits_one,,,12k,1.5',
      'https://www.tiktok.com/@digits_two,,,,,-5,1.234',
    ].join('\n');
    expect(await rejected(text)).toEqual([
      `1 followers ${ErrorCode.KOX_RANGE_DIGITS}`,
      `1 avg_views ${ErrorCode.KOX_RANGE_DIGITS}`,
      `2 price_per_post_usd ${ErrorCode.IMPORT_NOT_NONNEGATIVE}`,
      `2 price_per_video_usd ${ErrorCode.IMPORT_NOT_NONNEGATIVE}`,
    ]);
  });

  it('refuses an invalid e-mail and more than one e-mail', async () => {
    const text = [
      'https://www.tiktok.com/@mail_one,,not-an-address',
      'https://www.tiktok.com/@mail_two,,"a@example.com; b@example.com"',
    ].join('\n');
    expect(await rejected(text)).toEqual([
      `1 email ${ErrorCode.IMPORT_EMAIL_INVALID}`,
      `2 email ${ErrorCode.IMPORT_EMAIL_MULTIPLE}`,
    ]);
  });

  it('reports duplicates within the batch and creators already in the team database', async () => {
    const res = await importLines(
      [
        'https://www.tiktok.com/@dup_creator',
        'https://tiktok.com/@DUP_creator/video/1234567890',
        profileOf(10),
        'https://www.tiktok.com/@brand_new_runner',
      ].join('\n'),
    );
    expect(res.body.code).toBe(ErrorCode.KOX_IMPORT_REJECTED);
    expect(res.body.issues).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'link',
        code: ErrorCode.IMPORT_DUPLICATE,
        params: { first_row: 1 },
      }),
      expect.objectContaining({ row: 3, column: 'link', code: ErrorCode.IMPORT_ALREADY_SAVED }),
      expect.objectContaining({ row: 4, column: 'link', code: ErrorCode.IMPORT_ALREADY_SAVED }),
    ]);
    const [dup] = await t.deps.db
      .select({ n: count() })
      .from(koxImportedCreators)
      .where(eq(koxImportedCreators.handle, 'dup_creator'));
    expect(dup!.n).toBe(0);
  });

  it('writes nothing when one row of many fails', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => `https://www.tiktok.com/@bulk_ok_${i}`);
    lines[37] = 'https://www.tiktok.com/@bulk_bad,,,-1';
    expect(await rejected(lines.join('\n'))).toEqual([`38 followers ${ErrorCode.KOX_RANGE_DIGITS}`]);
    const [made] = await t.deps.db
      .select({ n: count() })
      .from(koxImportedCreators)
      .where(eq(koxImportedCreators.teamId, w.teamId));
    expect(made!.n).toBe(2);
  });

  it('takes 1000 entries and refuses 1001', async () => {
    const lines = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => `https://www.instagram.com/${prefix}${i}`).join('\n');
    const over = await importLines(lines(1001, 'over_'));
    expect(over.body.code).toBe(ErrorCode.KOX_IMPORT_REJECTED);
    expect(over.body.issues).toEqual([
      expect.objectContaining({ path: 'file', code: ErrorCode.IMPORT_TOO_MANY }),
    ]);
    expect(ok(await importLines(lines(1000, 'batch_')))).toMatchObject({ imported: 1000, created: 1000 });
  });

  it('refuses an empty batch and a header that is not the template', async () => {
    expect(await rejected('   \n')).toEqual([`- - ${ErrorCode.IMPORT_EMPTY}`]);
    expect(await rejected('link,shoe size\nhttps://www.tiktok.com/@x_header,42')).toEqual([
      `- - ${ErrorCode.IMPORT_COLUMNS_INVALID}`,
    ]);
  });

  it('refuses lines whose quoting is broken, saying which line, and writes nothing', async () => {
    const before = await entriesHeld();
    const res = await importLines(
      'https://www.tiktok.com/@quoted_ok,Ann\n"https://www.tiktok.com/@never_closed,Bo',
    );
    expect(res.body.code).toBe(ErrorCode.IMPORT_FILE_UNREADABLE);
    expect(res.body.message).toBe('The lines could not be read: a quoted field is never closed (row 2).');
    expect(await entriesHeld()).toBe(before);
  });

  it('files a restricted member’s import under one of their clients', async () => {
    const unfiled = await importLines('https://www.tiktok.com/@restricted_one', w.restricted.token);
    expect(unfiled.body.code).toBe(ErrorCode.VALIDATION);
    expect(
      ok(
        await importLines('https://www.tiktok.com/@restricted_one', w.restricted.token, { client_id: acme }),
      ),
    ).toMatchObject({ imported: 1 });
    expect((await importLines('https://www.tiktok.com/@viewer_one', w.viewer.token)).body.code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });
});

describe('the KOX template', () => {
  const template = async (query: string) => {
    const res = await t.app.request(`${KOX_IMPORT_TEMPLATE_PATH}?${query}`, {
      headers: { 'MB-TOKEN': w.viewer.token },
    });
    expect(res.status).toBe(200);
    return new Uint8Array(await res.arrayBuffer());
  };

  it('has the header in the asked language, mandatory columns marked, and an example row', async () => {
    const zh = (await readSheet('t.csv', await template('kind=creators&format=csv&lang=zh'), 10)).rows;
    expect(zh[0]!.slice(0, 3)).toEqual(['链接 *', '昵称', '邮箱']);
    const en = (await readSheet('t.xlsx', await template('kind=creators&format=xlsx&lang=en'), 10)).rows;
    expect(en[0]!.slice(0, 3)).toEqual(['Link *', 'Nickname', 'E-mail']);
    expect(en[1]![0]).toBe('https://www.youtube.com/@trailrunnerlab');
  });

  it('imports as downloaded (the XLSX file as the dialog sends it)', async () => {
    const bytes = await template('kind=creators&format=xlsx&lang=zh');
    const file = { name: 'kox.xlsx', base64: Buffer.from(bytes).toString('base64') };
    expect(ok(await t.call('kox.importCreators', { file }, w.editor.token))).toMatchObject({
      imported: 1,
      created: 1,
    });
  });

  it('refuses a signed-out download', async () => {
    const res = await t.app.request(`${KOX_IMPORT_TEMPLATE_PATH}?kind=creators`);
    expect(res.status).toBe(401);
  });
});
