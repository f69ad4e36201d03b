import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { InfiniteDataTable } from '@/components/data-table/infinite-data-table';
import { tableColumns } from '@/components/data-table/features';
import {
  useInfiniteList,
  type ListPage,
  type ListPageInput,
} from '@/components/data-table/use-infinite-list';
import { ESTIMATED_ROW_HEIGHT } from '@/components/data-table/virtual-rows';
import { initI18n } from '@/lib/i18n';
import { server } from '../../msw/server.ts';
import { fakeTableLayout, scrollTableTo, virtualized } from './fake-layout.ts';

interface Person {
  id: string;
  name: string;
}

const TOTAL = 10_000;
const PAGE_SIZE = 100;
const url = () => new URL('/test/people', location.origin).href;

/** A paged people endpoint: records the pages asked for, and fails the pages listed in `failing`. */
function servePeople(failing: Set<number>) {
  const asked: number[] = [];
  server.use(
    http.get(url(), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page'));
      const size = Number(params.get('page_size'));
      asked.push(page);
      if (failing.has(page)) return HttpResponse.json({ message: 'busy' }, { status: 503 });
      const start = (page - 1) * size;
      const list = Array.from({ length: Math.max(0, Math.min(size, TOTAL - start)) }, (_, i) => ({
        id: `p${start + i + 1}`,
        name: `Person ${String(start + i + 1).padStart(5, '0')}`,
      }));
      return HttpResponse.json({ list, total: TOTAL });
    }),
  );
  return asked;
}

async function fetchPeople(input: ListPageInput<'name'>, signal: AbortSignal) {
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${url()}?${query}`, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as ListPage<Person>;
}

const col = tableColumns<Person>();
const columns = [col.accessor('name', { header: 'Name' })];

function GrowingPeople() {
  const list = useInfiniteList<Person, 'name'>({
    queryKey: ['people'],
    defaultSort: 'name',
    pageSize: PAGE_SIZE,
    fetchPage: fetchPeople,
  });
  return (
    <InfiniteDataTable
      label="People"
      columns={columns}
      list={list}
      getRowId={(p) => p.id}
      searchPlaceholder="Search people"
      empty={<p>No people yet</p>}
    />
  );
}

async function renderGrowingPeople() {
  localStorage.setItem('locale', 'en');
  initI18n();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GrowingPeople />
    </QueryClientProvider>,
  );
  const table = await virtualized(await screen.findByRole('table', { name: 'People' }));
  return {
    table,
    scrollToRow: (index: number) => act(() => scrollTableTo(table, index * ESTIMATED_ROW_HEIGHT)),
  };
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('InfiniteDataTable', () => {
  let undoLayout: () => void;
  beforeEach(() => {
    undoLayout = fakeTableLayout({ viewport: 400, rowHeight: ESTIMATED_ROW_HEIGHT });
  });
  afterEach(() => undoLayout());

  it('asks for the next page only when the end of the loaded rows comes into view', async () => {
    const asked = servePeople(new Set());
    const { table, scrollToRow } = await renderGrowingPeople();
    expect(table.getAttribute('aria-rowcount')).toBe(String(TOTAL + 1));
    expect(asked).toEqual([1]);
    scrollToRow(50);
    await waitFor(() => expect(names(table)).toContain('Person 00055'));
    expect(asked).toEqual([1]);
    scrollToRow(PAGE_SIZE - 10);
    await waitFor(() => expect(asked).toEqual([1, 2]));
    scrollToRow(PAGE_SIZE + 50);
    await waitFor(() => expect(names(table)).toContain('Person 00155'));
    expect(within(table).getByText('Person 00155').closest('tr')!.getAttribute('aria-rowindex')).toBe('156');
  });

  it('shows a retry line when the next page fails, and loads it on retry', async () => {
    const failing = new Set([2]);
    const asked = servePeople(failing);
    const { table, scrollToRow } = await renderGrowingPeople();
    scrollToRow(PAGE_SIZE - 10);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The next rows could not be loaded: HTTP 503');
    // The rows already loaded stay, and scrolling does not call the failing server again by itself.
    expect(names(table)).toContain('Person 00100');
    scrollToRow(PAGE_SIZE - 5);
    expect(screen.queryByText('Loading more rows…')).toBeNull();
    expect(screen.getByRole('alert')).toBe(alert);
    expect(asked).toEqual([1, 2]);
    failing.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(asked).toEqual([1, 2, 2]);
    scrollToRow(PAGE_SIZE + 50);
    await waitFor(() => expect(names(table)).toContain('Person 00155'));
  });

  it('shows a loading line while the next page is on its way', async () => {
    servePeople(new Set());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(url(), async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await held;
        return undefined;
      }),
    );
    const { scrollToRow } = await renderGrowingPeople();
    scrollToRow(PAGE_SIZE - 10);
    expect((await screen.findByRole('status')).textContent).toBe('Loading more rows…');
    release();
    await waitFor(() => expect(screen.queryByText('Loading more rows…')).toBeNull());
  });
});
