import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressOf } from '../routes/render-app.tsx';
import { openWithTeams } from './team-kit.tsx';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

describe('team settings', () => {
  it('refuses a logo over 10,000,000 bytes with the size message and sends nothing', async () => {
    const { fake } = await openWithTeams('/writer/teammanage/teamsetting');
    await screen.findByRole('heading', { name: 'Logo' });
    const big = new File([new Uint8Array(10_000_001)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload logo', { selector: 'input' }), {
      target: { files: [big] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The image size may not exceed 10 MB.');
    expect(fake.calls.logo).toBeUndefined();
  });

  it('deletes the team only once its name is typed, then continues in the next team', async () => {
    const { fake, router } = await openWithTeams('/writer/teammanage/teamsetting', 'team-beta');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Beta?' });
    expect(await within(dialog).findByText('Dashboards')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete team' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/Type the team name/), 'Bet');
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/Type the team name/), 'a');
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    await waitFor(() => expect(fake.calls.delete).toEqual([{ confirm_name: 'Beta' }]));
    await waitFor(() => expect(addressOf(router)).toBe('/writer/app/store'));
    expect(await screen.findByRole('button', { name: 'Team: Alpha. Switch team' })).toBeTruthy();
  });

  it('an owner cannot leave before transferring: the page says so', async () => {
    await openWithTeams('/writer/teammanage/teamsetting', 'team-beta');
    expect(await screen.findByText(/Transfer the ownership to another member first/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Leave team' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
