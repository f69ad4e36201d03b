import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useAuthStore } from '@/lib/auth/auth-store';
import { setLanguage } from '@/lib/i18n';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { signInResult } from '../msw/fixtures.ts';
import { adDataDb, adDataHandlers } from '../msw/handlers/ad-data.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { renderApp } from './render-app.tsx';
import { DASHBOARD_ID, detailFixture } from '../dashboard-detail/detail-fixtures.ts';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

/*
 * The report route reads the app type from app_doi (spec §2): AD lists and builds ad dashboards, MK as before;
 * share=links opens a dashboard's sharing.
 */

async function open(path: string) {
  await setLanguage('en');
  useAuthStore.getState().signIn(signInResult);
  const asked: URLSearchParams[] = [];
  server.use(
    ...adDataHandlers(adDataDb()),
    http.get(
      '/api/dashboard/list',
      withUser(({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return ok({ list: [], total: 0 });
      }),
    ),
  );
  await renderApp(path);
  return asked;
}

describe('the report route by app type, and its detail', () => {
  it('lists the AD report’s ad dashboards', async () => {
    const asked = await open('/writer/app/report?app_doi=REPORT_BOOSTER_META_ANALYSIS_AD');
    expect(await screen.findByRole('heading', { name: 'Ad dashboards' })).toBeTruthy();
    await waitFor(() => expect(asked[0]?.get('app_type')).toBe('AD'));
  });

  it('opens the ad dashboard builder for view=new on an AD report', async () => {
    await open('/writer/app/report?app_doi=REPORT_BOOSTER_META_ANALYSIS_AD&view=new');
    expect(await screen.findByRole('heading', { name: 'New ad dashboard' })).toBeTruthy();
    expect(await screen.findByText('No ad data yet.')).toBeTruthy();
  });

  it('searches the list for its q, in either kind of report', async () => {
    const asked = await open('/writer/app/report?q=Nike');
    expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeTruthy();
    await waitFor(() => expect(asked[0]?.get('keyword')).toBe('Nike'));
    const ads = await open('/writer/app/report?app_doi=REPORT_BOOSTER_META_ANALYSIS_AD&q=Puma');
    await waitFor(() => expect(ads[0]?.get('keyword')).toBe('Puma'));
    expect(ads[0]?.get('app_type')).toBe('AD');
  });

  it('keeps the social list and builder for an MK report', async () => {
    const asked = await open('/writer/app/report?app_doi=REPORT_BOOSTER_YOUTUBE_ANALYSIS');
    expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeTruthy();
    await waitFor(() => expect(asked[0]?.has('app_type')).toBe(false));
    await open('/writer/app/report?view=new&mode=smart');
    expect(await screen.findByRole('heading', { name: 'New dashboard' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New ad dashboard' })).toBeNull();
  });

  it('opens a dashboard with its sharing dialog for share=links', async () => {
    server.use(
      http.get('/api/dashboard/detail', () => ok(detailFixture())),
      http.post('/api/dashboard/compute', () => ok({ components: [] })),
      http.get('/api/project/share/list', () => ok([])),
    );
    await open(`/writer/app/report?dashboard_id=${DASHBOARD_ID}&share=links`);
    expect(await screen.findByRole('dialog', { name: 'Share report' })).toBeTruthy();
    expect(await screen.findByText('No share links yet.')).toBeTruthy();
  });
});
