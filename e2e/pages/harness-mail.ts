import type { ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import type { Page } from 'playwright-core';
import type { MailHarness } from '../../tests/helpers/mail-server/mail-harness.ts';

/** A harness user writes back to an e-mail they received, threaded by In-Reply-To, through the harness's SMTP. */
export async function replyAs(mail: MailHarness, user: string, to: ParsedMail, text: string): Promise<void> {
  const transport = nodemailer.createTransport({
    host: mail.host,
    port: mail.smtpPort,
    secure: false,
    ignoreTLS: true,
    auth: { user, pass: mail.users[user]! },
  });
  try {
    await transport.sendMail({
      from: mail.addressOf(user),
      to: to.from!.value[0]!.address!,
      subject: `Re: ${to.subject ?? ''}`,
      inReplyTo: to.messageId,
      references: [to.messageId!],
      text,
    });
  } finally {
    transport.close();
  }
}

/** Fills and saves the mailbox settings screen with a harness user's servers (plain SMTP and IMAP, no preset). */
export async function saveHarnessMailboxOnScreen(page: Page, mail: MailHarness, user: string): Promise<void> {
  await page.goto('/writer/kox/mailbox');
  await page.getByRole('radio', { name: /My own mailbox/ }).check();
  await page.getByLabel('E-mail name', { exact: true }).fill(user[0]!.toUpperCase() + user.slice(1));
  await page.getByLabel('E-mail address', { exact: true }).fill(mail.addressOf(user));
  await page.getByLabel('E-mail password', { exact: true }).fill('web-password');
  await page.getByLabel('Authorization password', { exact: true }).fill(mail.users[user]!);
  await page.getByLabel('Login name', { exact: true }).fill(user);
  for (const [index, port] of [mail.smtpPort, mail.imapPort].entries()) {
    await page.getByLabel('Server', { exact: true }).nth(index).fill(mail.host);
    await page.getByLabel('Port', { exact: true }).nth(index).fill(String(port));
    await page.getByLabel('Security', { exact: true }).nth(index).selectOption('none');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved.', { exact: true }).waitFor();
}
