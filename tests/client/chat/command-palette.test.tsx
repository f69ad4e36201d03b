import { localTimeZone } from '@/lib/time/zoned-time';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CommandPalette } from '@/chat/palette/palette-launcher';
import { useCurrentSessionStore } from '@/chat/runtime/current-session-store';
import { getSessionChat } from '@/chat/runtime/session-chats';
import { useAuthStore } from '@/lib/auth/auth-store';
import { i18n } from '@/lib/i18n';
import { OFFERED_SCREENS, SCREENS } from '@/lib/screen-catalog';
import { http } from 'msw';
import { ok } from '../msw/envelope.ts';
import { dashboardSummary } from '../fixtures/dashboards.ts';
import { server } from '../msw/server.ts';
import {
  chatHandler,
  openPalette,
  historyHandler,
  renderInApp,
  signInForTest,
  toolAnswer,
  uiStream,
} from './chat-kit.tsx';

describe('⌘K command palette', () => {
  it('opens with Ctrl+K and lists every screen of the catalog offered to users', async () => {
    signInForTest();
    await renderInApp(<CommandPalette />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = await openPalette();
    const options = within(dialog).getAllByRole('option');
    const option = (id: string) => options.find((o) => o.getAttribute('data-value') === `screen:${id}`);
    expect(option('kox-list')?.textContent).toBe('达人列表/writer/kox/list');
    expect(option('app-report')?.textContent).toBe('报告/writer/app/report');
    expect(options.filter((o) => o.getAttribute('data-value')?.startsWith('screen:'))).toHaveLength(
      OFFERED_SCREENS.length,
    );
    for (const internal of SCREENS.filter((s) => s.internal)) expect(option(internal.id)).toBeUndefined();
  });

  it('lists recent dashboards and opens one on the report page', async () => {
    signInForTest();
    const asked: string[] = [];
    server.use(
      http.get('/api/dashboard/list', ({ request }) => {
        asked.push(new URL(request.url).search);
        return ok({ list: [dashboardSummary({ dashboard_id: 'd3', name: '跑鞋对比' })], total: 1 });
      }),
    );
    const { router } = await renderInApp(<CommandPalette />, '/writer/app/store');
    const { user, dialog } = await openPalette();
    const option = await within(dialog).findByRole('option', { name: /跑鞋对比/ });
    expect(option.textContent).toBe('跑鞋对比已完成');
    expect(asked[0]).toContain('sort=updated');
    await user.click(option);
    await waitFor(() => expect(router.state.location.href).toBe('/writer/app/report?dashboard_id=d3'));
  });

  it('finds a dashboard that is not among the recent ones by what is typed, and a chat the same way', async () => {
    signInForTest();
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/dashboard/list', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const list = params.get('keyword')
          ? [dashboardSummary({ dashboard_id: 'old1', name: 'Autumn 2024 launch' })]
          : [dashboardSummary({ dashboard_id: 'd3', name: '跑鞋对比' })];
        return ok({ list, total: list.length });
      }),
      http.get('/api/session/listByDomain', ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword');
        return ok(
          keyword
            ? [
                {
                  session_id: 's-old',
                  title: 'Autumn budget review',
                  domain: 'writer',
                  app_doi: null,
                  created_at: '2025-10-01T08:00:00.000Z',
                  updated_at: '2025-10-01T08:00:00.000Z',
                },
              ]
            : [],
        );
      }),
    );
    const { router } = await renderInApp(<CommandPalette />, '/writer/app/store');
    const { user, dialog } = await openPalette();
    await within(dialog).findByRole('option', { name: /跑鞋对比/ });
    expect(within(dialog).queryByRole('option', { name: /Autumn 2024 launch/ })).toBeNull();
    await user.type(within(dialog).getByRole('combobox'), 'Autumn');
    const found = await within(dialog).findByRole('option', { name: /Autumn 2024 launch/ });
    expect(asked.at(-1)?.get('keyword')).toBe('Autumn');
    await within(dialog).findByRole('option', { name: /Autumn budget review/ });
    await user.click(found);
    await waitFor(() => expect(router.state.location.href).toBe('/writer/app/report?dashboard_id=old1'));
  });

  it('opens the ad dashboard builder on the AD report', async () => {
    signInForTest();
    const { router } = await renderInApp(<CommandPalette />, '/writer/app/store');
    const { user, dialog } = await openPalette();
    await user.type(within(dialog).getByRole('combobox'), '广告看板');
    await user.click(within(dialog).getByRole('option', { name: /新建广告看板/ }));
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        '/writer/app/report?app_doi=REPORT_BOOSTER_META_ANALYSIS_AD&view=new',
      ),
    );
  });

  it('opens the AD report’s list of ad dashboards', async () => {
    signInForTest();
    const { router } = await renderInApp(<CommandPalette />, '/writer/app/store');
    const { user, dialog } = await openPalette();
    await user.type(within(dialog).getByRole('combobox'), 'ad dashboards');
    await user.click(within(dialog).getByRole('option', { name: /^广告看板$/ }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/writer/app/report?app_doi=REPORT_BOOSTER_META_ANALYSIS_AD'),
    );
  });

  it('opens the team database on its import dialog', async () => {
    signInForTest();
    const { router } = await renderInApp(<CommandPalette />, '/writer/app/store');
    const { user, dialog } = await openPalette();
    await user.type(within(dialog).getByRole('combobox'), 'import template');
    await user.click(within(dialog).getByRole('option', { name: /^导入达人$/ }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/writer/kox/list?scope=team&import=creators'),
    );
  });

  it('filters as the user types and switches the language', async () => {
    signInForTest();
    await renderInApp(<CommandPalette />);
    const { user, dialog } = await openPalette();
    await user.type(within(dialog).getByRole('combobox'), 'English');
    const option = within(dialog).getByRole('option', { name: /切换到英文/ });
    expect(within(dialog).queryByRole('option', { name: /达人列表/ })).toBeNull();
    await user.click(option);
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(localStorage.getItem('locale')).toBe('en');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a session, a screen navigates straight to its route', async () => {
    signInForTest();
    const { router } = await renderInApp(<CommandPalette />, '/writer/app/store');
    const { user, dialog } = await openPalette();
    await user.type(within(dialog).getByRole('combobox'), '团队成员');
    // The /member tool («管理团队成员») matches too and is listed first.
    const options = within(dialog).getAllByRole('option');
    await user.click(options.find((o) => o.getAttribute('data-value') === 'screen:teammanage-member')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/teammanage/member'));
  });

  it('finds the creator list by its storage tab, in zh and en', async () => {
    signInForTest();
    await renderInApp(<CommandPalette />, '/writer/app/store');
    const { user, dialog } = await openPalette();
    const input = within(dialog).getByRole('combobox');
    for (const words of ['链接入库', 'store links']) {
      await user.clear(input);
      await user.type(input, words);
      expect(
        within(dialog)
          .getByRole('option', { name: /达人列表/ })
          .getAttribute('data-value'),
      ).toBe('screen:kox-list');
    }
  });

  it('with a current session, a screen runs open_screen there (recorded in the thread), which then navigates', async () => {
    signInForTest();
    const requests: unknown[] = [];
    server.use(
      historyHandler({ 'pal-1': [] }),
      chatHandler((body) => {
        requests.push(body);
        const output = { screen: 'teammanage-member', target: 'page', path: '/writer/teammanage/member' };
        return uiStream(
          toolAnswer('pal-a1', 'open_screen', { screen: 'teammanage-member', target: 'page' }, output),
        );
      }),
    );
    useCurrentSessionStore.getState().setSessionId('pal-1');
    const { router } = await renderInApp(<CommandPalette />, '/writer/kox/list');
    const { user, dialog } = await openPalette();
    await user.type(within(dialog).getByRole('combobox'), '团队成员');
    // The /member tool («管理团队成员») matches too and is listed first.
    const options = within(dialog).getAllByRole('option');
    await user.click(options.find((o) => o.getAttribute('data-value') === 'screen:teammanage-member')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/teammanage/member'));
    expect(requests).toEqual([
      expect.objectContaining({
        session_id: 'pal-1',
        time_zone: localTimeZone(),
        tool_request: { name: 'open_screen', input: { screen: 'teammanage-member', target: 'page' } },
      }),
    ]);
  });

  it('signs out: revokes the token, forgets the login and the conversations, and goes to sign-in', async () => {
    signInForTest();
    useCurrentSessionStore.getState().setSessionId('out-1');
    const chat = getSessionChat('out-1');
    const { router } = await renderInApp(<CommandPalette />);
    const { user, dialog } = await openPalette();
    await user.click(within(dialog).getByRole('option', { name: /退出登录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/login'));
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(useCurrentSessionStore.getState().sessionId).toBeNull();
    expect(getSessionChat('out-1')).not.toBe(chat);
  });
});
