import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { monitor } from '@/lib/monitor';
import { checkVersion } from '@/lib/version-check';
import {
  revalidateOnAuthChange,
  watchRouteChanges,
  watchScriptErrors,
} from '@/lib/router/route-change-effects';
import { signInResult } from '../msw/fixtures.ts';
import { renderApp, settled } from './render-app.tsx';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

afterEach(() => vi.restoreAllMocks());

describe('route change effects (spec §2 start-up)', () => {
  it('records every route change to the monitor and checks the version', async () => {
    useAuthStore.getState().signIn(signInResult);
    const info = vi.spyOn(monitor, 'info').mockImplementation(() => {});
    const { router } = await renderApp('/writer/kox/list');
    const stop = watchRouteChanges(router);
    vi.mocked(checkVersion).mockClear();

    await router.navigate({ to: '/writer/stats/dashboard' });
    await settled(router);
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith('route change', {
        from: '/writer/kox/list',
        to: '/writer/stats/dashboard',
      }),
    );
    expect(checkVersion).toHaveBeenCalled();

    stop();
    info.mockClear();
    await router.navigate({ to: '/writer/kox/detail' });
    await settled(router);
    expect(info).not.toHaveBeenCalled();
  });

  it('checks the version on a script error and an unhandled rejection', () => {
    const stop = watchScriptErrors(window);
    vi.mocked(checkVersion).mockClear();
    window.dispatchEvent(new Event('error'));
    window.dispatchEvent(new Event('unhandledrejection'));
    expect(checkVersion).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('error'));
    expect(checkVersion).toHaveBeenCalledTimes(2);
  });
});

describe('sign-in and sign-out in another tab', () => {
  it('runs the guard again: a protected page goes to sign-in, a sign-in page goes on', async () => {
    useAuthStore.getState().signIn(signInResult);
    const { router } = await renderApp('/writer/kox/list');
    const stop = revalidateOnAuthChange(router, window);

    // The other tab signed out: storage is empty, this tab's store still holds the login until the event.
    localStorage.removeItem('userInfo');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/login'));
    await settled(router);
    expect(router.state.location.search).toEqual({ redirect: '/writer/kox/list' });

    // The other tab signed in again.
    localStorage.setItem(
      'userInfo',
      JSON.stringify({
        token: signInResult.token,
        refresh_token: signInResult.refresh_token,
        expires_at: signInResult.expires_at,
        user_info: signInResult.user_info,
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/app/store'));
    stop();
  });
});
