import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/toaster';
import { renderOutreach } from './outreach-kit.tsx';

const leftOut = { not_invited: 0, replied: 2, limit_reached: 1, on_their_way: 0, teammates: 0, too_old: 0 };

describe('e-mail invitations: follow up now', () => {
  it('counts who gets a follow-up and why the others do not, then queues exactly those', async () => {
    const { db } = renderOutreach({ followUp: { creator_ids: ['c-1', 'c-2', 'c-3'], left_out: leftOut } });
    render(<Toaster />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Follow up now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Follow up now' });
    expect(await within(dialog).findByText('Creators who get a follow-up now: 3.')).toBeTruthy();
    expect(within(dialog).getByText('Replied (or the invitation bounced): 2')).toBeTruthy();
    expect(within(dialog).getByText('Had every follow-up their label allows: 1')).toBeTruthy();
    expect(within(dialog).queryByText(/teammate/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send follow-ups (3)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.calls).toEqual([
      { path: 'followUpNow', body: { project_id: 'p-1', creator_ids: ['c-1', 'c-2', 'c-3'] } },
    ]);
    expect(
      await screen.findByText(
        'Follow-ups being written: 3. They go out from your mailbox as they are ready.',
      ),
    ).toBeTruthy();

    // Opened again, it reads afresh: the three have a follow-up on its way, nobody is left.
    await user.click(screen.getByRole('button', { name: 'Follow up now' }));
    const again = await screen.findByRole('dialog', { name: 'Follow up now' });
    expect(await within(again).findByText('Nobody can be followed up with now.')).toBeTruthy();
    expect(
      within(again).getByText('An e-mail of theirs waits, is being sent or failed to send: 3'),
    ).toBeTruthy();
    expect(within(again).getByRole('button', { name: 'Send follow-ups (0)' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
