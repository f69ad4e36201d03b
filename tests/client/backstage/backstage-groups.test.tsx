import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupListScreen } from '@/screens/backstage/groups/group-list-screen';
import { renderBackstage } from './backstage-kit.tsx';

const table = () => screen.findByRole('table', { name: 'Groups' });

describe('backstage groups', () => {
  it('creating checks the name, shows the duplicate on the field, then adds the group', async () => {
    const { api } = renderBackstage(<GroupListScreen inPanel />);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Fill this in.')).toBeTruthy();

    const name = within(dialog).getByLabelText('Name');
    await userEvent.type(name, 'apac STRATEGISTS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText(/A group with this name already exists/)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);

    await userEvent.clear(name);
    await userEvent.type(name, 'EMEA media buyers');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Buyers for EMEA clients');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('group.add').at(-1)?.input).toEqual({
      name: 'EMEA media buyers',
      description: 'Buyers for EMEA clients',
    });
    expect(await within(await table()).findByText('EMEA media buyers')).toBeTruthy();
  });

  it('binding users adds from a search, removes from the list, and saves the whole set', async () => {
    const { api } = renderBackstage(<GroupListScreen inPanel />);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Members of APAC strategists' }));
    const dialog = await screen.findByRole('dialog', { name: 'Members of APAC strategists' });
    const members = await within(dialog).findByRole('list', { name: 'Members' });
    expect(within(members).getByText('Lin Wei')).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Add people' }), 'studio.test');
    const results = await within(dialog).findByRole('list', { name: 'Matching accounts' });
    expect(within(results).queryByText('Lin Wei')).toBeNull();
    await userEvent.click(within(results).getByRole('button', { name: 'Add: Mia Chen (mia@studio.test)' }));
    await userEvent.click(within(members).getByRole('button', { name: 'Remove Lin Wei' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('group.bindUser')[0]?.input).toEqual({ group_id: 'g-apac', user_uids: ['u-mia'] });
  });

  it('deleting selected groups asks first', async () => {
    const { api } = renderBackstage(<GroupListScreen inPanel />);
    await table();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row g-apac' }));
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Actions for the selected rows' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete group APAC strategists?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsOf('group.delete')[0]?.input).toEqual({ group_ids: ['g-apac'] }));
    expect(await screen.findByText('No groups yet')).toBeTruthy();
  });
});
