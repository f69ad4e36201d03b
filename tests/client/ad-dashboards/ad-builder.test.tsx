import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { http } from 'msw';
import { useAuthStore } from '@/lib/auth/auth-store';
import { initI18n } from '@/lib/i18n';
import { AdBuilderScreen } from '@/screens/ads/ad-dashboard-builder';
import type { AdPreview } from '@/screens/ads/ad-dashboard-builder/ad-builder-queries';
import { FilingFields } from '@/screens/dashboards';
import results from '../fixtures/ad-component-results.json';
import { fail, ok } from '../msw/envelope.ts';
import { signInResult } from '../msw/fixtures.ts';
import { server } from '../msw/server.ts';
import { adDataDb, adDataHandlers, adDataset, type AdDataDb } from '../msw/handlers/ad-data.ts';
import { withUser } from '../msw/handlers/auth.ts';
// Loaded once here: the report's AD renderers come in a chunk of their own.
import '@/components/report-view/ad/ad-renderers';

const EXCELLENT = results.contract.results.db_ad_excellent_ads_display;

interface Calls {
  previews: Record<string, unknown>[];
  adds: Record<string, unknown>[];
}

/** The preview answer for what was asked: the fixture's top list over the datasets asked for. */
function previewOf(body: Record<string, unknown>, db: AdDataDb): AdPreview {
  const ids = body.dataset_ids as string[];
  const window = body.window as AdPreview['ad']['window'];
  const sources = db.datasets
    .filter((d) => ids.includes(d.dataset_id))
    .map((d) => ({
      dataset_id: d.dataset_id,
      name: d.name,
      kind: d.kind,
      platform: d.platform,
      sample: d.sample,
      state: d.state,
      phase: d.phase,
      progress: d.progress,
      failure_code: d.failure_code,
      row_count: d.row_count,
      days: d.days,
      windows: d.windows,
      measured: d.windows.includes(window),
    }));
  return {
    ad: {
      window,
      level: body.level as 'ad',
      range: body.range as AdPreview['ad']['range'],
      tags: {},
      budget_usd: null,
      period: { from: '2026-10-01', to: '2026-10-31' },
      weeks: null,
      budget: { usd: null, source: 'none' },
      sample: false,
      sources,
      notices: [],
    },
    waiting: false,
    excellent: EXCELLENT as AdPreview['excellent'],
  };
}

function renderBuilder(
  db: AdDataDb,
  lang: 'en' | 'zh' = 'en',
  add?: (body: Record<string, unknown>) => Response,
) {
  localStorage.setItem('locale', lang);
  initI18n();
  useAuthStore.getState().signIn(signInResult);
  useAuthStore.getState().setUserRoleInfo({
    role_name: 'editor',
    modules: ['writer'],
    permissions: [],
    team: {
      team_id: 't-1',
      name: 'Acme Studio',
      role: 'editor',
      restricted: false,
      client_ids: null,
      member: true,
    },
    system_admin: false,
  });
  const calls: Calls = { previews: [], adds: [] };
  server.use(
    ...adDataHandlers(db),
    http.post(
      '/api/ad_dashboard/preview',
      withUser(async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.previews.push(body);
        return ok(previewOf(body, db));
      }),
    ),
    http.post(
      '/api/ad_dashboard/add',
      withUser(async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.adds.push(body);
        return add ? add(body) : ok({ dashboard_id: 'd-new' });
      }),
    ),
  );
  const onCreated = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (
    <AdBuilderScreen
      renderFiling={(filing) => <FilingFields {...filing} />}
      onCancel={() => {}}
      onCreated={onCreated}
    />
  );
  // The data source links to the ad data screen: a router to resolve it in.
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, onCreated };
}

const october = () =>
  adDataset('ds-oct', { name: 'October export', windows: ['none', '7d_click'], row_count: 1200 });
const sampleMeta = () =>
  adDataset('ds-sample', {
    kind: 'sample',
    sample: true,
    name: 'Trailhead Outdoor · Meta',
    account_id: 'sample-meta',
    file: null,
    windows: ['none', '1d_view', '1d_click', '7d_click'],
  });

