import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { setLanguage } from '@/lib/i18n';
import { ReportShareScreen } from '@/screens/report-share';
import { component } from '../dashboard-detail/detail-fixtures.ts';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { adBlock, adComponents, adDetail, RESULTS } from './ad-detail-fixtures.tsx';

// Charts and the export are stand-ins here (tests/client/stand-ins/charts.ts, the `client-charts` project).

const LINK = 'AdLk1';
const CODE = 'Ads2026';

function useSharedAdApi() {
  const computes: { link: string | null; password: string | null; body: Record<string, unknown> }[] = [];
  server.use(
    http.post('/api/project/share_verify', () =>
      ok({ dashboard_id: 'd1', name: 'Spring ads', expires_at: '2026-04-01T00:00:00.000Z' }),
    ),
    http.get('/api/share/dashboard', () => ok(adDetail())),
    http.post('/api/ad_dashboard/compute', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      computes.push({
        link: request.headers.get('sb-share-link'),
        password: request.headers.get('sb-share-password'),
        body,
      });
      const detail = structuredClone(RESULTS.db_ad_data_detail) as { page: number };
      detail.page = Number(body.detail_page ?? 1);
      return ok({
        range: body.range ?? { kind: 'preset', preset: '1m' },
        period: { from: '2025-03-04', to: '2026-03-03' },
        weeks: adBlock().weeks,
        components: body.component_ids
          ? [component('a2', 'db_ad_data_detail', 1, { result: detail })]
          : adComponents(),
        notices: [],
      });
    }),
  );
  return computes;
}

async function renderShared(language: 'en' | 'zh' = 'en') {
  await act(() => setLanguage(language));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportShareScreen link={LINK} code={CODE} />
    </QueryClientProvider>,
  );
}

describe('shared AD dashboard', () => {
  it('shows its components, settings and sample label read-only; quick picks and pages go under the share headers', async () => {
    const computes = useSharedAdApi();
    const user = userEvent.setup();
    await renderShared();
    expect(await screen.findByRole('heading', { name: 'Spring ads' })).toBeTruthy();
    expect(screen.getAllByText('Includes sample data').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Some data sets are built-in sample ad accounts/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Link valid until/)).toBeTruthy();
    expect(document.querySelector('article[data-component="db_ad_performance_overview"]')).not.toBeNull();
    // Nothing to edit, and no way into the team's ad data.
    for (const name of ['Settings', 'Share', 'Edit', 'Add components', 'Reanalyze'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open ad data' })).toBeNull();
    expect(document.querySelector('[data-notice="failed"]')!.textContent).toContain(
      'an editor of the team can fix the account',
    );

    await user.click(
      within(screen.getByRole('group', { name: 'Dates' })).getByRole('button', { name: '1 year' }),
    );
    await waitFor(() => expect(computes).toHaveLength(1));
    expect(computes[0]).toEqual({
      link: LINK,
      password: CODE,
      body: { dashboard_id: 'd1', range: { kind: 'preset', preset: '1y' } },
    });
    expect(await screen.findByText(/2025-03-04 – 2026-03-03/)).toBeTruthy();

    const detail = document.querySelector<HTMLElement>('article[data-component="db_ad_data_detail"]')!;
    await user.click(await within(detail).findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(computes).toHaveLength(2));
    expect(computes[1]).toMatchObject({
      link: LINK,
      password: CODE,
      body: { component_ids: ['a2'], detail_page: 2, range: { kind: 'preset', preset: '1y' } },
    });
  });

  it('speaks Chinese', async () => {
    useSharedAdApi();
    await renderShared('zh');
    expect(await screen.findByRole('heading', { name: 'Spring ads' })).toBeTruthy();
    expect(screen.getByText('广告看板')).toBeTruthy();
    expect(screen.getByRole('group', { name: '日期' })).toBeTruthy();
    expect(screen.getByText('点击后 7 天')).toBeTruthy();
  });
});
