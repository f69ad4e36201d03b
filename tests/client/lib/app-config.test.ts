import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { server } from '../msw/server.ts';
import { testAppConfig } from '../msw/handlers/app.ts';
import { appConfigQuery, enabledModules, fetchAppConfig } from '@/lib/app-config';

describe('app config', () => {
  it('GETs /web/conf/app.json with a fresh random value each time', async () => {
    const urls: URL[] = [];
    server.use(
      http.get('/web/conf/app.json', ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json(testAppConfig);
      }),
    );
    await expect(fetchAppConfig()).resolves.toEqual(testAppConfig);
    await fetchAppConfig();
    const [a, b] = urls.map((u) => u.searchParams.get('r'));
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it('fills optional fields and keeps a module without an entry switched off', async () => {
    server.use(
      http.get('/web/conf/app.json', () => HttpResponse.json({ modules: { writer: { clientId: 'w' } } })),
    );
    const config = await fetchAppConfig();
    expect(config).toEqual({ title: '', modules: { writer: { clientId: 'w', ico: '', title: '' } } });
    expect(enabledModules(config)).toEqual(['writer']);
  });

  it('drops fields and modules it does not know', async () => {
    server.use(
      http.get('/web/conf/app.json', () =>
        HttpResponse.json({ title: 'T', extra: 1, modules: { writer: { clientId: 'w', x: 2 }, other: {} } }),
      ),
    );
    expect(await fetchAppConfig()).toEqual({
      title: 'T',
      modules: { writer: { clientId: 'w', ico: '', title: '' } },
    });
  });

  it('rejects a failed or malformed config', async () => {
    server.use(http.get('/web/conf/app.json', () => new HttpResponse(null, { status: 500 })));
    await expect(fetchAppConfig()).rejects.toThrow(/HTTP 500/);
    for (const bad of [
      { modules: { writer: { ico: 1 } } },
      { modules: { writer: { clientId: 'w', ico: 1 } } },
      { modules: { designer: null } },
      { modules: [] },
      { title: 3 },
      [],
    ]) {
      server.use(http.get('/web/conf/app.json', () => HttpResponse.json(bad)));
      await expect(fetchAppConfig()).rejects.toThrow(/app config/);
    }
  });

  it('enabledModules: both when both are configured, none when none, all without a config', () => {
    expect(enabledModules(testAppConfig)).toEqual(['writer', 'designer']);
    expect(enabledModules({ title: 'x', modules: {} })).toEqual([]);
    expect(enabledModules(null)).toEqual(['writer', 'designer']);
  });

  it('appConfigQuery loads through TanStack Query', async () => {
    const client = new QueryClient();
    await expect(client.fetchQuery(appConfigQuery)).resolves.toEqual(testAppConfig);
  });
});
