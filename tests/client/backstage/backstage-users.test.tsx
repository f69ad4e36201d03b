import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserListScreen } from '@/screens/backstage/users/user-list-screen';
import { renderBackstage } from './backstage-kit.tsx';

const table = () => screen.findByRole('table', { name: 'Users' });

describe('backstage users', () => {
  it('lists every account with its status and studio role, marking your own', async () => {
    renderBackstage(<UserListScreen inPanel />);
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByText('You')).toBeTruthy();
    expect(within(rows[1]!).getByText('Studio administrator')).toBeTruthy();
    expect(within(rows[4]!).getByText('Disabled')).toBeTruthy();
  });

  it('adding checks the form as the server does, puts a taken account on its field, then gives the sign-in link', async () => {
    const { api } = renderBackstage(<UserListScreen inPanel />);
    await table();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add user' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });
    const account = within(dialog).getByLabelText('Account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findAllByText('Fill this in.')).toHaveLength(2);
    await userEvent.type(account, 'has space');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ana Lopez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('An account cannot contain spaces.')).toBeTruthy();
    expect(api.callsOf('backstage.userAdd')).toHaveLength(0);

    await userEvent.clear(account);
    await userEvent.type(account, 'mia@studio.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('This account already exists.')).toBeTruthy();
    expect(account.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(account);
    await userEvent.type(account, 'ana@studio.test');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Studio administrator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    const done = await screen.findByRole('dialog', { name: 'Ana Lopez was added' });
    expect((within(done).getByLabelText('One-time sign-in link') as HTMLInputElement).value).toMatch(
      /\/writer\/login\?blueaicode=key-0123456789$/,
    );
    expect(api.callsOf('backstage.userAdd').at(-1)?.input).toEqual({
      account: 'ana@studio.test',
      name: 'Ana Lopez',
      system_admin: true,
    });
  });

  it('bulk disabling asks first, changes the others, and shows the refusal to disable yourself', async () => {
    const { api } = renderBackstage(<UserListScreen inPanel />);
    await table();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row u-admin' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row u-lin' }));
    const bar = screen.getByRole('region', { name: 'Actions for the selected rows' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable 2 accounts?' });
    expect(api.callsOf('users.statusUpdate')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('1 account was not changed')).toBeTruthy();
    expect(
      within(alert).getByText(/You cannot disable your own account. Ask another studio administrator./),
    ).toBeTruthy();
    expect(api.callsOf('users.statusUpdate').map((c) => c.input)).toEqual([
      { user_uid: 'u-admin', status: 'disabled' },
      { user_uid: 'u-lin', status: 'disabled' },
    ]);
    const lin = (await screen.findByRole('button', { name: 'Enable Lin Wei' })).closest('tr')!;
    expect(within(lin).getByText('Disabled')).toBeTruthy();
  });

  it('removing your own administrator role is refused and said so', async () => {
    renderBackstage(<UserListScreen inPanel />);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Administrator' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Studio administrator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/You cannot remove your own administrator role/)).toBeTruthy();
  });

  it('making someone an administrator saves and shows it in the list', async () => {
    const { api } = renderBackstage(<UserListScreen inPanel />);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Mia Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mia Chen' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Studio administrator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('backstage.userUpdate')[0]?.input).toEqual({ user_uid: 'u-mia', system_admin: true });
    const mia = screen.getByRole('button', { name: 'Edit Mia Chen' }).closest('tr')!;
    await waitFor(() => expect(within(mia).getByText('Studio administrator')).toBeTruthy());
  });
});
