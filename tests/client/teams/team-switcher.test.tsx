import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/lib/auth/auth-store';
import { openWithTeams } from './team-kit.tsx';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

describe('team switcher', () => {
  it('shows the current team, lists the teams, and switching reloads the screens for the new team', async () => {
    const { fake } = await openWithTeams('/writer/teammanage/member');
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getByText('Eddie Editor')).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: 'Team: Alpha. Switch team' }));
    const beta = await screen.findByRole('menuitemradio', { name: /Beta/ });
    expect(screen.getByRole('menuitemradio', { name: /Alpha/ }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(beta);

    await waitFor(() => expect(fake.calls.switch).toEqual([{ team_id: 'team-beta' }]));
    await screen.findByRole('button', { name: 'Team: Beta. Switch team' });
    expect(useAuthStore.getState().userRoleInfo?.team?.role).toBe('owner');
    // The members list was fetched again and now shows the other team's people.
    expect(await screen.findByText('Bob Beta')).toBeTruthy();
    expect(screen.queryByText('Eddie Editor')).toBeNull();
  });

  it('offers creating a team and, to an admin, the team settings', async () => {
    await openWithTeams('/writer/app/report');
    await userEvent.click(await screen.findByRole('button', { name: 'Team: Alpha. Switch team' }));
    expect(await screen.findByRole('menuitem', { name: 'Create team' })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a team' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(dialog).findByText('Enter a team name.')).toBeTruthy();
  });
});
