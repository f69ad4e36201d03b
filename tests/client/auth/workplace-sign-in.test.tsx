import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useAuthStore } from '@/lib/auth/auth-store';
import { setLanguage } from '@/lib/i18n';
import { server } from '../msw/server.ts';
import { fail, ok } from '../msw/envelope.ts';
import { signInResult, TEST_TOKEN } from '../msw/fixtures.ts';
import { addressOf, renderApp } from '../routes/render-app.tsx';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

const AUTHORIZE = 'https://chat.example/open-apis/authen/v1/authorize';

function withQrProvider() {
  server.use(
    http.get('/api/auth/loginOptions', () =>
      ok({ password: true, qr: { authorize_url: AUTHORIZE, client_id: 'cli_123' } }),
    ),
  );
}

describe('workplace-chat sign-in', () => {
  it('shows only the password form when no provider is configured', async () => {
    await setLanguage('en');
    await renderApp('/writer/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('link', { name: 'Open in workplace chat' })).toBeNull();
  });

  it("links to the provider's authorize page with client, return address and state", async () => {
    withQrProvider();
    await setLanguage('en');
    await renderApp('/writer/login?redirect=%2Fwriter%2Fkox%2Flist');
    const link = await screen.findByRole('link', { name: 'Open in workplace chat' });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe(AUTHORIZE);
    expect(url.searchParams.get('client_id')).toBe('cli_123');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/writer/login`);
    const state = url.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f-]{36}$/);

    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.setup().click(link);
    expect(JSON.parse(sessionStorage.getItem('oauth_sign_in') ?? '{}')).toEqual({
      state,
      redirect: '/writer/kox/list',
    });
  });

  it('exchanges the returned code once, signs in, drops the code and continues', async () => {
    const exchanged: { code: string | null; redirect_uri: string | null }[] = [];
    server.use(
      http.get('/api/auth/loginByFeishuQr/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        exchanged.push({ code: params.get('code'), redirect_uri: params.get('redirect_uri') });
        return ok(signInResult);
      }),
    );
    sessionStorage.setItem('oauth_sign_in', JSON.stringify({ state: 'st-1', redirect: '/writer/editor' }));
    const { router } = await renderApp('/writer/login?code=c0de&state=st-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/editor'));
    expect(exchanged).toEqual([{ code: 'c0de', redirect_uri: `${window.location.origin}/writer/login` }]);
    expect(useAuthStore.getState().userInfo?.token).toBe(TEST_TOKEN);
    expect(router.history.location.search).not.toContain('code');
  });

  it('refuses an answer whose state this browser did not start, and drops the code', async () => {
    let exchanged = false;
    server.use(
      http.get('/api/auth/loginByFeishuQr/', () => {
        exchanged = true;
        return ok(signInResult);
      }),
    );
    await setLanguage('en');
    sessionStorage.setItem('oauth_sign_in', JSON.stringify({ state: 'mine' }));
    const { router } = await renderApp('/writer/login?code=c0de&state=forged');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Third-party sign-in failed. Please try again.',
    );
    expect(exchanged).toBe(false);
    expect(useAuthStore.getState().userInfo).toBeNull();
    await waitFor(() => expect(addressOf(router)).toBe('/writer/login'));
  });

  it('shows the server error when the provider rejects the code', async () => {
    server.use(http.get('/api/auth/loginByFeishuQr/', () => fail('OAUTH_FAILED', 'provider said no')));
    await setLanguage('en');
    sessionStorage.setItem('oauth_sign_in', JSON.stringify({ state: 'st-2', redirect: '/writer/kox/list' }));
    const { router } = await renderApp('/writer/login?code=bad&state=st-2');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Third-party sign-in failed. Please try again.',
    );
    await waitFor(() => expect(addressOf(router)).toBe('/writer/login'));
    expect(useAuthStore.getState().userInfo).toBeNull();
  });
});