describe('the ad dashboard builder', () => {
  it('says how to add ad data when the team has none, and binds a sample account right there', async () => {
    const db = adDataDb();
    renderBuilder(db);
    expect(await screen.findByText('No ad data yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload a file' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Manage ad data and bind ad accounts' }).getAttribute('href'),
    ).toBe('/writer/teammanage/adData');
    expect(screen.getByText('Choose data to see its top 10 creatives.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Bind Trailhead Outdoor · Meta' }));
    await waitFor(() =>
      expect(db.calls).toContainEqual({
        path: '/api/ad_account/add',
        body: { platform: 'meta', account_id: 'sample-meta' },
      }),
    );
    // The bound sample is listed, labelled sample, and chosen.
    const choice = await screen.findByRole('checkbox', { name: /Trailhead Outdoor · Meta/ });
    await waitFor(() => expect((choice as HTMLInputElement).checked).toBe(true));
  });

  it('lists the datasets of the chosen client only, and will not offer one whose only read failed', async () => {
    const db = adDataDb([
      october(),
      adDataset('ds-broken', { name: 'Broken file', state: 'failed', row_count: 0, failure_code: 10400 }),
      adDataset('ds-nike', { name: 'Nike export', client: { client_id: 'c-nike', name: 'Nike' } }),
    ]);
    renderBuilder(db);
    expect(await screen.findByRole('checkbox', { name: /October export/ })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Broken file/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /Nike export/ })).toBeNull();
    expect(
      screen.getByText('1 more source is filed under another client and is not offered here.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: /October export/ }));
    await userEvent.selectOptions(await screen.findByLabelText('Client'), 'c-nike');
    // The October export is not the client's: it is dropped, and the client's own is offered.
    expect(await screen.findByRole('checkbox', { name: /Nike export/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /October export/ })).toBeNull();
  });

  it('previews the top 10 for the choices, and names a dataset that does not report the window', async () => {
    const db = adDataDb([october(), sampleMeta()]);
    const { calls } = renderBuilder(db);
    await userEvent.click(await screen.findByRole('checkbox', { name: /October export/ }));
    await waitFor(() => expect(calls.previews.length).toBeGreaterThan(0));
    expect(calls.previews.at(-1)).toEqual({
      client_id: null,
      project_id: null,
      dataset_ids: ['ds-oct'],
      window: 'none',
      level: 'ad',
      range: { kind: 'preset', preset: '1m' },
      tags: {},
      budget_usd: null,
    });
    expect(await screen.findByText('Runner video')).toBeTruthy();
    expect(screen.getByText('Game trailer')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: /Trailhead Outdoor/ }));
    await userEvent.selectOptions(screen.getByLabelText('Attribution window'), '1d_view');
    expect(
      await screen.findByText(
        'October export does not report 1-day view: its conversions will show as not measured.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Campaign' }));
    const filter = screen.getByRole('group', { name: 'Only ads with these tags (optional)' });
    await userEvent.type(within(filter).getByLabelText('Product'), 'Running shoes, Serum');
    await waitFor(() =>
      expect(calls.previews.at(-1)).toMatchObject({
        dataset_ids: ['ds-oct', 'ds-sample'],
        window: '1d_view',
        level: 'campaign',
        tags: { product: ['Running shoes', 'Serum'] },
      }),
    );
  });

  it('asks for the preview again when the chosen data has been tagged again', async () => {
    const db = adDataDb([october()]);
    db.retagging = true;
    const { calls } = renderBuilder(db);
    await userEvent.click(await screen.findByRole('checkbox', { name: /October export/ }));
    await waitFor(() => expect(calls.previews.length).toBeGreaterThan(0));
    const before = calls.previews.length;
    db.retagging = false;
    await waitFor(() => expect(calls.previews.length).toBeGreaterThan(before));
  });

  it('checks the fields as the endpoint does before creating, and creates with every choice', async () => {
    const db = adDataDb([october()]);
    const { calls, onCreated } = renderBuilder(db);
    await screen.findByRole('checkbox', { name: /October export/ });
    await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
    expect(await screen.findByText('Give the dashboard a name.')).toBeTruthy();
    expect(screen.getByText('Choose at least one source of ad data.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('ad-builder-name');

    await userEvent.type(screen.getByLabelText(/Dashboard name/), 'October ads');
    await userEvent.click(screen.getByRole('checkbox', { name: /October export/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Last N days' }));
    const days = screen.getByLabelText('Last days');
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.type(screen.getByLabelText('Budget for the period (USD)'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 366.')).toBeTruthy();
    expect(screen.getByText('Enter the budget in US dollars (0 or more), or leave it empty.')).toBeTruthy();
    expect(calls.adds).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.clear(screen.getByLabelText('Budget for the period (USD)'));
    await userEvent.type(screen.getByLabelText('Budget for the period (USD)'), '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('d-new'));
    expect(calls.adds).toEqual([
      {
        name: 'October ads',
        client_id: null,
        project_id: null,
        dataset_ids: ['ds-oct'],
        window: 'none',
        level: 'ad',
        range: { kind: 'days', days: 14 },
        tags: {},
        budget_usd: 2500,
      },
    ]);
  });

  it("shows the server's refusal of the data at the data source, naming the datasets", async () => {
    const db = adDataDb([october()]);
    const { onCreated } = renderBuilder(db, 'en', () =>
      fail('AD_DASHBOARD_OTHER_CLIENT', 'The ad data is filed under another client.', {
        issues: [{ path: 'dataset_ids', message: 'October export' }],
      }),
    );
    await userEvent.type(await screen.findByLabelText(/Dashboard name/), 'October ads');
    await userEvent.click(screen.getByRole('checkbox', { name: /October export/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
    const data = screen.getByRole('group', { name: 'Data source' });
    expect(await within(data).findByText(/\(October export\)$/)).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('speaks Chinese', async () => {
    renderBuilder(adDataDb([october()]), 'zh');
    expect(await screen.findByRole('heading', { name: '新建广告看板' })).toBeTruthy();
    expect(screen.getByText('归因窗口')).toBeTruthy();
    expect(screen.getByRole('button', { name: '创建看板' })).toBeTruthy();
  });
});
