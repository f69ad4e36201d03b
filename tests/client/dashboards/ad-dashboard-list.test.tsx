import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ScreenPreview from '@/artifacts/screen-preview';
import { AD_REPORT_APP_DOI } from '@/lib/ads/ad-dashboard-values';
import { initI18n } from '@/lib/i18n';
import { DashboardListScreen } from '@/screens/dashboards';
import { renderInApp, signInForTest } from '../chat/chat-kit.tsx';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { renderScreen, summary } from './dashboard-test-kit.tsx';

/* The AD report's list: the same screen, its ad dashboards only, in its own words. */

function listHandler(list: ReturnType<typeof summary>[]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(
      '/api/dashboard/list',
      withUser(({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return ok({ list, total: list.length });
      }),
    ),
  );
  return seen;
}

describe('the AD report list', () => {
  it('asks for AD dashboards only and says how to start one when there is none', async () => {
    const seen = listHandler([]);
    const onNew = vi.fn();
    renderScreen(<DashboardListScreen appType="AD" onOpen={() => {}} onNew={onNew} />);
    expect(await screen.findByText('No ad dashboards yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ad dashboards' })).toBeTruthy();
    expect(seen[0]?.get('app_type')).toBe('AD');
    const buttons = screen.getAllByRole('button', { name: 'New ad dashboard' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    expect(onNew).toHaveBeenCalledOnce();
  });

  it('shows an ad dashboard without the social criteria mode and collection frequency', async () => {
    listHandler([summary({ dashboard_id: 'd-ad', name: 'Serum ads', app_type: 'AD', media: [] })]);
    renderScreen(<DashboardListScreen appType="AD" onOpen={() => {}} onNew={() => {}} />);
    const card = await screen.findByRole('listitem', { name: 'Serum ads' });
    expect(within(card).queryByText('Mode')).toBeNull();
    expect(within(card).queryByText('Updates')).toBeNull();
  });

  it('lists every dashboard without an app type, as before', async () => {
    const seen = listHandler([summary()]);
    renderScreen(<DashboardListScreen onOpen={() => {}} onNew={() => {}} />);
    const card = await screen.findByRole('listitem', { name: 'Running shoes' });
    expect(seen[0]?.has('app_type')).toBe(false);
    expect(within(card).getByText('Mode')).toBeTruthy();
  });

  it('is what the report app shows in the side panel when opened with the AD report app_doi', async () => {
    const seen = listHandler([
      summary({ dashboard_id: 'd-ad', name: 'Serum ads', app_type: 'AD', media: [] }),
    ]);
    localStorage.setItem('locale', 'en');
    initI18n();
    signInForTest();
    await renderInApp(
      <Suspense>
        <ScreenPreview
          props={{ screenId: 'app-report', params: { app_doi: AD_REPORT_APP_DOI } }}
          sessionId="s-1"
        />
      </Suspense>,
    );
    expect(await screen.findByRole('listitem', { name: 'Serum ads' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ad dashboards' })).toBeTruthy();
    expect(seen.at(-1)?.get('app_type')).toBe('AD');
  });
});
