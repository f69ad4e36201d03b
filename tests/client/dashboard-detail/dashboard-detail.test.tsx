import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ExcelJS from 'exceljs';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { FIXTURES } from '../report-view/result-fixtures.ts';
import { component, DASHBOARD_ID, detailFixture } from './detail-fixtures.ts';
import { renderDetail } from './render-detail.tsx';
import { useSharingRequests } from '@/screens/dashboard-detail/sharing-requests';

// Charts and the export are stand-ins here (tests/client/stand-ins/charts.ts, the `client-charts` project).

/** The detail handler plus a log of every mutation body, keyed by path. */
function useApi(detail: () => unknown = () => detailFixture()) {
  const calls: { path: string; body: unknown }[] = [];
  const record = (path: string, reply: (body: Record<string, unknown>) => unknown) =>
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ path, body });
      return ok(reply(body));
    });
  server.use(
    http.get('/api/dashboard/detail', () => ok(detail())),
    record('/api/dashboard/compute', (body) => ({
      range: body.range,
      since: '2025-12-05T00:00:00.000Z',
      until: '2026-03-05T00:00:00.000Z',
      components: [
        component('c2', 'db_top5_videos_by_views', 1, {
          result: { items: [(FIXTURES.db_top5_videos_by_views as { items: object[] }).items[1]] },
        }),
      ],
    })),
    record('/api/dashboard/component/add', (body) => component('c9', String(body.api_key), 3)),
    record('/api/dashboard/component/del', () => null),
    record('/api/dashboard/component/reorder', () => []),
    record('/api/dashboard/reanalyze', () => []),
    record('/api/dashboard/update', (body) => ({ ...detailFixture(), ...body })),
  );
  return calls;
}

