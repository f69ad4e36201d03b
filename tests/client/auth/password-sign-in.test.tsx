import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useAuthStore } from '@/lib/auth/auth-store';
import { setLanguage } from '@/lib/i18n';
import { server } from '../msw/server.ts';
import { fail, ok } from '../msw/envelope.ts';
import { signInResult, TEST_ACCOUNT, TEST_PASSWORD, TEST_TOKEN } from '../msw/fixtures.ts';
import { addressOf, renderApp } from '../routes/render-app.tsx';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

async function fillAndSubmit(account: string, password: string) {
  const user = userEvent.setup();
  if (account) await user.type(screen.getByLabelText('Account'), account);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('password sign-in on /writer/login', () => {
  it('signs in, loads the permissions and continues to the redirect', async () => {
    await setLanguage('en');
    const { router } = await renderApp('/writer/login?redirect=%2Fwriter%2Fkox%2Flist%3Ftab%3Dmine');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await fillAndSubmit(TEST_ACCOUNT, TEST_PASSWORD);
    await waitFor(() => expect(addressOf(router)).toBe('/writer/kox/list?tab=mine'));
    const auth = useAuthStore.getState();
    expect(auth.userInfo?.token).toBe(TEST_TOKEN);
    expect(auth.userRoleInfo?.role_name).toBe('admin');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').token).toBe(TEST_TOKEN);
  });

  it('does not follow a redirect to another site', async () => {
    await setLanguage('en');
    const { router } = await renderApp('/writer/login?redirect=%2F%2Fevil.example%2Fwriter');
    await fillAndSubmit(TEST_ACCOUNT, TEST_PASSWORD);
    await waitFor(() => expect(useAuthStore.getState().userInfo).not.toBeNull());
    await waitFor(() => expect(router.state.location.pathname.startsWith('/writer/app')).toBe(true));
  });

  it('says so when the password is wrong, and stays signed out', async () => {
    await setLanguage('en');
    const { router } = await renderApp('/writer/login');
    await fillAndSubmit(TEST_ACCOUNT, 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong account or password.');
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(router.state.location.pathname).toBe('/writer/login');
  });

  it('translates the error: too many attempts, in Chinese', async () => {
    server.use(http.post('/api/auth/loginByPassword', () => fail('TOO_MANY_ATTEMPTS', 'Too many attempts')));
    await renderApp('/writer/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('账号'), TEST_ACCOUNT);
    await user.type(screen.getByLabelText('密码'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('尝试次数过多，请稍后再试');
  });

  it('asks for a missing field without calling the server', async () => {
    let called = false;
    server.use(
      http.post('/api/auth/loginByPassword', () => {
        called = true;
        return ok(signInResult);
      }),
    );
    await setLanguage('en');
    await renderApp('/writer/login');
    await fillAndSubmit(TEST_ACCOUNT, '');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your password.');
    expect(called).toBe(false);
  });

  it('has a language switch', async () => {
    await setLanguage('en');
    await renderApp('/writer/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Switch to 中文' }));
    expect(await screen.findByRole('heading', { name: '登录' })).toBeTruthy();
    expect(localStorage.getItem('locale')).toBe('zh');
  });
});

describe('/designer/login', () => {
  it('is the designer variant and continues to the designer module', async () => {
    await setLanguage('en');
    const { router } = await renderApp('/designer/login');
    expect(screen.getByRole('heading', { name: 'Sign in to Designer' })).toBeTruthy();
    await fillAndSubmit(TEST_ACCOUNT, TEST_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/designer'));
    expect(screen.getByRole('heading', { name: 'Designer workspace' })).toBeTruthy();
  });
});

describe('/bulogin/pwdbulogin', () => {
  it('is the password form alone and signs in', async () => {
    await setLanguage('en');
    const { router } = await renderApp('/bulogin/pwdbulogin?redirect=%2Fwriter%2Feditor');
    expect(screen.getByRole('heading', { name: 'Password sign-in' })).toBeTruthy();
    expect(screen.queryByText('Open in workplace chat')).toBeNull();
    await fillAndSubmit(TEST_ACCOUNT, TEST_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/editor'));
  });
});

describe('/selectrole', () => {
  it('lets a user with several roles in a module pick one before continuing', async () => {
    server.use(
      http.post('/api/auth/loginByPassword', () =>
        ok({
          ...signInResult,
          user_role_list: [
            { role_id: 'r-writer-admin', role_name: 'admin', module: 'writer' },
            { role_id: 'r-writer-viewer', role_name: 'viewer', module: 'writer' },
          ],
        }),
      ),
    );
    await setLanguage('en');
    const { router } = await renderApp('/writer/login?redirect=%2Fwriter%2Feditor');
    await fillAndSubmit(TEST_ACCOUNT, TEST_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/selectrole'));
    await userEvent.setup().click(await screen.findByRole('button', { name: /Viewer/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/editor'));
    expect(useAuthStore.getState().roleInfo?.role_id).toBe('r-writer-viewer');
    expect(JSON.parse(localStorage.getItem('role_info') ?? '{}').role_name).toBe('viewer');
  });
});
