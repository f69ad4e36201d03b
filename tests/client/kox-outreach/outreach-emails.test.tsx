import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/toaster';
import { i18n } from '@/lib/i18n';
import { email, sender } from '../msw/handlers/kox-outreach.ts';
import { renderOutreach } from './outreach-kit.tsx';

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('e-mail invitations: sender, drafts and the table', () => {
  it('shows the sandbox sender with today’s count and spacing; a paused sender resumes', async () => {
    const { db } = renderOutreach({
      sender: sender({ paused: true, paused_reason: '535 Authentication failed' }),
    });
    expect(await screen.findByText('me@sandbox.booster.test')).toBeTruthy();
    expect(screen.getByText('Sandbox (mail stays on this machine)')).toBeTruthy();
    expect(screen.getByText('Sent today 3 / 200')).toBeTruthy();
    expect(screen.getByText('At least 30 s between e-mails')).toBeTruthy();
    expect(screen.getByText('Paused: 535 Authentication failed')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resume sending' }));
    await waitFor(() => expect(screen.queryByText(/Paused:/)).toBeNull());
    expect(db.calls.map((c) => c.path)).toEqual(['resume']);
  });

  it('says in words, zh and en, that bounces paused sending, and resumes', async () => {
    const { db } = renderOutreach({
      sender: sender({ paused: true, paused_reason: 'bounce_rate:6/60' }),
    });
    const en =
      'Paused: 6 of the last 60 e-mails sent within 24 hours bounced. Check the addresses, then resume sending.';
    expect(await screen.findByText(en)).toBeTruthy();
    await i18n.changeLanguage('zh');
    expect(
      await screen.findByText(
        '已暂停：24 小时内发出的最近 60 封邮件中有 6 封被退回。请检查收件地址后再恢复发送。',
      ),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '恢复发送' }));
    await waitFor(() => expect(screen.queryByText(/已暂停/)).toBeNull());
    await i18n.changeLanguage('en');
    expect(db.calls.map((c) => c.path)).toEqual(['resume']);
  });

  it('says to select a sender e-mail first, with a link to mailbox settings, when there is no mailbox', async () => {
    renderOutreach({ sender: sender({ has_mailbox: false, address: null }) });
    expect(await screen.findByText('Select a sender e-mail first: no mailbox is saved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mailbox settings' }).getAttribute('href')).toBe(
      '/writer/kox/mailbox',
    );
  });

  it('writes invitations in the language chosen and follows the batch to its end', async () => {
    const drafted = [
      email(),
      email({
        email_id: 'e-2',
        creator_id: 'c-2',
        creator_name: 'Leo Wang',
        status: 'needs_info',
        missing: ['brief.budget', 'to_address'],
        to: '',
      }),
    ];
    const { db } = renderOutreach({ drafted });
    const user = userEvent.setup();
    expect(await screen.findByText('No e-mails yet')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Language of the invitations'), 'zh');
    await user.click(screen.getByRole('button', { name: 'Write invitations' }));
    expect(db.calls[0]).toEqual({
      path: 'draft',
      body: { project_id: 'p-1', language: 'zh', rewrite: false },
    });
    expect(await screen.findByText('Invitations written')).toBeTruthy();
    expect(screen.getByText('Generating 0 · Done 1 · Needs information 1 · Failed 0')).toBeTruthy();
    const leo = await rowOf('Leo Wang');
    expect(await within(leo).findByText('Needs information')).toBeTruthy();
    expect(within(leo).getByText('Missing: the brief’s budget, the creator’s e-mail address')).toBeTruthy();
  });

  it('writes the unsent invitations again in the other language when asked, and says what stays', async () => {
    const { db } = renderOutreach({ emails: [email()], drafted: [email({ language: 'zh' })] });
    render(<Toaster />);
    const user = userEvent.setup();
    await rowOf('Mia Chen');
    await user.selectOptions(screen.getByLabelText('Language of the invitations'), 'zh');
    await user.click(
      screen.getByRole('checkbox', { name: 'Also rewrite unsent invitations (edited ones are kept)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Write invitations' }));
    expect(db.calls[0]).toEqual({
      path: 'draft',
      body: { project_id: 'p-1', language: 'zh', rewrite: true },
    });
    expect(await screen.findByText('1 invitations are written again.')).toBeTruthy();
    expect(
      screen.getByText('1 invitations stay as they are: sent, on their way or edited by a person.'),
    ).toBeTruthy();
  });

  it('filters the e-mails by status', async () => {
    renderOutreach({
      emails: [
        email(),
        email({
          email_id: 'e-2',
          creator_name: 'Leo Wang',
          status: 'send_failed',
          reason: '550 no such user',
        }),
      ],
    });
    const user = userEvent.setup();
    await rowOf('Mia Chen');
    await user.selectOptions(screen.getByLabelText('Status'), 'send_failed');
    await waitFor(() => expect(screen.queryByText('Mia Chen')).toBeNull());
    const leo = await rowOf('Leo Wang');
    expect(within(leo).getByText('Send failed')).toBeTruthy();
    expect(within(leo).getByText('550 no such user')).toBeTruthy();
  });

  it('says which wrote a draft: the model by name, or the template and why the model’s text was not used', async () => {
    renderOutreach({
      emails: [
        email({ written_by: 'gpt-4o-mini' }),
        email({
          email_id: 'e-2',
          creator_id: 'c-2',
          creator_name: 'Leo Wang',
          written_by: 'template',
          writer_fallback: 'provider_error: 503 Service Unavailable',
        }),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the e-mail to Mia Chen' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText('Written by the model gpt-4o-mini.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit the e-mail to Leo Wang' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText(
        'Written from the template. The model’s text was not used: provider_error: 503 Service Unavailable',
      ),
    ).toBeTruthy();
  });

  it('says when a team member changed the text', async () => {
    renderOutreach({ emails: [email({ written_by: 'person' })] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the e-mail to Mia Chen' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText('Edited by a team member.'),
    ).toBeTruthy();
  });

  it('edits an e-mail with spec §5’s address messages, the server’s refusal at its field, then saves', async () => {
    const { db } = renderOutreach({ emails: [email()], updateRefusal: 'KOX_OUTREACH_EMAIL_INVALID' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the e-mail to Mia Chen' }));
    const to = await screen.findByLabelText('To');
    await user.clear(to);
    await user.type(to, 'mia@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    await user.clear(to);
    await user.type(to, 'mia@example.com; leo@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only one e-mail address can be entered')).toBeTruthy();
    expect(db.calls).toEqual([]);

    await user.clear(to);
    await user.type(to, 'mia@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server's refusal (10310), in the user's words, at the recipient.
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'A new subject');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.calls.at(-1)?.body).toMatchObject({
      email_id: 'e-1',
      to: 'mia@example.org',
      subject: 'A new subject',
    });
    expect(await screen.findByText('A new subject')).toBeTruthy();
  });
});
