import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../server/lib/app-env.ts';
import { mountStaticSite } from '../../../server/web/static-site.ts';
import { SIGN_IN_PAGE_PATHS } from '../../../src/lib/sign-in-page-paths.ts';
import { createFakeDist } from '../helpers/fake-dist.ts';

const APP = '<!doctype html><div id="root"></div><script src="/assets/index-abc123.js"></script>';
const SIGN_IN = '<!doctype html><div id="root"></div><script src="/assets/sign-in-abc123.js"></script>';

let dist: string;
let app: Hono<AppEnv>;
beforeAll(async () => {
  dist = await createFakeDist();
  await writeFile(path.join(dist, 'index.html'), APP);
  await writeFile(path.join(dist, 'sign-in.html'), SIGN_IN);
  app = new Hono<AppEnv>();
  mountStaticSite(app, dist);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('the sign-in page', () => {
  it.each(SIGN_IN_PAGE_PATHS)(
    'answers %s with sign-in.html, with or without a query or a trailing slash',
    async (p) => {
      for (const url of [p, `${p}/`, `${p}?redirect=%2Fwriter%2Fkox%2Flist&blueaicode=k`]) {
        const res = await app.request(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(await res.text()).toBe(SIGN_IN);
      }
    },
  );

  it.each(['/', '/login', '/bulogin', '/writer/app/store', '/writer/loginx', '/writer/login/more'])(
    'answers %s with the app',
    async (url) => {
      expect(await (await app.request(url)).text()).toBe(APP);
    },
  );

  it('answers the sign-in paths with the app when the build has no sign-in page', async () => {
    await rm(path.join(dist, 'sign-in.html'));
    try {
      expect(await (await app.request('/writer/login')).text()).toBe(APP);
    } finally {
      await writeFile(path.join(dist, 'sign-in.html'), SIGN_IN);
    }
  });
});
