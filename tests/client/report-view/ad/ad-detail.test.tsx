import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import type { AdComponentOptions } from '@/lib/report-components/ad-results';
import { fakeTableLayout, virtualized } from '../../lib/components/fake-layout.ts';
import { CONTRACT, copy, renderAd } from './ad-fixture.tsx';

type Detail = { rows: Record<string, unknown>[]; page: number; pageSize: number; total: number };

describe('AD data detail', () => {
  it("shows the server's page in the data table, with the range and the sort it was computed with", async () => {
    const { body } = await renderAd('db_ad_data_detail', { ad: { onOptionsChange: vi.fn() } });
    expect(body.textContent).toContain('Rows 1–3 of 4, by Spend, Highest first');
    const table = within(body).getByRole('table', { name: 'Ad data detail' });
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')!);
    const lines = (td: Element) => [...td.querySelectorAll('span')].map((span) => span.textContent);
    expect(cells.map((td) => lines(td)[0])).toEqual(['Runner video', 'Game trailer', 'Runner image']);
    // Each ad with the words of its creative under its name.
    expect(lines(cells[0]!)[1]).toBe('Runner video — shop now');
    expect(table.querySelector('th[aria-sort]')?.getAttribute('aria-sort')).toBe('descending');
    expect(within(body).getByText('Page 1 of 2')).toBeTruthy();
  });

  it('asks the host for another sort, the other order, or the next page (the server sorts and pages)', async () => {
    const user = userEvent.setup();
    const onOptionsChange = vi.fn<(options: AdComponentOptions) => void>();
    const { body } = await renderAd('db_ad_data_detail', { ad: { onOptionsChange } });
    await user.click(within(body).getByRole('button', { name: /Impressions/ }));
    expect(onOptionsChange).toHaveBeenLastCalledWith({
      detail: { page: 1, pageSize: 3, sort: 'impressions', order: 'desc' },
    });
    await user.click(within(body).getByRole('button', { name: /^Spend/ }));
    expect(onOptionsChange).toHaveBeenLastCalledWith({
      detail: { page: 1, pageSize: 3, sort: 'spend', order: 'asc' },
    });
    await user.click(within(body).getByRole('button', { name: 'Next' }));
    expect(onOptionsChange).toHaveBeenLastCalledWith({
      detail: { page: 2, pageSize: 3, sort: 'spend', order: 'desc' },
    });
    // CTR is not a sort the server has: its header is plain.
    expect(within(body).queryByRole('button', { name: /CTR/ })).toBeNull();
  });

  it('shows a page without its controls where the host cannot compute another (an export, a shared page)', async () => {
    const { body } = await renderAd('db_ad_data_detail');
    expect(within(body).queryAllByRole('button')).toHaveLength(0);
    expect(body.textContent).toContain('Rows 1–3 of 4');
  });

  it('virtualizes a long page, its rows in view, and shows hostile names as text', async () => {
    const undo = fakeTableLayout({ viewport: 380, rowHeight: 38 });
    try {
      const long = copy(CONTRACT.db_ad_data_detail) as Detail;
      const template = long.rows[0]!;
      long.rows = Array.from({ length: 150 }, (_, i) => ({
        ...template,
        id: `A${i}`,
        name: `<i>Ad ${i}</i>`,
      }));
      Object.assign(long, { pageSize: 150, total: 300 });
      const { body } = await renderAd('db_ad_data_detail', { result: long });
      const table = await virtualized(within(body).getByRole('table'));
      expect(table.getAttribute('aria-rowcount')).toBe('301');
      const shown = table.querySelectorAll('tbody tr[data-index]');
      expect(shown.length).toBeGreaterThan(5);
      expect(shown.length).toBeLessThan(150);
      expect(shown[0]?.querySelector('td span')?.textContent).toBe('<i>Ad 0</i>');
      expect(body.querySelectorAll('tbody i')).toHaveLength(0);
    } finally {
      undo();
    }
  });
});
