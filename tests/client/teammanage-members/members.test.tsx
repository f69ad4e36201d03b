import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/lib/auth/auth-store';
import { openWithTeams } from '../teams/team-kit.tsx';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('team members', () => {
  it('changes the role of the selected members after a confirmation', async () => {
    const { fake } = await openWithTeams('/writer/teammanage/member');
    await screen.findByRole('table', { name: 'Team members' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row Eddie Editor' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row Vera Viewer' }));
    const bar = screen.getByRole('region', { name: 'Actions for the selected rows' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Change role' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make Admin' }));

    const dialog = await screen.findByRole('dialog', { name: 'Make 2 members Admin?' });
    expect(fake.calls.batch_modify_role).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Admin' }));

    await waitFor(() =>
      expect(fake.calls.batch_modify_role).toEqual([{ user_uids: ['u-ed', 'u-vi'], role: 'admin' }]),
    );
    await waitFor(() => expect(within(rowOf('Eddie Editor')).getByText('Admin')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Actions for the selected rows' })).toBeNull();
  });

  it('protects the owner: no checkbox, and the menu says to transfer the ownership first', async () => {
    await openWithTeams('/writer/teammanage/member');
    await screen.findByRole('table', { name: 'Team members' });
    const owner = screen.getByRole('checkbox', { name: 'Select row Olivia Owner' }) as HTMLInputElement;
    expect(owner.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Olivia Owner' }));
    expect(await screen.findByText(/Transfer the ownership first/)).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Remove' })).toBeNull();
  });

  it('invites someone and shows the one-time sign-in link with its expiry', async () => {
    const { fake } = await openWithTeams('/writer/teammanage/member');
    await screen.findByRole('table', { name: 'Team members' });
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await userEvent.type(within(dialog).getByLabelText('E-mail or account'), 'new@example.com');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Nina New');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));

    const done = await screen.findByRole('dialog', { name: 'Invitation ready' });
    const link = within(done).getByLabelText('One-time sign-in link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/writer/login?blueaicode=invite-key-1`);
    expect(within(done).getByText(/The link works once, until 2026-02-09/)).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(fake.calls.invite).toEqual([
      { account: 'new@example.com', name: 'Nina New', role: 'editor', client_ids: null },
    ]);
  });

  it('tells a member who is not a team admin that the page is for admins', async () => {
    await openWithTeams('/writer/teammanage/member');
    const perm = useAuthStore.getState().userRoleInfo;
    if (!perm?.team) throw new Error('no team');
    useAuthStore.getState().setUserRoleInfo({ ...perm, team: { ...perm.team, role: 'viewer' } });
    expect(await screen.findByText('Only team admins can manage the team')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Team members' })).toBeNull();
  });
});
