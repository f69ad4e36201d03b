import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress-plugin.ts';
import type { AppEnv } from '../../../server/lib/app-env.ts';
import { mountStaticSite } from '../../../server/web/static-site.ts';
import { createFakeDist } from '../helpers/fake-dist.ts';

const ASSET = 'assets/chat-Bx9k2LQe.js';
const ENCODINGS = [
  { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
  { accept: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
  { accept: undefined, encoding: null, decode: (b: Buffer) => b },
] as const;

let dist: string;
let app: Hono<AppEnv>;
let written: string[];
beforeAll(async () => {
  dist = await createFakeDist();
  const code = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i} * 2;`).join('\n');
  await writeFile(path.join(dist, ASSET), code);
  const page = `<!doctype html><html><head>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><div id="root"></div></html>`;
  await writeFile(path.join(dist, 'index.html'), page);
  written = await precompressDir(dist);
  app = new Hono<AppEnv>();
  mountStaticSite(app, dist);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const request = (url: string, accept: string | undefined) =>
  app.request(url, { headers: accept ? { 'Accept-Encoding': accept } : {} });

describe('precompressed build files', () => {
  it('writes brotli and gzip copies of text files from 1 kB, none of smaller ones', () => {
    expect(written.map((f) => path.relative(dist, f))).toEqual([
      `${ASSET}.br`,
      `${ASSET}.gz`,
      'index.html.br',
      'index.html.gz',
    ]);
  });

  it.each(ENCODINGS)(
    'sends a hashed asset as $encoding for "$accept", the same bytes once decoded',
    async ({ accept, encoding, decode }) => {
      const res = await request(`/${ASSET}`, accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      expect(decode(body).equals(await readFile(path.join(dist, ASSET)))).toBe(true);
    },
  );

  it.each(ENCODINGS)(
    'sends index.html for a client route as $encoding for "$accept", revalidated',
    async ({ accept, encoding, decode }) => {
      for (const url of ['/writer/login', '/']) {
        const res = await request(url, accept);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        const body = Buffer.from(await res.arrayBuffer());
        expect(decode(body).equals(await readFile(path.join(dist, 'index.html')))).toBe(true);
      }
    },
  );

  it('does not send a coding the client refuses or does not name', async () => {
    for (const accept of ['br;q=0, gzip;q=0', 'identity', 'zstd']) {
      const res = await request(`/${ASSET}`, accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
  });

  it('leaves Vary off a file without compressed copies', async () => {
    const res = await request('/favicon.ico', 'br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.text()).toBe('icon');
  });
});
