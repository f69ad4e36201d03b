import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_LOGO_FILE_PATH, TEAM_LOGO_PATH, endpoints } from '../../src/lib/api/endpoints.ts';
import { createApp } from '../../server/app.ts';
import { noModel } from './helpers/no-model.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createFakeDist } from './helpers/fake-dist.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await createFakeDist();
  t = await createTestApp({
    models: noModel,
    env: { APP_TITLE: 'Studio Test', OAUTH_CLIENT_ID: 'cli_x' },
    options: { distDir: dist },
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('app config, version and OpenAPI', () => {
  it('serves /web/conf/app.json with the title and both modules', async () => {
    const res = await t.app.request('/web/conf/app.json?r=0.123');
    expect(res.status).toBe(200);
    const module = { clientId: 'cli_x', ico: '/favicon.ico', title: 'Studio Test' };
    expect(await res.json()).toEqual({ title: 'Studio Test', modules: { writer: module, designer: module } });
  });

  it('serves /version.js from the build, uncached', async () => {
    const res = await t.app.request('/version.js?r=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe('window.__BOOSTER_VERSION__ = "build-42";\n');
  });

  it('sets the version to null when there is no build', async () => {
    const bare = createApp(t.deps, { distDir: path.join(dist, 'missing') });
    expect(await (await bare.request('/version.js')).text()).toBe('window.__BOOSTER_VERSION__ = null;\n');
  });

  it('documents every endpoint of the table, the chat stream, the import files, the recommendation stream, the team logo, the outreach attachments and the ad uploads in /openapi.json, with access rules', async () => {
    const doc = await (await t.app.request('/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(
      doc.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((p) => Object.values(p));
    const expected = [
      ...Object.keys(endpoints),
      'chat.stream',
      'chat.stop',
      'imports.upload',
      'imports.template',
      'kox.importTemplate',
      'koxRecommend.result',
      'team.logoUpload',
      'team.logoFile',
      'koxOutreach.uploadAttachment',
      'koxOutreach.uploadAttachmentToDrafts',
      'koxOutreach.attachmentFile',
      'adData.add',
      'adData.check',
      'adData.template',
      'adData.uploadCover',
      'adData.coverFile',
    ];
    expect(operations.map((o) => o.operationId).sort()).toEqual(expected.sort());
    const login = doc.paths['/api/auth/loginByPassword'].post;
    expect(login['x-access']).toEqual({ kind: 'public' });
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['account', 'password']);
    const list = doc.paths['/api/users/list'].get;
    expect(list['x-access']).toEqual({ kind: 'system' });
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(['keyword', 'page', 'page_size']);
    expect(doc['x-error-codes'].SIGN_IN_EXPIRED).toBe(10101);

    const upload = doc.paths[TEAM_LOGO_PATH].post;
    expect(upload['x-access']).toEqual({ kind: 'team', role: 'admin' });
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    const logo = doc.paths[TEAM_LOGO_FILE_PATH].get;
    expect(logo.security).toEqual([]);
    expect(logo.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`)).toEqual([
      'path team_id',
      'path sha256',
    ]);
    expect(Object.keys(logo.responses['200'].content)).toContain('image/png');
  });
});

describe('the built app', () => {
  it('serves files, with hashed assets cached for good and the rest revalidated', async () => {
    const asset = await t.app.request('/assets/index-abc123.js');
    expect(await asset.text()).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const icon = await t.app.request('/favicon.ico');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client routes with index.html, but not missing files or API paths', async () => {
    for (const route of ['/', '/writer/app/store', '/writer/kox/list?x=1']) {
      const res = await t.app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
    expect((await t.app.request('/assets/missing.js')).status).toBe(404);
    expect((await (await t.app.request('/api/writer/app/store')).json()).code).toBe(10204);
  });
});
