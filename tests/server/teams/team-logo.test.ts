import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type Envelope } from '../../../src/lib/api/error-codes.ts';
import { MAX_LOGO_WIDTH, TEAM_LOGO_PATH } from '../../../src/lib/api/endpoints.ts';
import { auditLog } from '../../../server/db/schema/index.ts';
import { readImageHeader } from '../../../server/domains/team/image-header.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { data, expectCode, newTeamWorld, type TeamWorld } from './team-kit.ts';

/** A real 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function pngOfSize(width: number, height: number): Buffer {
  const copy = Buffer.from(PNG);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  return copy;
}

const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x20, 0x00, 0x10, 0x00]), Buffer.alloc(20)]);

function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof0 = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.alloc(16)]);
}

function webp(chunk: 'VP8 ' | 'VP8L' | 'VP8X', body: number[]): Buffer {
  const data = Buffer.concat([Buffer.from(body), Buffer.alloc(16)]);
  const header = Buffer.alloc(20);
  header.write('RIFF', 0);
  header.writeUInt32LE(data.length + 12, 4);
  header.write('WEBP', 8);
  header.write(chunk, 12);
  header.writeUInt32LE(data.length, 16);
  return Buffer.concat([header, data]);
}

let t: TestApp;
let w: TeamWorld;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await newTeamWorld(t);
}, 60_000);
afterAll(() => t.close());

async function upload(
  token: string | undefined,
  bytes: Uint8Array,
  fileName = 'logo.png',
  type = 'image/png',
): Promise<{ status: number; body: Envelope<{ logo_url: string } | null> }> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], fileName, { type }));
  const res = await t.app.request(TEAM_LOGO_PATH, {
    method: 'POST',
    body: form,
    headers: token ? { 'MB-TOKEN': token } : {},
  });
  return { status: res.status, body: (await res.json()) as Envelope<{ logo_url: string } | null> };
}

describe('reading image headers', () => {
  it('knows the four raster types and their sizes by their bytes', () => {
    expect(readImageHeader(pngOfSize(300, 200))).toEqual({
      contentType: 'image/png',
      width: 300,
      height: 200,
    });
    expect(readImageHeader(GIF)).toEqual({ contentType: 'image/gif', width: 32, height: 16 });
    expect(readImageHeader(jpeg(640, 480))).toEqual({ contentType: 'image/jpeg', width: 640, height: 480 });
    // VP8: frame tag, start code, 14-bit sizes.
    expect(readImageHeader(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 100, 0, 50, 0]))).toEqual({
      contentType: 'image/webp',
      width: 100,
      height: 50,
    });
    // VP8L: width − 1 = 99, height − 1 = 49 packed in 14 bits each.
    const bits = 99 | (49 << 14);
    expect(
      readImageHeader(
        webp('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]),
      ),
    ).toEqual({
      contentType: 'image/webp',
      width: 100,
      height: 50,
    });
    expect(readImageHeader(webp('VP8X', [0, 0, 0, 0, 0x87, 0x13, 0x00, 0x0f, 0x00, 0x00]))).toEqual({
      contentType: 'image/webp',
      width: 5000,
      height: 16,
    });
  });

  it('knows nothing else, and nothing cut short', () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('GIF89a'),
      PNG.subarray(0, 20),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]),
      Buffer.from('BM fake bitmap'),
      Buffer.alloc(0),
    ])
      expect(readImageHeader(bytes)).toBeNull();
  });
});

describe('team logo', { timeout: 60_000 }, () => {
  it('a good PNG is stored, shown in the team and served with its headers', async () => {
    const res = await upload(w.admin.token, PNG);
    expect(res.status).toBe(200);
    const url = res.body.data!.logo_url;
    expect(url).toMatch(new RegExp(`^/api/team/logo/${w.teamId}/[0-9a-f]{64}$`));
    expect(data(await t.call('team.detail', {}, w.viewer.token)).logo_url).toBe(url);
    expect(
      data(await t.call('team.list', {}, w.viewer.token)).find((x) => x.team_id === w.teamId)?.logo_url,
    ).toBe(url);

    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const [row] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.teamId, w.teamId), eq(auditLog.action, 'team.logo')));
    expect(row).toMatchObject({
      actorId: w.admin.id,
      before: null,
      after: { content_type: 'image/png', width: 1 },
    });
  });

  it('serves only the exact pair of team and hash: a replaced logo is gone', async () => {
    const first = (await upload(w.admin.token, PNG)).body.data!.logo_url;
    const second = (await upload(w.admin.token, GIF, 'logo.gif', 'image/gif')).body.data!.logo_url;
    expect(second).not.toBe(first);
    expect((await t.app.request(first)).status).toBe(404);
    const served = await t.app.request(second);
    expect(served.headers.get('content-type')).toBe('image/gif');
    const hash = second.split('/').at(-1)!;
    const other = await newTeamWorld(t);
    expect((await t.app.request(`/api/team/logo/${other.teamId}/${hash}`)).status).toBe(404);
    expect((await t.app.request(`/api/team/logo/${w.teamId}/not-a-hash`)).status).toBe(400);
  });

  it('refuses SVG, a fake extension, a too-wide header and more than 10 MB', async () => {
    const svg = await upload(
      w.admin.token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.svg',
      'image/svg+xml',
    );
    expect(svg.body.code).toBe(ErrorCode.VALIDATION);
    expect(svg.body.issues?.[0]?.path).toBe('file');
    const fake = await upload(w.admin.token, Buffer.from('just text, named like a picture'), 'logo.png');
    expect(fake.body.code).toBe(ErrorCode.VALIDATION);
    const wide = await upload(w.admin.token, pngOfSize(MAX_LOGO_WIDTH + 1, 10));
    expect(wide.body.code).toBe(ErrorCode.VALIDATION);
    expect(wide.body.message).toContain('4096');

    const big = await upload(w.admin.token, Buffer.concat([PNG, Buffer.alloc(10_000_001 - PNG.length)]));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      code: ErrorCode.PAYLOAD_TOO_LARGE,
      message: 'The image must be at most 10 MB.',
    });
    const huge = await upload(w.admin.token, Buffer.alloc(10_200_000));
    expect(huge.body).toMatchObject({
      code: ErrorCode.PAYLOAD_TOO_LARGE,
      message: 'The image must be at most 10 MB.',
    });
  });

  it('admins only; removing it is logged too', async () => {
    expect((await upload(w.editor.token, PNG)).body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await upload(undefined, PNG)).body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
    // An outsider's upload goes to the team they work in, their own.
    expect((await upload(w.outsider.token, PNG)).body.data?.logo_url).not.toContain(w.teamId);

    const url = (await upload(w.owner.token, PNG)).body.data!.logo_url;
    expectCode(await t.call('team.logoDelete', {}, w.viewer.token), ErrorCode.FORBIDDEN);
    data(await t.call('team.logoDelete', {}, w.admin.token));
    expect(data(await t.call('team.detail', {}, w.viewer.token)).logo_url).toBeNull();
    expect((await t.app.request(url)).status).toBe(404);
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.teamId, w.teamId), eq(auditLog.action, 'team.logo')));
    expect(rows.some((r) => r.after === null && r.actorId === w.admin.id)).toBe(true);
  });
});
