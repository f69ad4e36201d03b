import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlacementScreen } from '@/screens/org';
import { clientRow, orgDb, placementRow, projectRow } from '../msw/handlers/org.ts';
import { renderOrg } from './org-kit.tsx';

const nike = clientRow('c-1', 'Nike');
const airMax = projectRow('p-1', 'Air Max launch', nike);
const topView = placementRow('pl-1', 'Douyin TopView', airMax, { status: 'booked' });
const kol = placementRow('pl-2', 'RED creators', airMax, {
  channel: 'kox',
  status: 'planned',
  budget: '0.10',
  start_date: null,
  end_date: null,
});
const youtube = placementRow('pl-3', 'YouTube pre-roll', airMax, {
  currency: 'USD',
  budget: '40000.00',
  status: 'ended',
});

async function menuOf(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Change status of ${name}` }));
  return screen.findByRole('menu');
}

describe('team placements', () => {
  it('shows the exact budget per currency above the table', async () => {
    renderOrg(
      <PlacementScreen scope="team" />,
      orgDb({ clients: [nike], projects: [airMax], placements: [topView, kol, youtube] }),
    );
    await screen.findByRole('table', { name: 'Placements' });
    expect(screen.getByText('CNY 350,000.10 · USD 40,000.00')).toBeTruthy();
  });

  it('offers only the status moves the rules allow, and none from a final status', async () => {
    const db = orgDb({ clients: [nike], projects: [airMax], placements: [topView, kol, youtube] });
    renderOrg(<PlacementScreen scope="team" />, db);
    const menu = await menuOf('Douyin TopView');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Planned', 'Live', 'Cancelled']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Live' }));
    await waitFor(() => expect(db.calls[0]?.body).toEqual({ placement_id: 'pl-1', status: 'live' }));
    expect(screen.queryByRole('button', { name: 'Change status of YouTube pre-roll' })).toBeNull();
  });

  it('a move to booked without dates opens the form with the dates to fill in', async () => {
    const db = orgDb({ clients: [nike], projects: [airMax], placements: [kol] });
    renderOrg(<PlacementScreen scope="team" />, db);
    const menu = await menuOf('RED creators');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Booked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit placement' });
    expect((within(dialog).getByRole('combobox', { name: /Status/ }) as HTMLSelectElement).value).toBe(
      'booked',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findAllByText('Booked, live and ended placements need both dates.'),
    ).toHaveLength(2);
    expect(db.calls).toHaveLength(0);
  });

  it('the status field of a new placement offers only the starting statuses', async () => {
    renderOrg(
      <PlacementScreen scope="team" />,
      orgDb({ clients: [nike], projects: [airMax], placements: [topView] }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add placement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a placement' });
    const status = within(dialog).getByRole('combobox', { name: /Status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Planned', 'Booked', 'Live']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Budget/ }), '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add placement' }));
    expect(await within(dialog).findByText(/at most 12 digits and 2 decimals/)).toBeTruthy();
  });

  it('a viewer sees the table and totals without actions', async () => {
    renderOrg(
      <PlacementScreen scope="team" />,
      orgDb({ clients: [nike], projects: [airMax], placements: [topView] }),
      {
        role: 'viewer',
      },
    );
    await screen.findByRole('table', { name: 'Placements' });
    expect(screen.getByText('Budget of everything listed:').parentElement?.textContent).toMatch(
      /CNY\s350,000\.00$/,
    );
    expect(screen.queryByRole('button', { name: 'Add placement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull();
  });

  it('in the studio names each placement’s team and shows no totals', async () => {
    renderOrg(<PlacementScreen scope="studio" />, orgDb({ placements: [topView] }), { systemAdmin: true });
    const table = await screen.findByRole('table', { name: 'Placements' });
    expect(within(table).getByRole('columnheader', { name: 'Team' })).toBeTruthy();
    expect(screen.queryByText(/Budget of everything listed/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull();
  });
});
