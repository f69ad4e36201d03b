import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { currentPathname, navigateTo } from '@/chat/runtime/navigation';
import { useAuthStore, type SignInResult } from '@/lib/auth/auth-store';
import { appEvents } from '@/lib/events';
import { setLanguage } from '@/lib/i18n';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { signInResult } from '../msw/fixtures.ts';
import { testAppConfig } from '../msw/handlers/app.ts';
import { addressOf, renderApp, settled } from './render-app.tsx';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };

const viewer: SignInResult = {
  ...signInResult,
  user_role_list: [{ role_id: 'r-writer-viewer', role_name: 'viewer', module: 'writer' }],
};

async function openSignedIn(path: string, result: SignInResult = signInResult) {
  await setLanguage('en');
  useAuthStore.getState().signIn(result);
  return renderApp(path);
}

describe('signed-in shell', () => {
  it('shows the rail, the screen and the docked assistant', async () => {
    await openSignedIn('/writer/kox/expertDetail');
    const rail = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const label of [
      'AI apps',
      'Assistant',
      'Reports',
      'KOX',
      'Statistics',
      'Team',
      'Backstage',
      'Usage guide',
    ]) {
      expect(within(rail).getByRole('link', { name: label })).toBeTruthy();
    }
    expect(within(rail).getByRole('link', { name: 'KOX' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Expert detail' })).toBeTruthy();
    expect(screen.getByText(/arrives in a later release/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the assistant' }).getAttribute('href')).toBe(
      '/writer/app/session',
    );
    expect(screen.getByTestId('assistant-dock')).toBeTruthy();
    expect(screen.getAllByTestId('command-palette')).toHaveLength(1);
  });

  it('hides backstage from a role that is not admin', async () => {
    await openSignedIn('/writer/kox/list', viewer);
    const rail = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(rail).queryByRole('link', { name: 'Backstage' })).toBeNull();
    expect(within(rail).getByRole('link', { name: 'Team' })).toBeTruthy();
  });

  it('collapses the dock and remembers it', async () => {
    const user = userEvent.setup();
    await openSignedIn('/writer/kox/expertDetail');
    await user.click(screen.getByRole('button', { name: 'Hide the assistant' }));
    expect(screen.queryByTestId('assistant-dock')).toBeNull();
    expect(localStorage.getItem('assistant_dock')).toBe('closed');
    // A tool result that arrives with the dock closed still takes the user where it says.
    expect(currentPathname()).toBe('/writer/kox/expertDetail');
    act(() => navigateTo('/writer/kox/list'));
    await waitFor(() => expect(currentPathname()).toBe('/writer/kox/list'));
    await user.click(screen.getByRole('button', { name: 'Show the assistant' }));
    expect(screen.getByTestId('assistant-dock')).toBeTruthy();
  });

  it('on a phone, the dock is a button that opens the assistant over the screen, closed at first', async () => {
    const happy = (window as unknown as HappyWindow).happyDOM;
    const width = window.innerWidth;
    happy.setViewport({ width: 390, height: 844 });
    try {
      localStorage.setItem('assistant_dock', 'open');
      const user = userEvent.setup();
      await openSignedIn('/writer/kox/expertDetail');
      expect(screen.queryByTestId('assistant-dock')).toBeNull();
      expect(screen.queryByRole('complementary', { name: 'Assistant' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Show the assistant' }));
      const dock = screen.getByRole('complementary', { name: 'Assistant' });
      expect(dock.className).toContain('fixed inset-0');
      expect(within(dock).getByTestId('assistant-dock')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Hide the assistant' }));
      expect(screen.queryByTestId('assistant-dock')).toBeNull();
      expect(localStorage.getItem('assistant_dock')).toBe('open');
    } finally {
      happy.setViewport({ width, height: window.innerHeight });
    }
  });

  it.each([
    ['/writer/knowledge?session=s-1', 'assistant-workspace'],
    ['/writer/app/session?session=s-1', 'assistant-workspace'],
    ['/writer/app/store', 'start-composer'],
  ])('does not dock the assistant beside its own full screen: %s', async (path, testId) => {
    await openSignedIn(path);
    expect(screen.getByTestId(testId)).toBeTruthy();
    expect(screen.queryByTestId('assistant-dock')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('sets the document title and icon from the route and app.json', async () => {
    server.use(
      http.get('/web/conf/app.json', () =>
        Response.json({
          ...testAppConfig,
          modules: { ...testAppConfig.modules, writer: { ...testAppConfig.modules.writer, ico: '/w.ico' } },
        }),
      ),
    );
    await openSignedIn('/writer/stats/dashboard');
    await waitFor(() => expect(document.title).toBe('Usage statistics - Booster Writer'));
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/w.ico');
    await act(() => setLanguage('zh'));
    await waitFor(() => expect(document.title).toBe('使用统计 - Booster Writer'));
  });

  it('signs out: revokes the token, forgets the login, shows sign-in', async () => {
    let revoked = false;
    server.use(
      http.get('/api/auth/logout/', () => {
        revoked = true;
        return ok(null);
      }),
    );
    const user = userEvent.setup();
    const { router } = await openSignedIn('/writer/kox/expertDetail');
    await user.click(screen.getByRole('button', { name: 'Account menu for Administrator' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/login'));
    expect(revoked).toBe(true);
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('goes to sign-in with the current path when the sign-in expires', async () => {
    const { router } = await openSignedIn('/writer/teammanage/client?page=2');
    act(() => {
      useAuthStore.getState().signOut();
      appEvents.emit('signInExpired');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/login'));
    await settled(router);
    expect(addressOf(router)).toBe('/writer/login?redirect=%2Fwriter%2Fteammanage%2Fclient%3Fpage%3D2');
  });

  it('leaves a reader on a shared report when a stale login expires', async () => {
    useAuthStore.getState().signIn(signInResult);
    const { router } = await renderApp('/writer/reportShare?link=share-abc');
    act(() => {
      useAuthStore.getState().signOut();
      appEvents.emit('signInExpired');
    });
    await settled(router);
    expect(addressOf(router)).toBe('/writer/reportShare?link=share-abc');
  });

  it('shows the open usage guide to a signed-out visitor in the public frame', async () => {
    await setLanguage('en');
    await renderApp('/writer/socialBooster/usageGuide');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Usage guide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to 中文' })).toBeTruthy();
  });
});
