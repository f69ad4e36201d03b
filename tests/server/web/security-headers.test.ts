import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createFakeDist } from '../helpers/fake-dist.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await createFakeDist();
  t = await createTestApp({ models: noModel, options: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function policy(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const RESPONSES: [string, () => Response | Promise<Response>][] = [
  ['the sign-in page (index.html for a client route)', () => t.app.request('/writer/login')],
  ['a hashed asset', () => t.app.request('/assets/index-abc123.js')],
  ['a missing file', () => t.app.request('/assets/missing.js')],
  ['/version.js', () => t.app.request('/version.js')],
  ['/web/conf/app.json', () => t.app.request('/web/conf/app.json')],
  ['/openapi.json', () => t.app.request('/openapi.json')],
  ['an API answer', () => t.app.request('/api/auth/loginByPassword', json({ account: 'a', password: 'b' }))],
  ['an API error (unknown path)', () => t.app.request('/api/nothing/here')],
  ['an API error (signed out)', () => t.app.request('/api/users/list')],
  [
    'an API error (body too large)',
    () => t.app.request('/api/auth/loginByPassword', json({ x: 'y'.repeat(2e6) })),
  ],
  ['the chat stream, signed out', () => t.app.request('/api/chat', json({}))],
];

function json(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

describe('browser security headers', () => {
  it.each(RESPONSES)('%s carries them all', async (_, request) => {
    const res = await request();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = policy(res);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('allows no inline or foreign script, and images only from us and the platforms', async () => {
    const csp = policy(await t.app.request('/writer/login'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    const images = csp.get('img-src') ?? [];
    expect(images).toEqual(expect.arrayContaining(["'self'", 'https://*.ytimg.com', 'https://*.ggpht.com']));
    expect(images.filter((s) => s === '*' || s === 'https:' || s === 'http:')).toEqual([]);
  });
});
