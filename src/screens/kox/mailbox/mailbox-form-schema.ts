import type { z } from 'zod';
import { mailboxSaveInput } from '@/lib/api/endpoints/kox-mailbox';
import { i18n } from '@/lib/i18n';
import { mailboxIssues } from '@/lib/kox-mailbox-rules';
import type { Mailbox } from './mailbox-queries.ts';
import '@/lib/i18n/namespaces/koxMailbox';

export type MailboxFormValues = z.input<typeof mailboxSaveInput>;
export type MailboxFormOutput = z.output<typeof mailboxSaveInput>;

/** Which secrets the server holds and can read: an empty password field then keeps the stored one. */
export const storedSecretsOf = (mailbox: Mailbox | null) => ({
  password: Boolean(mailbox?.password_set && mailbox.secrets_readable),
  auth_password: Boolean(mailbox?.auth_password_set && mailbox.secrets_readable),
});

/** The endpoint's input schema plus spec §5's rules, with the server's messages in the user's language. */
export function mailboxFormSchema(stored: { password: boolean; auth_password: boolean }) {
  return mailboxSaveInput.superRefine((value, ctx) => {
    for (const issue of mailboxIssues(value, stored))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: i18n.t(`errors:code.${issue.code}`) });
  });
}

/** zod's own issues (a port out of range, too long) in the user's language. */
export function mailboxIssueText(issue: { code?: string; path?: PropertyKey[] }): string {
  const field = String(issue.path?.[0] ?? '');
  if (field.endsWith('_port')) return i18n.t('koxMailbox:rules.port');
  if (issue.code === 'too_big') return i18n.t('koxMailbox:rules.tooLong');
  return i18n.t('koxMailbox:rules.invalid');
}

export function formValuesOf(mailbox: Mailbox | null): MailboxFormValues {
  if (!mailbox || mailbox.kind === 'sandbox')
    return {
      kind: mailbox?.kind ?? 'custom',
      provider: 'other',
      sender_name: mailbox?.sender_name ?? '',
      address: '',
      account: '',
      password: '',
      auth_password: '',
      smtp_host: '',
      smtp_port: undefined,
      smtp_security: 'ssl',
      imap_host: '',
      imap_port: undefined,
      imap_security: 'ssl',
    };
  return {
    kind: 'custom',
    provider: mailbox.provider,
    sender_name: mailbox.sender_name,
    address: mailbox.address,
    account: mailbox.account,
    password: '',
    auth_password: '',
    smtp_host: mailbox.smtp_host,
    smtp_port: mailbox.smtp_port ?? undefined,
    smtp_security: mailbox.smtp_security,
    imap_host: mailbox.imap_host,
    imap_port: mailbox.imap_port ?? undefined,
    imap_security: mailbox.imap_security,
  };
}
