import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/data-table/data-table';
import { tableColumns } from '@/components/data-table/features';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { initI18n } from '@/lib/i18n';

interface Person {
  id: string;
  name: string;
  joined: string;
}

const people = Array.from({ length: 45 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  joined: `2026-0${(i % 9) + 1}-01`,
}));

const col = tableColumns<Person>();
const columns = [col.accessor('name', { header: 'Name' }), col.accessor('joined', { header: 'Joined' })];

type Sort = 'name' | 'joined';

/** A fake server: filters by keyword, sorts by the key, pages — and records what it was asked. */
function fetchPeople(
  input: { keyword?: string; sort: Sort; page: number; page_size: number },
  asked: unknown[],
) {
  asked.push(input);
  const found = people
    .filter((p) => !input.keyword || p.name.includes(input.keyword))
    .sort((a, b) =>
      input.sort === 'name' ? a.name.localeCompare(b.name) : b.joined.localeCompare(a.joined),
    );
  const start = (input.page - 1) * input.page_size;
  return Promise.resolve({ list: found.slice(start, start + input.page_size), total: found.length });
}

function PeopleTable({ asked, onRemove }: { asked: unknown[]; onRemove(ids: string[]): void }) {
  const list = usePagedList<Sort>('name');
  const query = useQuery({ queryKey: ['people', list.input], queryFn: () => fetchPeople(list.input, asked) });
  return (
    <DataTable
      label="People"
      columns={columns}
      query={query}
      list={list}
      getRowId={(p) => p.id}
      rowLabel={(p) => p.name}
      sortable={{ name: 'name', joined: 'joined' }}
      searchPlaceholder="Search people"
      empty={<p>No people yet</p>}
      bulkActions={(ids, clear) => (
        <Button
          onClick={() => {
            onRemove(ids);
            clear();
          }}
        >
          Remove
        </Button>
      )}
    />
  );
}

function renderTable(onRemove = vi.fn()) {
  localStorage.setItem('locale', 'en');
  initI18n();
  const asked: { keyword?: string; sort: Sort; page: number }[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PeopleTable asked={asked} onRemove={onRemove} />
    </QueryClientProvider>,
  );
  return { asked, onRemove };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('shows the first page, the range, and pages forward on the server', async () => {
    const { asked } = renderTable();
    await screen.findByRole('table', { name: 'People' });
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('21–40 of 45');
    expect(asked.at(-1)).toMatchObject({ page: 2, sort: 'name' });
  });

  it('sorting by a header asks the server for that sort from page 1', async () => {
    const { asked } = renderTable();
    await screen.findByRole('table', { name: 'People' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('21–40 of 45');
    await userEvent.click(screen.getByRole('button', { name: /Joined/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'joined', page: 1 }));
    expect(screen.getByRole('button', { name: /Joined/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('searches after typing stops and says when nothing matches', async () => {
    const { asked } = renderTable();
    await screen.findByRole('table', { name: 'People' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'nobody');
    expect(await screen.findByText('Nothing matches “nobody”. Try another word.')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ keyword: 'nobody', page: 1 });
  });

  it('selecting rows offers the bulk actions with the selected ids, and clearing hides them', async () => {
    const { onRemove } = renderTable();
    await screen.findByRole('table', { name: 'People' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row Person 01' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row Person 02' }));
    const bar = screen.getByRole('region', { name: 'Actions for the selected rows' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith(['p1', 'p2']);
    expect(screen.queryByRole('region', { name: 'Actions for the selected rows' })).toBeNull();
  });

  it('the header checkbox selects the whole page', async () => {
    renderTable();
    await screen.findByRole('table', { name: 'People' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows of People on this page' }));
    expect(screen.getByText('20 selected')).toBeTruthy();
    expect(bodyRows().every((row) => row.getAttribute('data-state') === 'selected')).toBe(true);
  });
});
