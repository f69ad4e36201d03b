import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { useAuthStore } from '@/lib/auth/auth-store';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { TEST_LOGIN_KEY, TEST_TOKEN } from '../msw/fixtures.ts';
import { addressOf, renderApp } from './render-app.tsx';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

describe('blueaicode token load (spec §2)', () => {
  it('exchanges the key, stores the login and removes the key from the address', async () => {
    const { router } = await renderApp(`/writer/kox/list?blueaicode=${TEST_LOGIN_KEY}&tab=mine`);
    expect(useAuthStore.getState().userInfo?.token).toBe(TEST_TOKEN);
    expect(useAuthStore.getState().userRoleInfo?.role_name).toBe('admin');
    expect(addressOf(router)).toBe('/writer/kox/list?tab=mine');
    expect(router.history.location.search).not.toContain('blueaicode');
  });

  it('signs in from the sign-in link handed out by invitations and issue-key, and goes on to the writer module', async () => {
    const { router } = await renderApp(`/writer/login?blueaicode=${TEST_LOGIN_KEY}`);
    expect(useAuthStore.getState().userInfo?.token).toBe(TEST_TOKEN);
    expect(addressOf(router)).not.toContain('blueaicode');
    expect(router.state.location.pathname).not.toBe('/writer/login');
  });

  it('sends the key exactly once', async () => {
    let calls = 0;
    server.use(
      http.get('/api/auth/loadTokenByKey', async () => {
        calls += 1;
        const { signInResult } = await import('../msw/fixtures.ts');
        return ok(signInResult);
      }),
    );
    await renderApp(`/writer/kox/list?blueaicode=${TEST_LOGIN_KEY}`);
    expect(calls).toBe(1);
  });

  it('drops an invalid key and lands on sign-in with the clean previous path', async () => {
    const { router } = await renderApp('/writer/kox/list?blueaicode=not-a-valid-key');
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(addressOf(router)).toBe('/writer/login?redirect=%2Fwriter%2Fkox%2Flist');
  });
});
