import { rm } from 'node:fs/promises';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferred } from '../../../server/lib/deferred.ts';
import type { AppEnv } from '../../../server/lib/app-env.ts';
import { loadConfig } from '../../../server/lib/config.ts';
import { siteApp, startingFetch } from '../../../server/web/starting-fetch.ts';
import { createFakeDist } from '../helpers/fake-dist.ts';

let dist: string;
beforeAll(async () => {
  dist = await createFakeDist();
});
afterAll(() => rm(dist, { recursive: true, force: true }));

/** An app that says it answered, so a test sees who did. */
function markedApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.all('*', (c) => c.text(`app: ${c.req.method} ${c.req.path}`));
  return app;
}

function starting() {
  const app = deferred<Hono<AppEnv>>();
  const fetch = startingFetch(siteApp(loadConfig({ APP_TITLE: 'Studio' }), dist), app.promise);
  const send = (path: string, init?: RequestInit) =>
    Promise.resolve(fetch(new Request(`http://studio.test${path}`, init), {}));
  return { app, send };
}

const pending = Symbol('pending');
const settledOrPending = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<typeof pending>((resolve) => setTimeout(resolve, 50, pending))]);

describe('a server answering while its database opens', () => {
  it('answers the version, the app config, files and pages itself, with the security headers', async () => {
    const { send } = starting();
    const version = await send('/version.js');
    expect(await version.text()).toBe('window.__BOOSTER_VERSION__ = "build-42";\n');
    expect(version.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(await (await send('/web/conf/app.json')).json()).toMatchObject({ title: 'Studio' });
    expect(await (await send('/assets/index-abc123.js')).text()).toBe('console.log(1)');
    const page = await send('/writer/app/report');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await send('/openapi.json')).status).toBe(200);
  });

  it.each([
    ['an API call', '/api/user/info', 'GET'],
    ['the health check', '/healthz', 'GET'],
    ['the operator channel', '/internal/login-keys', 'POST'],
    ['a write to a page address', '/writer/login', 'POST'],
  ])('holds %s until the app is ready, then gives the app’s answer', async (_, path, method) => {
    const { app, send } = starting();
    const answer = send(path, { method });
    expect(await settledOrPending(answer)).toBe(pending);
    app.resolve(markedApp());
    expect(await (await answer).text()).toBe(`app: ${method} ${path}`);
  });

  it('hands every request to the app once it is ready', async () => {
    const { app, send } = starting();
    app.resolve(markedApp());
    await app.promise;
    expect(await (await send('/version.js')).text()).toBe('app: GET /version.js');
  });

  it('fails the held requests when the app does not start', async () => {
    const { app, send } = starting();
    const answer = send('/api/user/info');
    app.reject(new Error('migration failed'));
    await expect(answer).rejects.toThrow('migration failed');
    expect((await send('/version.js')).status).toBe(200);
  });
});
