import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { component } from '../dashboard-detail/detail-fixtures.ts';
import {
  adBlock,
  adComponents,
  adDetail,
  adSource,
  RESULTS,
  renderAdDetail,
  useAdApi,
} from './ad-detail-fixtures.tsx';

// Charts and the export are stand-ins here (tests/client/stand-ins/charts.ts, the `client-charts` project).

const card = (apiKey: string) => document.querySelector<HTMLElement>(`article[data-component="${apiKey}"]`)!;

/** The detail result of another sort: the rows reversed, as the server would send them. */
function resorted(sort: string, order: string) {
  const result = structuredClone(RESULTS.db_ad_data_detail) as {
    rows: object[];
    sort: string;
    order: string;
  };
  result.rows.reverse();
  Object.assign(result, { sort, order });
  return result;
}

/** The AD API of a dashboard with a pivot, which every computation answers with. */
function usePivotApi() {
  const pivot = component('a3', 'db_ad_custom_multi_dimensional_data', 2, {
    result: RESULTS.db_ad_custom_multi_dimensional_data,
  });
  return useAdApi({
    detail: () => adDetail({ components: [...adComponents(), pivot] }),
    compute: () => ({
      range: { kind: 'preset', preset: '1m' },
      period: { from: '2026-02-04', to: '2026-03-03' },
      weeks: adBlock().weeks,
      components: [pivot],
      notices: [],
    }),
  });
}

