import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectScreen } from '@/screens/org';
import { clientRow, orgDb, projectRow } from '../msw/handlers/org.ts';
import { renderOrg } from './org-kit.tsx';

const nike = clientRow('c-1', 'Nike');
const adidas = clientRow('c-2', 'Adidas');
const airMax = projectRow('p-1', 'Air Max launch', nike, { placement_count: 3, dashboard_count: 1 });
const samba = projectRow('p-2', 'Samba summer', adidas, {
  status: 'archived',
  start_date: null,
  end_date: null,
});

describe('team projects', () => {
  it('opened from a client lists only that client’s projects', async () => {
    renderOrg(
      <ProjectScreen scope="team" clientId="c-2" />,
      orgDb({ clients: [nike, adidas], projects: [airMax, samba] }),
    );
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getByText('Samba summer')).toBeTruthy();
    expect(within(table).queryByText('Air Max launch')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Client' }) as HTMLSelectElement).value).toBe('c-2');
    expect(within(table).getByText('Archived')).toBeTruthy();
  });

  it('checks the end date against the start date before sending, then adds the project', async () => {
    const db = orgDb({ clients: [nike], projects: [] });
    renderOrg(<ProjectScreen scope="team" />, db);
    await userEvent.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a project' });
    const client = within(dialog).getByRole('combobox', { name: /Client/ });
    await within(client).findByRole('option', { name: 'Nike' });
    await userEvent.selectOptions(client, 'c-1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Pegasus 42');
    const start = within(dialog).getByLabelText('Start date');
    const end = within(dialog).getByLabelText('End date');
    await userEvent.type(start, '2026-07-10');
    await userEvent.type(end, '2026-07-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    expect(await within(dialog).findByText('The end date cannot be before the start date.')).toBeTruthy();
    expect(db.calls).toHaveLength(0);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-07-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.calls[0]?.body).toMatchObject({
      client_id: 'c-1',
      name: 'Pegasus 42',
      start_date: '2026-07-10',
      end_date: '2026-07-31',
    });
  });

  it('a viewer browses without add, edit or delete', async () => {
    renderOrg(<ProjectScreen scope="team" />, orgDb({ clients: [nike], projects: [airMax] }), {
      role: 'viewer',
    });
    await screen.findByRole('table', { name: 'Projects' });
    expect(screen.queryByRole('button', { name: 'Add project' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Air Max launch' })).toBeNull();
    expect(screen.getByText(/Viewers browse projects/)).toBeTruthy();
  });

  it('deleting a project says its placements go and its dashboards stay', async () => {
    renderOrg(<ProjectScreen scope="team" />, orgDb({ clients: [nike], projects: [airMax] }));
    await screen.findByRole('table', { name: 'Projects' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Air Max launch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project “Air Max launch”?' });
    expect(within(dialog).getByText('3 placements are deleted.')).toBeTruthy();
    expect(within(dialog).getByText(/1 dashboard filed under it stays/)).toBeTruthy();
  });

  it('in the studio shows the team column and no client filter', async () => {
    renderOrg(<ProjectScreen scope="studio" />, orgDb({ clients: [nike], projects: [airMax] }), {
      systemAdmin: true,
    });
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getByRole('columnheader', { name: 'Team' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add project' })).toBeNull();
  });
});
