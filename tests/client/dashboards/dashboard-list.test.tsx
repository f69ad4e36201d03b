import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { DashboardListScreen } from '@/screens/dashboards';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { renderScreen, summary } from './dashboard-test-kit.tsx';

type Summary = ReturnType<typeof summary>;

/** dashboard.list answering `list`, recording every query string it gets. */
function listHandler(list: Summary[], seen: URLSearchParams[] = []) {
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

function renderList() {
  const onOpen = vi.fn();
  const onNew = vi.fn();
  renderScreen(<DashboardListScreen onOpen={onOpen} onNew={onNew} />);
  return { onOpen, onNew };
}

describe('dashboard list', () => {
  it('shows skeletons while loading, then the cards', async () => {
    server.use(
      http.get(
        '/api/dashboard/list',
        withUser(async () => {
          await delay(50);
          return ok({ list: [summary()], total: 1 });
        }),
      ),
    );
    renderList();
    expect(screen.getByRole('status', { name: 'Loading dashboards' })).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Running shoes' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading dashboards' })).toBeNull();
  });

  it('offers a new dashboard when there is none', async () => {
    listHandler([]);
    const { onNew } = renderList();
    expect(await screen.findByText('No dashboards yet')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'New dashboard' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    expect(onNew).toHaveBeenCalledOnce();
  });

  it('says a generating dashboard is not ready yet and cannot be opened', async () => {
    listHandler([summary({ status: 'generating', name: 'Adidas' })]);
    renderList();
    const card = await screen.findByRole('listitem', { name: 'Adidas' });
    expect(within(card).getByText('Generating — check back later')).toBeTruthy();
    expect(within(card).getByText('Generating')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('shows why a dashboard failed and retries it', async () => {
    listHandler([summary({ status: 'failed', failure_code: 'source_quota' })]);
    const retried: unknown[] = [];
    server.use(
      http.post(
        '/api/dashboard/retry',
        withUser(async ({ request }) => {
          retried.push(await request.json());
          return ok(summary({ status: 'generating' }));
        }),
      ),
    );
    renderList();
    const card = await screen.findByRole('listitem', { name: 'Running shoes' });
    expect(
      within(card).getByText(
        "Generation failed: Today's YouTube API quota is used up. Retry after midnight Pacific Time.",
      ),
    ).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retried).toEqual([{ dashboard_id: 'd-1' }]));
  });

  it('shows the card details and opens a ready dashboard', async () => {
    listHandler([summary({ media: ['youtube', 'tiktok'] })]);
    const { onOpen } = renderList();
    const card = await screen.findByRole('listitem', { name: 'Running shoes' });
    expect(within(card).getByText('Ready')).toBeTruthy();
    expect(within(card).getByText('Weekly')).toBeTruthy();
    expect(within(card).getByText('Smart mode')).toBeTruthy();
    const media = within(card).getByRole('list', { name: 'Media' });
    expect(
      within(media)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['YouTube', 'TikTok']);
    await userEvent.click(within(card).getByRole('button', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledWith('d-1');
  });

  it('sends the search after a pause and the chosen sort', async () => {
    const seen = listHandler([summary()]);
    renderList();
    await screen.findByRole('listitem', { name: 'Running shoes' });
    expect(seen[0]!.get('sort')).toBe('updated');
    expect(seen[0]!.has('keyword')).toBe(false);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search dashboards by name or what they track' }),
      'nike',
    );
    await waitFor(() => expect(seen.at(-1)!.get('keyword')).toBe('nike'));
    // Debounced: no request for the partial words typed on the way.
    expect(seen.some((q) => q.get('keyword') === 'n')).toBe(false);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() => expect(seen.at(-1)!.get('sort')).toBe('name'));
    expect(seen.at(-1)!.get('keyword')).toBe('nike');
    expect(seen.at(-1)!.get('page')).toBe('1');
  });

  it('starts searching for what it was opened with (the route’s q, the assistant’s search)', async () => {
    const seen = listHandler([summary()]);
    renderScreen(<DashboardListScreen onOpen={vi.fn()} onNew={vi.fn()} initialKeyword="Puma" />);
    await screen.findByRole('listitem', { name: 'Running shoes' });
    expect(seen.map((q) => q.get('keyword'))).toEqual(['Puma']);
    const box = screen.getByRole('searchbox', { name: 'Search dashboards by name or what they track' });
    expect((box as HTMLInputElement).value).toBe('Puma');
  });

  it("filters by the team's clients and names each card's client", async () => {
    const seen = listHandler([summary({ client_id: 'c-nike' })]);
    renderList();
    const card = await screen.findByRole('listitem', { name: 'Running shoes' });
    await waitFor(() => expect(within(card).getByText('Nike')).toBeTruthy());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'Adidas');
    await waitFor(() => expect(seen.at(-1)!.get('client_id')).toBe('c-adidas'));
    expect(seen.at(-1)!.get('page')).toBe('1');
  });

  it('says when nothing matches a search, without the call to action', async () => {
    server.use(
      http.get(
        '/api/dashboard/list',
        withUser(({ request }) => {
          const keyword = new URL(request.url).searchParams.get('keyword');
          return ok(keyword ? { list: [], total: 0 } : { list: [summary()], total: 1 });
        }),
      ),
    );
    renderList();
    await screen.findByRole('listitem', { name: 'Running shoes' });
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No dashboard matches your search.', {})).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New dashboard' })).toHaveLength(1);
  });

  it('deletes only after confirmation', async () => {
    const list = [summary(), summary({ dashboard_id: 'd-2', name: 'Adidas' })];
    listHandler(list);
    const deleted: unknown[] = [];
    server.use(
      http.post(
        '/api/dashboard/del',
        withUser(async ({ request }) => {
          const body = (await request.json()) as { dashboard_id: string };
          deleted.push(body);
          list.splice(
            list.findIndex((d) => d.dashboard_id === body.dashboard_id),
            1,
          );
          return ok(null);
        }),
      ),
    );
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Adidas' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this dashboard?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Adidas' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Adidas' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Adidas' })).toBeNull());
    expect(deleted).toEqual([{ dashboard_id: 'd-2' }]);
    expect(screen.getByRole('listitem', { name: 'Running shoes' })).toBeTruthy();
  });

  it('shows an error with a way to try again', async () => {
    let calls = 0;
    server.use(
      http.get(
        '/api/dashboard/list',
        withUser(() => {
          calls += 1;
          return calls === 1 ? new Response('boom', { status: 500 }) : ok({ list: [summary()], total: 1 });
        }),
      ),
    );
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The dashboards could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Running shoes' })).toBeTruthy();
  });
});