describe('DashboardDetailScreen', () => {
  it('shows the header and the components as charts, then as tables', async () => {
    useApi();
    const user = userEvent.setup();
    await renderDetail();
    expect(await screen.findByRole('heading', { name: 'Running shoes' })).toBeTruthy();
    expect(screen.getByText('Weekly')).toBeTruthy();
    expect(screen.getByText('Nike · Adidas')).toBeTruthy();
    // Chart view: KPI tiles for the overview, a chart for the top list, an honest message for the audience.
    expect(screen.getByText('Engagement rate')).toBeTruthy();
    expect(screen.getByText('4%')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Chart: TOP 20 videos by views' })).toBeTruthy();
    expect(screen.getByText('Audience age needs an AI model.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Data view' }));
    expect(screen.getByRole('button', { name: 'Data view' }).getAttribute('aria-pressed')).toBe('true');
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    expect(within(tables[1]!).getByText('Nike Pegasus review')).toBeTruthy();
    expect(within(tables[1]!).getByText('5,000')).toBeTruthy();
  });

  it('a time-range quick pick recomputes through dashboard.compute and shows that window', async () => {
    const calls = useApi();
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Data view' }));
    await user.click(screen.getByRole('button', { name: '3 months' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/dashboard/compute').map((c) => c.body)).toEqual([
        { dashboard_id: DASHBOARD_ID, range: '3m' },
      ]),
    );
    const topList = screen.getByRole('table', { name: 'TOP 20 videos by views' });
    await waitFor(() => expect(within(topList).queryByText('Nike Pegasus review')).toBeNull());
    expect(within(topList).getByText('Adidas Boston test')).toBeTruthy();
    // Back to all data: the report as analysed, without another request.
    await user.click(screen.getByRole('button', { name: 'All data' }));
    expect(
      within(screen.getByRole('table', { name: 'TOP 20 videos by views' })).getByText('Nike Pegasus review'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/dashboard/compute')).toHaveLength(1);
  });

  it('adds the components picked in the dialog, offering only those not on the dashboard', async () => {
    const calls = useApi();
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Add components' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('checkbox', { name: /^Overview/ })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /^Video hot words/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Video custom categories/ }));
    await user.type(within(dialog).getByLabelText('Category rules'), 'pegasus, Pegasus');
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 components' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/dashboard/component/add').map((c) => c.body)).toEqual([
        { dashboard_id: DASHBOARD_ID, api_key: 'llm_video_evaluation_hot_words', settings: {} },
        {
          dashboard_id: DASHBOARD_ID,
          api_key: 'llm_video_custom_category',
          settings: { rules: 'pegasus, Pegasus' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Role queries over a dialog of two dozen options are slow on a busy machine.
  });

  it('edits: moves a component down and removes one', async () => {
    const calls = useApi();
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Move Overview up' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move Overview down' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/dashboard/component/reorder')?.body).toEqual({
        dashboard_id: DASHBOARD_ID,
        component_ids: ['c2', 'c1', 'c3'],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Audience age distribution' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/dashboard/component/del')?.body).toEqual({
        dashboard_id: DASHBOARD_ID,
        component_id: 'c3',
      }),
    );
  });

  it('renames the dashboard and sets how often it updates in its settings; a name is required', async () => {
    const calls = useApi();
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dashboard settings' });
    const name = within(dialog).getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Running shoes');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give the dashboard a name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/api/dashboard/update')).toBe(false);

    await user.type(name, '  Running shoes 2027 ');
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/dashboard/update')?.body).toEqual({
      dashboard_id: DASHBOARD_ID,
      name: 'Running shoes 2027',
      frequency: 'weekly',
    });
  });

  it('opens the import posts dialog for this dashboard', async () => {
    useApi();
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Import posts' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('viewers get the report without edit, add, share or import controls', async () => {
    useApi();
    await renderDetail('viewer');
    await screen.findByRole('heading', { name: 'Running shoes' });
    for (const name of ['Edit', 'Add components', 'Share', 'Import posts', 'Reanalyze', 'Settings'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeTruthy();
  });

  it('opens its sharing dialog when the chat or the address asked for it, for a writer only', async () => {
    useApi();
    server.use(http.get('/api/project/share/list', () => ok([])));
    useSharingRequests.getState().request(DASHBOARD_ID);
    const view = await renderDetail('viewer');
    await screen.findByRole('heading', { name: 'Running shoes' });
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    await renderDetail();
    expect(await screen.findByRole('dialog', { name: 'Share report' })).toBeTruthy();
    // Asked for to manage the links, it starts at their list, not in the days field of a new one.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Existing links' })),
    );
    // Taken once: closed, it stays closed until sharing is asked for again, with the detail open.
    expect(useSharingRequests.getState().pending.size).toBe(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => useSharingRequests.getState().request(DASHBOARD_ID));
    expect(await screen.findByRole('dialog', { name: 'Share report' })).toBeTruthy();
  });

  it('reanalysis marks components stale and polls every 2 s until they are fresh again', async () => {
    let stale = false;
    let detailCalls = 0;
    const calls = useApi(() => {
      detailCalls += 1;
      const base = detailFixture();
      // The server recomputes after two polls.
      if (stale && detailCalls > 3) stale = false;
      return stale ? { ...base, components: base.components.map((c) => ({ ...c, state: 'stale' })) } : base;
    });
    server.use(
      http.post('/api/dashboard/reanalyze', async ({ request }) => {
        calls.push({ path: '/api/dashboard/reanalyze', body: await request.json() });
        stale = true;
        detailCalls = 1;
        return ok([]);
      }),
    );
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Reanalyze' }));
    expect((await screen.findAllByText('Data has changed, reanalysis required')).length).toBe(3);
    expect(calls.find((c) => c.path === '/api/dashboard/reanalyze')?.body).toEqual({
      dashboard_id: DASHBOARD_ID,
    });
    await waitFor(() => expect(screen.queryByText('Data has changed, reanalysis required')).toBeNull());
  });

  it('a generating dashboard shows its collection progress; a failed component offers retry', async () => {
    const calls = useApi(() =>
      detailFixture({
        status: 'generating',
        tasks: [
          { ...detailFixture().tasks[0], status: 'PENDING', progress: 40 },
          { ...detailFixture().tasks[0], task_id: 't2', status: 'SUCCESS', progress: 100 },
        ],
        components: [
          component('c1', 'db_overview', 0, { state: 'failed', result: null, error_code: 'storage_full' }),
        ],
      }),
    );
    const user = userEvent.setup();
    await renderDetail();
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('70');
    expect(
      screen.getByText(
        'Analysis failed. The server ran out of disk space. Free space on the server, then retry.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/dashboard/reanalyze')?.body).toEqual({
        dashboard_id: DASHBOARD_ID,
        component_ids: ['c1'],
      }),
    );
  });

  it('downloads every component table on one sheet Sheet1 of an XLSX file', async () => {
    useApi();
    let blob: Blob | undefined;
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:report';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Running shoes.xlsx');
    });
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Download XLSX' }));
    expect(click).toHaveBeenCalledTimes(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob!.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Sheet1']);
    // getSheetValues is 1-based and sparse: make every row (and cell) an ordinary array entry.
    const values = Array.from(workbook.getWorksheet('Sheet1')!.getSheetValues(), (row) =>
      Array.isArray(row) ? Array.from(row.slice(1)) : [],
    );
    const firstCells = values.map((row) => row[0]);
    expect(firstCells).toEqual(
      expect.arrayContaining(['Overview', 'TOP 20 videos by views', 'Audience age distribution', 'Total']),
    );
    const totalRow = values.find((row) => row[0] === 'Total')!;
    expect(totalRow.slice(0, 4)).toEqual(['Total', 4, 2, 10000]);
    expect(values.find((row) => row[1] === 'Nike Pegasus review')?.[5]).toBe(5000);
    createUrl.mockRestore();
    click.mockRestore();
  });
});
