import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import type { Thread } from '@/screens/kox/outreach/outreach-queries';
import { email, sender } from '../msw/handlers/kox-outreach.ts';
import { renderOutreach } from './outreach-kit.tsx';

const board = [
  { label_id: 'l-contacted', name: 'Contacted', count: 1, creator_ids: ['c-2'] },
  { label_id: 'l-interested', name: 'Interested', count: 1, creator_ids: ['c-1'] },
  { label_id: 'l-declined', name: 'Declined', count: 0, creator_ids: [] },
  { label_id: null, name: null, count: 0, creator_ids: [] },
];

const miaThread: Thread = {
  label_id: 'l-interested',
  entries: [
    {
      type: 'email',
      email_id: 'e-1',
      kind: 'invitation',
      follow_up_number: 0,
      status: 'sent',
      status_reason: null,
      to_address: 'mia@example.com',
      subject: 'Spring launch with Acme',
      body: 'Hi Mia, would you like to work with us?',
      at: '2026-11-24T10:00:00.000Z',
    },
    {
      type: 'inbound',
      reply_id: 'r-0',
      kind: 'auto_reply',
      from_address: 'mia@example.com',
      subject: 'Automatic reply: Spring launch with Acme',
      text: 'I am away.',
      own_text: 'I am away.',
      at: '2026-11-24T10:01:00.000Z',
    },
    {
      type: 'inbound',
      reply_id: 'r-1',
      kind: 'reply',
      from_address: 'mia@example.com',
      subject: 'Re: Spring launch with Acme',
      text: "<b>I'm interested</b>\n[Simulated creator reply: sandbox sample data]",
      own_text: "<b>I'm interested</b>",
      at: '2026-11-24T10:05:00.000Z',
    },
  ],
  judgments: [
    {
      judgment_id: 'j-1',
      project_creator_id: 'pc-1',
      label_id: 'l-interested',
      label_name: 'Interested',
      method: 'rules',
      judged_by: 'rules',
      reason: 'The reply contains “interested”',
      reason_parts: null,
      text_read: "I'm interested",
      message_id: '<r-1@example.com>',
      overridden: false,
      overrides_judgment_id: null,
      judged_by_user_id: null,
      judged_at: '2026-11-24T10:05:03.000Z',
    },
  ],
};

const setUp = (patch = {}) =>
  renderOutreach({
    emails: [email(), email({ email_id: 'e-2', creator_id: 'c-2', creator_name: 'Leo Wang' })],
    board,
    threads: new Map([['c-1', miaThread]]),
    ...patch,
  });

describe('e-mail invitations: progress by label', () => {
  it('shows the board by label; a creator’s thread is text with auto-replies marked, judgments with reasons', async () => {
    setUp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Progress' }));
    const interested = await screen.findByRole('list', { name: 'Interested' });
    expect(within(screen.getByRole('list', { name: 'Contacted' })).getByText('Leo Wang')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'No label' })).toBeTruthy();
    await user.click(within(interested).getByRole('button', { name: 'Open the thread of Mia Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thread with Mia Chen' });
    expect(within(dialog).getByText('Label: Interested')).toBeTruthy();
    expect(within(dialog).getByText('Hi Mia, would you like to work with us?')).toBeTruthy();
    const badges = [...dialog.querySelectorAll('[data-slot="badge"]')].map((b) => b.textContent);
    expect(badges).toContain('Auto-reply');
    // Never markup: the reply's tags are shown as the text they are.
    expect(within(dialog).getByText("<b>I'm interested</b>")).toBeTruthy();
    expect(dialog.querySelector('b')).toBeNull();
    expect(badges).toContain('Simulated reply (sample data)');
    expect(within(dialog).getByText('Reason: The reply contains “interested”')).toBeTruthy();
  });

  it('changes the label with a note; the automatic judgment stays, shown overridden', async () => {
    const { db } = setUp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Progress' }));
    await user.click(await screen.findByRole('button', { name: 'Open the thread of Mia Chen' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('New label'), 'l-declined');
    await user.click(within(dialog).getByRole('button', { name: 'Save label' }));
    expect(await within(dialog).findByText('Write why')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Note'), 'She declined on the phone');
    await user.click(within(dialog).getByRole('button', { name: 'Save label' }));
    await waitFor(() =>
      expect(db.calls.at(-1)).toEqual({
        path: 'override',
        body: {
          project_id: 'p-1',
          creator_id: 'c-1',
          label_id: 'l-declined',
          note: 'She declined on the phone',
        },
      }),
    );
    expect(await within(dialog).findByText('Overridden')).toBeTruthy();
    expect(within(dialog).getByText('Reason: She declined on the phone')).toBeTruthy();
    expect(within(dialog).getByText('Person')).toBeTruthy();
  });

  it('simulates a creator reply from the sandbox, labelled as simulated', async () => {
    const { db } = setUp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Progress' }));
    await user.click(await screen.findByRole('button', { name: 'Open the thread of Mia Chen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Sandbox only/)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Kind of reply'), 'asks_price');
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'zh');
    await user.click(within(dialog).getByRole('button', { name: 'Simulate' }));
    await waitFor(() =>
      expect(db.calls.at(-1)).toEqual({
        path: 'simulate',
        body: { email_id: 'e-1', kind: 'asks_price', language: 'zh' },
      }),
    );
  });

  it('offers no simulated reply with a real mailbox, and shows a failed read of replies', async () => {
    setUp({ sender: sender({ sandbox: false, address: 'me@qq.com' }), pollError: 'IMAP login refused' });
    const user = userEvent.setup();
    expect(await screen.findByText('Reading replies failed: IMAP login refused')).toBeTruthy();
    await user.click(await screen.findByRole('tab', { name: 'Progress' }));
    await user.click(await screen.findByRole('button', { name: 'Open the thread of Mia Chen' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Label: Interested');
    expect(within(dialog).queryByText('Simulate a creator reply')).toBeNull();
  });

  it('words a rules judgment’s reason in the reader’s language, the creator’s words as written', async () => {
    const judgment = miaThread.judgments[0]!;
    const worded: Thread = {
      ...miaThread,
      judgments: [
        {
          ...judgment,
          reason:
            'Interested: the reply contains "interested" ("I\'m interested"); contains none of "not interested".',
          reason_parts: [
            { kind: 'contains_any', found: 'interested', excerpt: "I'm interested" },
            { kind: 'contains_none', phrases: ['not interested', '不感兴趣'] },
          ],
        },
      ],
    };
    setUp({ threads: new Map([['c-1', worded]]) });
    await i18n.changeLanguage('zh');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '进展' }));
    await user.click(await screen.findByRole('button', { name: '打开与 Mia Chen 的往来邮件' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        "原因：Interested：回复中包含“interested”（“I'm interested”）；不包含 “not interested”、“不感兴趣” 中的任何一个。",
      ),
    ).toBeTruthy();
    await i18n.changeLanguage('en');
    expect(
      await within(dialog).findByText(
        "Reason: Interested: the reply contains “interested” (“I'm interested”); it contains none of “not interested”, “不感兴趣”.",
      ),
    ).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    setUp();
    await i18n.changeLanguage('zh');
    expect(await screen.findByRole('heading', { name: '邮件邀约' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '进展' })).toBeTruthy();
    expect(await screen.findByText('沙盒（邮件留在本机）')).toBeTruthy();
    expect(screen.getByText('今日已发 3 / 200')).toBeTruthy();
    expect(screen.getByRole('button', { name: '撰写邀约' })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('草稿').length).toBe(2));
    await i18n.changeLanguage('en');
  });
});
