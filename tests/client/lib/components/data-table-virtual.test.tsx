import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/data-table/data-table';
import { tableColumns } from '@/components/data-table/features';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { ESTIMATED_ROW_HEIGHT } from '@/components/data-table/virtual-rows';
import { initI18n } from '@/lib/i18n';
import { fakeTableLayout, scrollTableTo, virtualized } from './fake-layout.ts';

interface Person {
  id: string;
  name: string;
}

// Rows as tall as the first guess, so scroll offsets are exact before any row is measured.
const ROW_HEIGHT = ESTIMATED_ROW_HEIGHT;
const people = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Person ${String(i + 1).padStart(5, '0')}`,
  }));

const col = tableColumns<Person>();
const columns = [col.accessor('name', { header: 'Name' })];

/** One page that holds the whole list, as a screen that asks for a long page would get it. */
function LongPage({ rows }: { rows: Person[] }) {
  const list = usePagedList<'name'>('name', rows.length);
  const query = useQuery({
    queryKey: ['people', rows.length],
    queryFn: () => ({ list: rows, total: rows.length }),
  });
  return (
    <DataTable
      label="People"
      columns={columns}
      query={query}
      list={list}
      getRowId={(p) => p.id}
      rowLabel={(p) => p.name}
      searchPlaceholder="Search people"
      empty={<p>No people yet</p>}
      bulkActions={() => <Button>Remove</Button>}
    />
  );
}

async function renderLongPage(count: number) {
  localStorage.setItem('locale', 'en');
  initI18n();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LongPage rows={people(count)} />
    </QueryClientProvider>,
  );
  return screen.findByRole('table', { name: 'People' });
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const names = (table: HTMLElement) => bodyRows(table).map((row) => row.textContent);

describe('DataTable with a long list', () => {
  let undoLayout: () => void;
  beforeEach(() => {
    undoLayout = fakeTableLayout({ viewport: 400, rowHeight: ROW_HEIGHT });
  });
  afterEach(() => undoLayout());

  it('renders only a window of 10,000 rows and tells screen readers the real size and positions', async () => {
    const table = await virtualized(await renderLongPage(10_000));
    expect(table.ownerDocument.querySelectorAll('tr').length).toBeLessThan(100);
    expect(names(table)[0]).toBe('Person 00001');
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    expect(within(table).getAllByRole('row')[0]!.getAttribute('aria-rowindex')).toBe('1');
    expect(bodyRows(table)[0]!.getAttribute('aria-rowindex')).toBe('2');
    // The scrolling box is as tall as all the rows, so the scroll bar shows the whole list.
    const spacers = [...table.querySelectorAll('tr[aria-hidden]')];
    const rendered = bodyRows(table).length * ROW_HEIGHT;
    const spacerHeight = spacers.reduce(
      (sum, tr) => sum + parseFloat((tr.firstChild as HTMLElement).style.height),
      0,
    );
    expect(spacerHeight + rendered).toBe(10_000 * ROW_HEIGHT);
  });

  it('scrolling renders the rows in view in place of the first ones', async () => {
    const table = await virtualized(await renderLongPage(10_000));
    act(() => scrollTableTo(table, 5_000 * ROW_HEIGHT));
    await waitFor(() => expect(names(table)).toContain('Person 05001'));
    expect(names(table)).not.toContain('Person 00001');
    expect(table.ownerDocument.querySelectorAll('tr').length).toBeLessThan(100);
    const row = within(table).getByText('Person 05001').closest('tr')!;
    expect(row.getAttribute('aria-rowindex')).toBe('5002');
  });

  it('a selected row stays selected after it is scrolled out of view and back', async () => {
    const table = await virtualized(await renderLongPage(10_000));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row Person 00003' }));
    act(() => scrollTableTo(table, 9_000 * ROW_HEIGHT));
    await waitFor(() => expect(names(table)).not.toContain('Person 00002'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    act(() => scrollTableTo(table, 0));
    const box = await within(table).findByRole('checkbox', { name: 'Select row Person 00003' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(bodyRows(table).filter((row) => row.getAttribute('data-state') === 'selected')).toHaveLength(1);
  });

  it('keeps the focused row when it is scrolled away, so the keyboard focus is not lost', async () => {
    const table = await virtualized(await renderLongPage(10_000));
    const box = within(table).getByRole('checkbox', { name: 'Select row Person 00003' });
    box.focus();
    act(() => scrollTableTo(table, 7_000 * ROW_HEIGHT));
    await waitFor(() => expect(names(table)).toContain('Person 07001'));
    expect(document.activeElement).toBe(box);
    expect(box.closest('tr')!.getAttribute('aria-rowindex')).toBe('4');
    await userEvent.keyboard(' ');
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('a page shorter than the virtualizing threshold renders every row, as before', async () => {
    const table = await renderLongPage(99);
    expect(bodyRows(table)).toHaveLength(99);
    expect(table.hasAttribute('aria-rowcount')).toBe(false);
  });
});
