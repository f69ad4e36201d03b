import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/lib/auth/auth-store';
import { TeamListScreen } from '@/screens/backstage/teams/team-list-screen';
import { renderBackstage } from './backstage-kit.tsx';

const table = () => screen.findByRole('table', { name: 'Teams' });

describe('backstage teams', () => {
  it('lists every team with its owner and what it holds', async () => {
    renderBackstage(<TeamListScreen inPanel />);
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('APAC Growth')).toBeTruthy();
    expect(within(rows[1]!).getByText('2 clients · 3 projects · 5 dashboards')).toBeTruthy();
    expect(within(rows[2]!).getByText('0 clients · 0 projects · 1 dashboard')).toBeTruthy();
    expect(within(rows[2]!).getByText('Personal')).toBeTruthy();
  });

  it('entering a team switches into it, refreshes the permissions and every list', async () => {
    const { api } = renderBackstage(<TeamListScreen inPanel />);
    await table();
    const listsBefore = api.callsOf('backstage.teams').length;
    await userEvent.click(screen.getByRole('button', { name: 'Enter team APAC Growth' }));
    await waitFor(() => expect(useAuthStore.getState().userRoleInfo?.team?.team_id).toBe('t-apac'));
    expect(api.callsOf('team.switch')).toEqual([{ key: 'team.switch', input: { team_id: 't-apac' } }]);
    await waitFor(() => expect(api.callsOf('backstage.teams').length).toBeGreaterThan(listsBefore));
    const row = (await screen.findByText('You are here')).closest('tr')!;
    expect(within(row).getByText('APAC Growth')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Enter team APAC Growth' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('deleting shows what goes with the team and waits for its name typed exactly', async () => {
    const { api } = renderBackstage(<TeamListScreen inPanel />);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Delete team APAC Growth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete APAC Growth?' });
    expect(within(dialog).getByText('its 4 memberships (the accounts themselves stay)')).toBeTruthy();
    expect(within(dialog).getByText('5 dashboards')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete team' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByLabelText(/Type the team's name/), 'APAC Growth');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('backstage.teamDelete')[0]?.input).toEqual({
      team_id: 't-apac',
      confirm_name: 'APAC Growth',
    });
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Teams' })).queryByText('APAC Growth')).toBeNull(),
    );
  });

  it('the server refusing a new owner who is not a member is said in the dialog', async () => {
    renderBackstage(<TeamListScreen inPanel />);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer ownership of APAC Growth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership of APAC Growth' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'New owner' }), 'sam');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Choose: Sam Ortiz (sam@studio.test)' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText(
        'The new owner must be an active member of this team. Add them to the team first.',
      ),
    ).toBeTruthy();
  });

  it('someone who is not a studio administrator is told so instead of seeing the teams', async () => {
    renderBackstage(<TeamListScreen inPanel />, { systemAdmin: false });
    expect(screen.getByText('Only studio administrators can open backstage')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
