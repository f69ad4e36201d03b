import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KoxMailboxScreen } from '@/screens/kox/mailbox/kox-mailbox-screen';
import { server } from '../msw/server.ts';
import { mailboxHandlers, savedMailbox, type MailboxDb } from '../msw/handlers/kox-mailbox.ts';
import { sender } from '../msw/handlers/kox-outreach.ts';
import { renderKox } from '../kox/kox-kit.tsx';
// The settings load lazily behind the frame; loaded here once, the import resolves at once in the tests.
import '@/screens/kox/mailbox/mailbox-settings';

const failedAuth = {
  state: 'failed' as const,
  started_at: '2026-11-24T09:00:00.000Z',
  finished_at: '2026-11-24T09:00:02.000Z',
  smtp: { ok: false, reason: 'auth_failed' as const, detail: '535 <b>Invalid</b> login' },
  imap: { ok: true, reason: null, detail: null },
};

function setUp(patch: Partial<MailboxDb> = {}) {
  const db: MailboxDb = { mailbox: null, saves: [], testResult: failedAuth, failReads: 0, ...patch };
  server.use(...mailboxHandlers(db));
  renderKox(<KoxMailboxScreen />);
  return db;
}

const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input, select' });

describe('mailbox settings', () => {
  it('shows spec §5’s messages on their fields before asking the server', async () => {
    const db = setUp();
    expect(await screen.findByText('No mailbox yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test connection' })).toHaveProperty('disabled', true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const incomplete = 'Enter e-mail name, e-mail password, address and authorization password';
    for (const name of ['E-mail name', 'E-mail address', 'E-mail password', 'Authorization password'])
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(incomplete).length).toBeGreaterThanOrEqual(4);

    await user.type(field('E-mail address'), 'alice@qq');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    await user.clear(field('E-mail address'));
    await user.type(field('E-mail address'), 'alice@qq.com, bob@qq.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only one e-mail address can be entered')).toBeTruthy();
    expect(db.saves).toEqual([]);
  });

  it('fills the servers from a preset, saves, and then only says the passwords are set', async () => {
    const db = setUp();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Provider'), 'qq');
    const [smtpHost, imapHost] = screen.getAllByLabelText('Server') as HTMLInputElement[];
    expect([smtpHost!.value, imapHost!.value]).toEqual(['smtp.qq.com', 'imap.qq.com']);
    expect((screen.getAllByLabelText('Port') as HTMLInputElement[]).map((p) => p.value)).toEqual([
      '465',
      '993',
    ]);

    await user.type(field('E-mail name'), 'Alice');
    await user.type(field('E-mail address'), 'alice@qq.com');
    await user.type(field('E-mail password'), 'web-secret');
    await user.type(field('Authorization password'), 'auth-code');
    const show = screen.getByRole('button', { name: 'Show Authorization password' });
    await user.click(show);
    expect(field('Authorization password').getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(db.saves[0]).toMatchObject({
      kind: 'custom',
      provider: 'qq',
      smtp_host: 'smtp.qq.com',
      smtp_port: 465,
      smtp_security: 'ssl',
      imap_port: 993,
      password: 'web-secret',
      auth_password: 'auth-code',
    });
    expect((field('E-mail password') as HTMLInputElement).value).toBe('');
    expect(screen.getAllByText('Saved. Leave empty to keep it.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Test connection' })).toHaveProperty('disabled', false);
  });

  it('runs the connection test and shows each side’s result, the server’s words as text', async () => {
    setUp({ mailbox: savedMailbox() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    const result = screen.getByRole('region', { name: 'Connection test' });
    expect(await within(result).findByText('Failed')).toBeTruthy();
    expect(
      within(result).getByText('Sign-in refused: check the login name and the authorization password.'),
    ).toBeTruthy();
    expect(within(result).getByText('The server said: 535 <b>Invalid</b> login')).toBeTruthy();
    expect(within(result).getByText('Connected and signed in')).toBeTruthy();
    expect(within(result).getByRole('button', { name: 'Test again' })).toBeTruthy();
  });

  it('says when the saved passwords were sealed with another key, and asks for them again', async () => {
    const db = setUp({ mailbox: savedMailbox({ secrets_readable: false }) });
    expect(await screen.findByText(/MAIL_SECRET_KEY changed/)).toBeTruthy();
    expect(screen.getAllByText('Saved with another key: enter it again.')).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('E-mail password').getAttribute('aria-invalid')).toBe('true');
    expect(field('Authorization password').getAttribute('aria-invalid')).toBe('true');
    expect(db.saves).toEqual([]);
  });

  it('offers the sandbox, labelled, with nothing to fill in', async () => {
    const db = setUp();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('radio', { name: /Sandbox mailbox \(mail stays on this machine\)/ }),
    );
    expect(screen.getByText('Sandbox')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(db.saves[0]).toMatchObject({ kind: 'sandbox' });
  });

  it('shows why sending is paused beside the saved mailbox, and resumes it', async () => {
    const db = setUp({
      mailbox: savedMailbox(),
      sender: sender({ paused: true, paused_reason: 'bounce_rate:5/50' }),
    });
    expect(
      await screen.findByText(
        'Paused: 5 of the last 50 e-mails sent within 24 hours bounced. Check the addresses, then resume sending.',
      ),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resume sending' }));
    await waitFor(() => expect(screen.queryByText(/Paused:/)).toBeNull());
    expect(db.sender?.paused).toBe(false);
  });

  it('says when loading failed and retries', async () => {
    setUp({ failReads: 1 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No mailbox yet')).toBeTruthy();
  });
});
