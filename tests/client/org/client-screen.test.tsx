import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientScreen } from '@/screens/org';
import { clientRow, orgDb, projectRow } from '../msw/handlers/org.ts';
import { renderOrg } from './org-kit.tsx';

const nike = clientRow('c-1', 'Nike', { description: 'Running and basketball', project_count: 1 });
const adidas = clientRow('c-2', 'Adidas');

describe('team clients', () => {
  it('lists clients with links to their projects', async () => {
    renderOrg(<ClientScreen scope="team" />, orgDb({ clients: [nike, adidas] }));
    const table = await screen.findByRole('table', { name: 'Clients' });
    const link = within(table).getByRole('link', { name: 'Nike' });
    expect(link.getAttribute('href')).toBe('/writer/teammanage/project?client_id=c-1');
    expect(within(table).getByText('Running and basketball')).toBeTruthy();
  });

  it('refuses an empty name in the form, then shows the server’s duplicate name on the field', async () => {
    const db = orgDb({ clients: [nike] });
    renderOrg(<ClientScreen scope="team" />, db);
    await screen.findByRole('table', { name: 'Clients' });
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a client' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    expect(db.calls).toHaveLength(0);

    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'NIKE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog).findByText('This team already has a client with this name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(name);
    await userEvent.type(name, 'Puma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Puma')).toBeTruthy();
  });

  it('says what deleting takes with it before deleting', async () => {
    const launch = projectRow('p-1', 'Air Max launch', nike, { dashboard_count: 2 });
    const db = orgDb({ clients: [nike, adidas], projects: [launch] });
    renderOrg(<ClientScreen scope="team" />, db);
    await screen.findByRole('table', { name: 'Clients' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Nike' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete client “Nike”?' });
    expect(await within(dialog).findByText('1 project is deleted.')).toBeTruthy();
    expect(within(dialog).getByText(/2 dashboards filed under it stay/)).toBeTruthy();
    expect(within(dialog).getByText('1 restricted member loses access to it.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete client' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Nike' })).toBeNull());
    expect(db.calls).toEqual([{ path: '/api/client/delete', body: { client_ids: ['c-1'] } }]);
  });

  it('deletes the selected clients together after one confirmation', async () => {
    const db = orgDb({ clients: [nike, adidas] });
    renderOrg(<ClientScreen scope="team" />, db);
    await screen.findByRole('table', { name: 'Clients' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row c-1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row c-2' }));
    const bar = screen.getByRole('region', { name: 'Actions for the selected rows' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 clients?' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete 2 clients' }));
    await screen.findByText('No clients yet');
    expect(db.calls[0]?.body).toEqual({ client_ids: ['c-1', 'c-2'] });
  });

  it('an editor sees the clients read-only', async () => {
    renderOrg(<ClientScreen scope="team" />, orgDb({ clients: [nike] }), { role: 'editor' });
    await screen.findByRole('table', { name: 'Clients' });
    expect(screen.getByText(/Only team owners and admins add, change or delete clients/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Nike' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('without a team says so instead of a list', async () => {
    renderOrg(<ClientScreen scope="team" />, orgDb(), { noTeam: true });
    expect(await screen.findByText('You are not in a team yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('studio clients', () => {
  it('shows every team’s clients with a team column and a team filter, read-only', async () => {
    renderOrg(<ClientScreen scope="studio" />, orgDb({ clients: [nike] }), { systemAdmin: true });
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(within(table).getByRole('columnheader', { name: 'Team' })).toBeTruthy();
    expect(within(table).getByText('Acme Studio')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Team' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add client' })).toBeNull();
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('is refused to anyone but a system administrator', async () => {
    renderOrg(<ClientScreen scope="studio" />, orgDb({ clients: [nike] }));
    expect(await screen.findByText('Only system administrators')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
