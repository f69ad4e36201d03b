import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { email, sender } from '../msw/handlers/kox-outreach.ts';
import { renderOutreach } from './outreach-kit.tsx';

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const select = (name: string) => screen.getByRole('checkbox', { name: `Select row ${name}` });

describe('e-mail invitations: sending with approval', () => {
  it('asks how many, from which sender and when; names the e-mails without a subject; then they are sent', async () => {
    const { db } = renderOutreach({
      emails: [email(), email({ email_id: 'e-2', creator_id: 'c-2', creator_name: 'Leo Wang', subject: '' })],
    });
    const user = userEvent.setup();
    await rowOf('Mia Chen');
    await user.click(select('Mia Chen'));
    await user.click(select('Leo Wang'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send 2 e-mails' });
    expect(within(dialog).getByText('From me@sandbox.booster.test')).toBeTruthy();
    expect(within(dialog).getByText('These e-mails have no subject or body:')).toBeTruthy();
    expect(within(dialog).getByText('Leo Wang')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Send' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByLabelText('Send them anyway'));

    await user.click(within(dialog).getByLabelText('At a chosen time'));
    await user.click(confirm);
    expect(await within(dialog).findByText('Set scheduled sending time')).toBeTruthy();
    expect(db.calls).toEqual([]);
    await user.type(within(dialog).getByLabelText('Scheduled sending time'), '2030-01-02T09:30');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.calls[0]).toEqual({
      path: 'schedule',
      body: {
        email_ids: ['e-1', 'e-2'],
        mode: 'scheduled',
        scheduled_at: new Date('2030-01-02T09:30').toISOString(),
        confirm_empty: true,
      },
    });
    // Scheduled, then sent: the table asks again while any e-mail is on its way.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('Sent').length).toBe(2));
  });

  it('asks the server’s list of empty e-mails when they were on another page', async () => {
    const { db } = renderOutreach({ emails: [email({ subject: '' })] });
    const user = userEvent.setup();
    await rowOf('Mia Chen');
    await user.click(select('Mia Chen'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Send them anyway'));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.calls[0]?.body).toMatchObject({ mode: 'now', confirm_empty: true });
  });

  it('returns e-mails to draft and resends the failed ones', async () => {
    const { db } = renderOutreach({
      emails: [
        email({ status: 'scheduled', scheduled_at: '2030-01-01T00:00:00.000Z' }),
        email({
          email_id: 'e-2',
          creator_name: 'Leo Wang',
          status: 'send_failed',
          reason: '550 no such user',
        }),
      ],
    });
    const user = userEvent.setup();
    await rowOf('Leo Wang');
    await user.click(select('Leo Wang'));
    await user.click(screen.getByRole('button', { name: 'Resend failed' }));
    await waitFor(() => expect(db.calls[0]).toEqual({ path: 'resend', body: { email_ids: ['e-2'] } }));
    await rowOf('Mia Chen');
    await user.click(select('Mia Chen'));
    await user.click(screen.getByRole('button', { name: 'Return to draft' }));
    await waitFor(() => expect(db.calls[1]).toEqual({ path: 'returnToDraft', body: { email_ids: ['e-1'] } }));
  });

  it('after a partial failure, resends the failed ones of the batch', async () => {
    const { db } = renderOutreach({
      emails: [email(), email({ email_id: 'e-2', creator_id: 'c-2', creator_name: 'Leo Wang' })],
      refused: ['e-2'],
    });
    const user = userEvent.setup();
    await rowOf('Mia Chen');
    await user.click(screen.getByRole('checkbox', { name: /Select all rows/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    const again = await screen.findByRole('button', { name: 'Resend the failed ones of this batch' });
    db.refused = [];
    await user.click(again);
    await waitFor(() => expect(db.calls.at(-1)).toEqual({ path: 'resend', body: { batch_id: 'b-send' } }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('Sent').length).toBe(2));
  });

  it('cannot send without a mailbox: the dialog says to select a sender e-mail first', async () => {
    renderOutreach({ emails: [email()], sender: sender({ has_mailbox: false, address: null }) });
    const user = userEvent.setup();
    await rowOf('Mia Chen');
    await user.click(select('Mia Chen'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Select a sender e-mail first')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });
});