describe('AD dashboard detail', () => {
  it('shows its settings, sources, notices and the sample label, and tells each AD component about them', async () => {
    useAdApi();
    await renderAdDetail();
    expect(await screen.findByRole('heading', { name: 'Spring ads' })).toBeTruthy();
    expect(screen.getByText('Ad dashboard')).toBeTruthy();
    expect(screen.getAllByText('Includes sample data').length).toBeGreaterThan(0);
    const header = screen.getByRole('heading', { name: 'Spring ads' }).closest('div')!.parentElement!;
    expect(header.textContent).toContain('Attribution7-day click');
    expect(header.textContent).toContain('1 month · 2026-02-04 – 2026-03-03');
    expect(header.textContent).toContain("$293,000 (from the data sources' monthly budgets)");
    expect(header.textContent).toContain('Product: Running shoes');
    const sources = within(screen.getByRole('list', { name: 'Data sources' })).getAllByRole('listitem');
    expect(sources.map((li) => li.textContent)).toEqual([
      // The platform once: the sample account's name says it.
      'Sample Meta accountSample accountReady',
      'March export.csvUploaded file · MetaFailed',
    ]);
    // Notices: the failed read with what to do and where, the window it does not report.
    const failed = document.querySelector('[data-notice="failed"]')!;
    expect(failed.textContent).toContain('The last read of March export.csv failed.');
    expect(
      within(failed as HTMLElement)
        .getByRole('link', { name: 'Open ad data' })
        .getAttribute('href'),
    ).toBe('/writer/teammanage/adData');
    expect(document.querySelector('[data-notice="not_measured"]')!.textContent).toContain(
      'March export.csv do not report conversions under 7-day click',
    );
    // One source of two reports the window: the components say part of the conversions count as zero.
    await waitFor(() =>
      expect(card('db_ad_performance_overview').textContent).toContain(
        'Some data sources of this dashboard do not report conversions under 7-day click',
      ),
    );
  });

  it('computes the detail again for another sort or page, busy meanwhile, and shows that result', async () => {
    let release: () => void = () => {};
    const calls = useAdApi({
      compute: async (body) => {
        await new Promise<void>((resolve) => (release = resolve));
        const options = body.options as { detail: { sort: string; order: string } } | undefined;
        return {
          range: { kind: 'preset', preset: '1m' },
          period: { from: '2026-02-04', to: '2026-03-03' },
          weeks: adBlock().weeks,
          components: [
            component('a2', 'db_ad_data_detail', 1, {
              result: resorted(options?.detail.sort ?? 'spend', options?.detail.order ?? 'desc'),
            }),
          ],
          notices: [],
        };
      },
    });
    const user = userEvent.setup();
    await renderAdDetail();
    const detail = await waitFor(() => {
      const el = card('db_ad_data_detail');
      within(el).getByRole('table');
      return el;
    });
    await user.click(within(detail).getByRole('button', { name: /Impressions/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      path: '/api/ad_dashboard/compute',
      body: {
        dashboard_id: 'd1',
        component_ids: ['a2'],
        detail_page: 1,
        options: { detail: { pageSize: 3, sort: 'impressions', order: 'desc' } },
      },
    });
    await waitFor(() => expect(card('db_ad_data_detail').querySelector('[aria-busy="true"]')).not.toBeNull());
    release();
    await waitFor(() => {
      const names = [...card('db_ad_data_detail').querySelectorAll('tbody tr')].map(
        (tr) => tr.querySelector('td span')?.textContent,
      );
      expect(names).toEqual(['Runner image', 'Game trailer', 'Runner video']);
    });
    await user.click(within(card('db_ad_data_detail')).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toMatchObject({ component_ids: ['a2'], detail_page: 2 });
    release();
  });

  it('recomputes every component over a quick pick or two dates, with that range’s notices', async () => {
    const calls = useAdApi({
      compute: (body) => ({
        range: body.range,
        period: { from: '2025-12-04', to: '2026-03-03' },
        weeks: adBlock().weeks,
        components: adComponents(),
        notices: [{ kind: 'no_data_in_range', dataset_ids: [] }],
      }),
    });
    const user = userEvent.setup();
    await renderAdDetail();
    await screen.findByRole('heading', { name: 'Spring ads' });
    const picks = screen.getByRole('group', { name: 'Dates' });
    expect(within(picks).getByRole('button', { name: '1 month' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(picks).getByRole('button', { name: '3 months' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ dashboard_id: 'd1', range: { kind: 'preset', preset: '3m' } });
    expect(
      await screen.findByText('No data source has rows in 2025-12-04 – 2026-03-03. Choose other dates.'),
    ).toBeTruthy();
    expect(within(picks).getByRole('button', { name: '3 months' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(picks).getByRole('button', { name: 'Custom' }));
    const form = screen.getByRole('form', { name: 'Custom dates' });
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '2026-03-01');
    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2026-02-01');
    expect(within(form).getByRole('alert').textContent).toBe('The last day cannot be before the first.');
    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2026-03-02');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body.range).toEqual({ kind: 'custom', from: '2026-03-01', to: '2026-03-02' });

    // Back to the dashboard's own range: its stored results, nothing asked.
    await user.click(within(picks).getByRole('button', { name: '1 month' }));
    await waitFor(() => expect(document.querySelector('[data-notice="not_measured"]')).not.toBeNull());
    expect(calls).toHaveLength(2);
  });

  it('edits the settings, sending only what changed, and shows the recomputation', async () => {
    const stale = () =>
      adDetail({
        components: adComponents().map((c) => ({ ...c, state: 'stale' })),
        ad: adBlock({ window: '1d_click', budget_usd: 5000, budget: { usd: 5000, source: 'override' } }),
      });
    let current = () => adDetail();
    const calls = useAdApi({
      detail: () => current(),
      update: () => {
        current = stale;
        return stale();
      },
    });
    const user = userEvent.setup();
    await renderAdDetail();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('TikTok upload');
    // Its name is here too; left as it is, it is not sent.
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Spring ads');
    await user.selectOptions(within(dialog).getByLabelText('Attribution'), '1d_click');
    await user.type(within(dialog).getByLabelText('Budget for the period (USD)'), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('The budget is a number of dollars');
    expect(calls.filter((c) => c.path === '/api/ad_dashboard/update')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Budget for the period (USD)'));
    await user.type(within(dialog).getByLabelText('Budget for the period (USD)'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/ad_dashboard/update')!.body).toEqual({
      dashboard_id: 'd1',
      window: '1d_click',
      budget_usd: 5000,
    });
    expect(
      await screen.findByText(
        'The settings or the data changed: the components are being computed again and update by themselves.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('$5,000')).toBeTruthy();
    expect(screen.getByText('(set on this dashboard)')).toBeTruthy();
  });

  it('changes the data sources, and refuses none', async () => {
    const calls = useAdApi();
    const user = userEvent.setup();
    await renderAdDetail();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: /TikTok upload/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Sample Meta account/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /March export/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/ad_dashboard/update')!.body).toEqual({
      dashboard_id: 'd1',
      dataset_ids: ['ds3'],
    });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const again = await screen.findByRole('dialog');
    for (const box of within(again).getAllByRole('checkbox'))
      if ((box as HTMLInputElement).checked) await user.click(box);
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(within(again).getByRole('alert').textContent).toBe('Choose at least one data source.');
  });

  it('offers AD components only to add, and reading sources with their progress', async () => {
    useAdApi({
      detail: () =>
        adDetail({
          status: 'generating',
          ad: adBlock({
            sources: [adSource({ state: 'syncing', phase: 'reading', progress: 40 })],
            notices: [{ kind: 'reading', dataset_ids: ['ds1'] }],
          }),
        }),
    });
    const user = userEvent.setup();
    await renderAdDetail();
    expect(await screen.findByText('Reading the ad data and computing the components…')).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Progress of reading the ad data' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(
      screen
        .getByRole('progressbar', { name: 'Reading progress of Sample Meta account' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    await user.click(screen.getByRole('button', { name: 'Add components' }));
    const dialog = await screen.findByRole('dialog');
    const offered = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent ?? '');
    // The AD catalog but the two already on the dashboard, and nothing social.
    expect(offered).toHaveLength(21);
    expect(offered.some((text) => text.includes('Country data'))).toBe(true);
    expect(offered.some((text) => text.includes('Ad performance overview'))).toBe(false);
    expect(offered.some((text) => /TOP 20|Overview/.test(text))).toBe(false);
  });

  it('a reader sees no settings, add or share, and no import of posts', async () => {
    useAdApi();
    await renderAdDetail('viewer');
    await screen.findByRole('heading', { name: 'Spring ads' });
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeTruthy();
  });

  it('opens as an artifact in the side panel like a social one', async () => {
    useAdApi();
    await renderAdDetail('editor', 'artifact');
    expect(await screen.findByRole('heading', { level: 2, name: 'Spring ads' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Dates' })).toBeTruthy();
    await waitFor(() => expect(card('db_ad_data_detail').querySelector('table')).not.toBeNull());
  });

  it('computes the pivot again with the choice applied', async () => {
    const calls = usePivotApi();
    const user = userEvent.setup();
    await renderAdDetail();
    const body = await waitFor(() => {
      const el = card('db_ad_custom_multi_dimensional_data');
      within(el).getByText('Table settings');
      return el;
    });
    await user.click(within(body).getByText('Table settings'));
    await user.selectOptions(within(body).getByRole('combobox', { name: 'Level 3' }), 'hook');
    await user.click(within(body).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      dashboard_id: 'd1',
      component_ids: ['a3'],
      options: {
        pivot: {
          dimensions: ['campaign', 'country', 'hook'],
          metrics: ['amount_spent_usd', 'purchases', 'roi', 'cpc'],
        },
      },
    });
  });

  it('keeps a reader’s pivot for the next visit, says so, and goes back to the dashboard’s on request', async () => {
    const calls = usePivotApi();
    const user = userEvent.setup();
    await renderAdDetail();
    const pivotCard = () =>
      waitFor(() => {
        const el = card('db_ad_custom_multi_dimensional_data');
        within(el).getByText('Table settings');
        return el;
      });
    let body = await pivotCard();
    expect(within(body).queryByText('Your own choice, kept in this browser.')).toBeNull();
    await user.click(within(body).getByText('Table settings'));
    await user.selectOptions(within(body).getByRole('combobox', { name: 'Level 3' }), 'hook');
    await user.click(within(body).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await within(body).findByText('Your own choice, kept in this browser.');

    cleanup();
    await renderAdDetail();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    body = await pivotCard();
    await within(body).findByText('Your own choice, kept in this browser.');
    await user.click(within(body).getByRole('button', { name: "Use the dashboard's settings" }));
    await waitFor(() =>
      expect(within(card('db_ad_custom_multi_dimensional_data')).queryByText(/Your own choice/)).toBeNull(),
    );
    expect(localStorage.getItem('adDashboardChoices:d1')).toBeNull();

    cleanup();
    await renderAdDetail();
    await pivotCard();
    expect(calls).toHaveLength(2);
  });

  it('remembers no choice for paging the detail, and forgets a stored choice that no longer reads', async () => {
    localStorage.setItem('adDashboardChoices:d1', JSON.stringify({ a2: { detail: { sort: 'nonsense' } } }));
    // The fixture's detail result is a page of three: the settings say so, as the server's would.
    const components = adComponents().map((c) =>
      c.component_id === 'a2' ? { ...c, settings: { detail: { pageSize: 3 } } } : c,
    );
    const calls = useAdApi({
      detail: () => adDetail({ components }),
      compute: () => ({
        range: { kind: 'preset', preset: '1m' },
        period: { from: '2026-02-04', to: '2026-03-03' },
        weeks: adBlock().weeks,
        components: components.filter((c) => c.component_id === 'a2'),
        notices: [],
      }),
    });
    const user = userEvent.setup();
    await renderAdDetail();
    const detail = await waitFor(() => {
      const el = card('db_ad_data_detail');
      within(el).getByRole('table');
      return el;
    });
    expect(calls).toHaveLength(0);
    await user.click(within(detail).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(within(card('db_ad_data_detail')).queryByText(/Your own choice/)).toBeNull();
    expect(localStorage.getItem('adDashboardChoices:d1')).toBeNull();
  });
});
