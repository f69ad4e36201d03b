import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import type { AdComponentOptions } from '@/lib/report-components/ad-results';
import { CONTRACT, copy, renderAd } from './ad-fixture.tsx';

type Pivot = { rows: unknown[]; total: number };

describe('AD custom multi-dimensional table', () => {
  it('shows the groups of the chosen dimensions with names for campaigns and "Unknown" for a null', async () => {
    const { body } = await renderAd('db_ad_custom_multi_dimensional_data');
    expect(body.textContent).toContain('Campaign › Country · Spend, Purchases, ROI, CPC');
    expect(body.textContent).toContain('5 of 5 groups, by spend');
    const table = within(body).getByRole('table', { name: 'Custom multi-dimensional table' });
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows[0]).toEqual(['Spring Sale', 'United States', '$270', '23', '3.8', '$0.53']);
    expect(rows.map((r) => r[1])).toContain('Unknown');
  });

  it('says when only the first 1,000 groups are listed', async () => {
    const result = { ...(copy(CONTRACT.db_ad_custom_multi_dimensional_data) as Pivot), total: 4321 };
    const { body } = await renderAd('db_ad_custom_multi_dimensional_data', { result });
    expect(body.textContent).toContain(
      '5 of 4321 groups, by spend Only the first 5 groups by spend are listed.',
    );
  });

  it('checks a choice as the server does and hands only a valid one to the host', async () => {
    const user = userEvent.setup();
    const onOptionsChange = vi.fn<(options: AdComponentOptions) => void>();
    const { body } = await renderAd('db_ad_custom_multi_dimensional_data', { ad: { onOptionsChange } });
    await user.click(within(body).getByText('Table settings'));
    const apply = within(body).getByRole('button', { name: 'Apply' });
    expect(apply.hasAttribute('disabled')).toBe(true);

    const level = (n: number) => within(body).getByRole('combobox', { name: `Level ${n}` });
    await user.selectOptions(level(2), 'campaign');
    expect(within(body).getByText('Each dimension can be chosen once.')).toBeTruthy();
    expect(apply.hasAttribute('disabled')).toBe(true);

    await user.selectOptions(level(2), 'hook');
    await user.selectOptions(level(3), 'week');
    for (const name of ['Spend', 'Purchases', 'ROI', 'CPC'])
      await user.click(within(body).getByRole('checkbox', { name }));
    expect(within(body).getByText('Choose at least one metric.')).toBeTruthy();
    expect(apply.hasAttribute('disabled')).toBe(true);

    await user.click(within(body).getByRole('checkbox', { name: 'Cost per purchase' }));
    await user.click(within(body).getByRole('checkbox', { name: 'Impressions' }));
    await user.click(apply);
    // Metrics in the list's order, whatever order they were ticked in.
    expect(onOptionsChange).toHaveBeenCalledExactlyOnceWith({
      pivot: { dimensions: ['campaign', 'hook', 'week'], metrics: ['impressions', 'cost_per_purchase'] },
    });
  });

  it('says choosing no dimension is not possible, and offers no editing without a host', async () => {
    const user = userEvent.setup();
    const withHost = await renderAd('db_ad_custom_multi_dimensional_data', {
      ad: { onOptionsChange: vi.fn() },
    });
    await user.click(within(withHost.body).getByText('Table settings'));
    await user.selectOptions(within(withHost.body).getByRole('combobox', { name: 'Level 1' }), '');
    await user.selectOptions(within(withHost.body).getByRole('combobox', { name: 'Level 2' }), '');
    expect(within(withHost.body).getByText('Choose at least one dimension.')).toBeTruthy();
    withHost.unmount();

    const { body } = await renderAd('db_ad_custom_multi_dimensional_data');
    await user.click(within(body).getByText('Table settings'));
    expect(body.textContent).toContain('Changing the table is not available here.');
    expect(within(body).getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    expect(within(body).getByRole('combobox', { name: 'Level 1' }).closest('fieldset')?.disabled).toBe(true);
  });
});
