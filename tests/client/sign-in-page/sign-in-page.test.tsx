import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Root } from 'react-dom/client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { setLanguage } from '@/lib/i18n';
import { startSignInPage } from '@/sign-in-page/start-sign-in-page';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { signInResult, TEST_ACCOUNT, TEST_LOGIN_KEY, TEST_PASSWORD, TEST_TOKEN } from '../msw/fixtures.ts';

let root: Root | null = null;
let container: HTMLElement | null = null;

/** The page at `address`, as sign-in.html starts it; `leave` records where it would navigate. */
async function openPage(address: string) {
  window.history.replaceState(null, '', address);
  container = document.body.appendChild(document.createElement('div'));
  const leave = vi.fn<(href: string) => void>();
  await act(async () => {
    root = await startSignInPage(container!, leave);
  });
  return leave;
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
  window.history.replaceState(null, '', '/');
});

async function fillAndSubmit(account: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Account'), account);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page (sign-in.html)', () => {
  it('signs in on /writer/login and leaves for the redirect, with the title of the screen', async () => {
    await setLanguage('en');
    const leave = await openPage('/writer/login?redirect=%2Fwriter%2Fkox%2Flist%3Ftab%3Dmine');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign in - Booster Writer'));
    await fillAndSubmit(TEST_ACCOUNT, TEST_PASSWORD);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/writer/kox/list?tab=mine'));
    // The app then starts on its heading, as after a step inside it.
    expect(sessionStorage.getItem('focus_heading_on_arrival')).toBe('1');
    expect(useAuthStore.getState().userInfo?.token).toBe(TEST_TOKEN);
    expect(useAuthStore.getState().userRoleInfo?.role_name).toBe('admin');
  });

  it('shows a rejected sign-in translated, and switches language with it', async () => {
    await setLanguage('en');
    const leave = await openPage('/writer/login');
    await fillAndSubmit(TEST_ACCOUNT, 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong account or password.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Switch to 中文' }));
    expect((await screen.findByRole('alert')).textContent).toBe('账号或密码错误');
    expect(localStorage.getItem('locale')).toBe('zh');
    expect(leave).not.toHaveBeenCalled();
  });

  it('shows the designer sign-in and the password-only sign-in at their paths', async () => {
    await setLanguage('en');
    await openPage('/designer/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Designer' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Designer sign-in - Booster Designer'));
    act(() => root?.unmount());
    await openPage('/bulogin/pwdbulogin/');
    expect(screen.getByRole('heading', { level: 1, name: 'Password sign-in' })).toBeTruthy();
  });

  it('sends a signed-in visitor on to the module start without showing the form', async () => {
    useAuthStore.getState().signIn(signInResult);
    const leave = await openPage('/designer/login');
    expect(leave).toHaveBeenCalledWith('/designer');
    expect(root).toBeNull();
    expect(sessionStorage.getItem('focus_heading_on_arrival')).toBeNull();
  });

  it('sends a signed-out /selectrole to sign-in, remembering it', async () => {
    const leave = await openPage('/selectrole');
    expect(leave).toHaveBeenCalledWith('/writer/login?redirect=%2Fselectrole');
  });

  it('lets a signed-in user choose a role on /selectrole and leaves for the redirect', async () => {
    await setLanguage('en');
    useAuthStore.getState().signIn(signInResult);
    const leave = await openPage('/selectrole?redirect=%2Fdesigner');
    const roles = screen.getAllByRole('button', { pressed: false });
    await userEvent.setup().click(roles[0]!);
    expect(leave).toHaveBeenCalledWith('/designer');
    expect(useAuthStore.getState().roleInfo?.role_id).toBe(signInResult.user_role_list[0]!.role_id);
  });

  it('spends a one-time sign-in link once and goes on to the module, the key gone from the address', async () => {
    let calls = 0;
    server.use(
      http.get('/api/auth/loadTokenByKey', () => {
        calls += 1;
        return ok(signInResult);
      }),
    );
    const leave = await openPage(`/writer/login?blueaicode=${TEST_LOGIN_KEY}&redirect=%2Fwriter%2Fkox`);
    expect(calls).toBe(1);
    expect(useAuthStore.getState().userInfo?.token).toBe(TEST_TOKEN);
    expect(window.location.search).toBe('?redirect=%2Fwriter%2Fkox');
    expect(leave).toHaveBeenCalledWith('/writer');
  });

  it('drops an invalid one-time link and shows the sign-in form', async () => {
    await setLanguage('en');
    const leave = await openPage('/writer/login?blueaicode=not-a-valid-key');
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(window.location.search).toBe('');
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('drops a workplace-chat answer it did not ask for from the address, keeping the redirect', async () => {
    await setLanguage('en');
    const leave = await openPage('/writer/login?code=c0de&state=forged&redirect=%2Fwriter%2Fkox');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Third-party sign-in failed. Please try again.',
    );
    await waitFor(() => expect(window.location.search).toBe('?redirect=%2Fwriter%2Fkox'));
    expect(leave).not.toHaveBeenCalled();
  });

  it('moves on when another tab signs in', async () => {
    const leave = await openPage('/writer/login');
    expect(leave).not.toHaveBeenCalled();
    useAuthStore.getState().signIn(signInResult);
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo' }));
    expect(leave).toHaveBeenCalledWith('/writer');
  });
});
