import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@/lib/auth/auth-store';
import { signInResult } from '../msw/fixtures.ts';
import { server } from '../msw/server.ts';
import { testAppConfig } from '../msw/handlers/app.ts';
import { addressOf, renderApp } from './render-app.tsx';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

describe('redirect table (spec §2), signed out', () => {
  it.each([
    ['/', '/writer/login'],
    ['/login', '/writer/login'],
    ['/login?code=stale', '/writer/login'],
    ['/writer', '/writer/login?redirect=%2Fwriter%2Fapp%2Fstore'],
    ['/writer/kox', '/writer/login?redirect=%2Fwriter%2Fkox%2Flist'],
    ['/writer/backstage', '/writer/login?redirect=%2Fwriter%2Fbackstage%2Fteam'],
    [
      '/writer/stats/app-dashboard?range=3',
      '/writer/login?redirect=%2Fwriter%2Fstats%2Fapp-dashboard%3Frange%3D3',
    ],
    ['/benchmark', '/writer/login?redirect=%2Fbenchmark%2Fstrategydoc'],
    ['/bulogin', '/bulogin/pwdbulogin'],
    ['/nope', '/writer/login'],
    ['/designer', '/designer/login'],
    ['/writer/socialBooster/usageGuide', '/writer/socialBooster/usageGuide'],
    ['/writer/reportShare', '/writer/reportShare'],
    ['/twitchLive', '/twitchLive'],
    ['/preview', '/preview'],
  ])('%s ends at %s', async (from, to) => {
    const { router } = await renderApp(from);
    expect(addressOf(router)).toBe(to);
  });
});

describe('redirect table (spec §2), signed in', () => {
  it.each([
    ['/', '/writer/app/store'],
    ['/writer', '/writer/app/store'],
    ['/writer/login', '/writer/app/store'],
    ['/designer/login', '/designer'],
    ['/writer/kox', '/writer/kox/list'],
    ['/writer/backstage', '/writer/backstage/team'],
    ['/writer/backstage/appmanage', '/writer/backstage/appmanage/myapp'],
    ['/writer/stats', '/writer/stats/dashboard'],
    ['/writer/teammanage', '/writer/teammanage/member'],
    ['/writer/apps/configuration/app_1_GENERAL', '/writer/apps/configuration/app_1_GENERAL/base'],
    [
      '/writer/apps/configuration/app_1_GENERAL/skill',
      '/writer/apps/configuration/app_1_GENERAL/skill/workflow',
    ],
    ['/benchmark', '/benchmark/strategydoc'],
    ['/nope', '/writer/app/store'],
    ['/writer/nope/deeper', '/writer/app/store'],
  ])('%s ends at %s', async (from, to) => {
    useAuthStore.getState().signIn(signInResult);
    const { router } = await renderApp(from);
    expect(router.state.location.pathname).toBe(to);
  });
});

describe('module enablement from app.json (spec §2)', () => {
  const only = (module: 'writer' | 'designer') =>
    server.use(
      http.get('/web/conf/app.json', () =>
        HttpResponse.json({ ...testAppConfig, modules: { [module]: testAppConfig.modules[module] } }),
      ),
    );

  it('sends the routes of a disabled module to the enabled module', async () => {
    only('writer');
    useAuthStore.getState().signIn(signInResult);
    const { router } = await renderApp('/designer');
    expect(router.state.location.pathname).toBe('/writer/app/store');
  });

  it("sends /login to the default module's sign-in", async () => {
    only('designer');
    const { router } = await renderApp('/login');
    expect(router.state.location.pathname).toBe('/designer/login');
  });

  it('keeps the always-kept routes of a disabled module', async () => {
    only('designer');
    const login = await renderApp('/writer/login');
    expect(login.router.state.location.pathname).toBe('/writer/login');
    login.unmount();
    const share = await renderApp('/writer/reportShare');
    expect(share.router.state.location.pathname).toBe('/writer/reportShare');
  });

  it('keeps every module running when app.json cannot be loaded', async () => {
    server.use(http.get('/web/conf/app.json', () => new HttpResponse(null, { status: 500 })));
    useAuthStore.getState().signIn(signInResult);
    const { router } = await renderApp('/designer');
    expect(router.state.location.pathname).toBe('/designer');
  });
});
