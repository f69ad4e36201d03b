import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, savePng } from '../browser.ts';
import { callAsUser } from '../pages/api.ts';
import { sendMessage } from '../pages/assistant-page.ts';
import { replyAs, saveHarnessMailboxOnScreen } from '../pages/harness-mail.ts';
import { inboxMessages } from '../../tests/helpers/mail-server/read-inbox.ts';
import { seedOutreachProject } from '../pages/outreach-seed.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';
import { startMailHarness, type MailHarness } from '../../tests/helpers/mail-server/mail-harness.ts';

const baseURL = inject('baseURL');
const clockFile = inject('clockFile');
const SHOTS = '/tmp/shots/kox-outreach-imap';
const run = Date.now().toString(36);
const projectName = `Trail Mail ${run}`;
/** alice sends; the three creators' addresses are the other harness users. */
const USERS = {
  alice: 'alice-password',
  bob: 'bob-password',
  carol: 'carol-password',
  dave: 'dave-password',
};
const CREATORS = ['bob', 'carol', 'dave'] as const;
const nickname = (user: string) => `${user[0]!.toUpperCase()}${user.slice(1)} ${run}`;
const editedSubject = `Bob, a trail shoe for you (${run})`;
const editedBody = `Hi Bob,\n\nWe would love you to run the Pegasus Trail 5 on your channel. (${run})\n\nAlice`;
const DAY_MS = 86_400_000;

/** Waits until every named harness user's INBOX holds `count` messages, then answers the INBOXes. */
async function inboxesWith(mail: MailHarness, users: readonly string[], count: number) {
  let boxes: Awaited<ReturnType<typeof inboxMessages>>[] = [];
  await expect
    .poll(
      async () => {
        boxes = await Promise.all(users.map((u) => inboxMessages(mail, u)));
        return boxes.map((b) => b.length);
      },
      { timeout: 180_000, interval: 1_000 },
    )
    .toEqual(users.map(() => count));
  return new Map(users.map((u, i) => [u, boxes[i]!]));
}

/** Three imported creators whose addresses the harness delivers to, as a team would import them from a file. */
async function importCreators(page: Page, mail: MailHarness): Promise<string[]> {
  await page.goto('/writer/kox/list?scope=team');
  await page.getByRole('button', { name: 'Import', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import creators' });
  const lines = CREATORS.map(
    (u) => `https://www.tiktok.com/@e2eimap_${run}_${u},${nickname(u)},12000,${mail.addressOf(u)}`,
  );
  await dialog.getByLabel('CSV or XLSX file').setInputFiles({
    name: 'creators.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['link,nickname,followers,email', ...lines].join('\n')),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByText('Imported 3 creators.').waitFor({ timeout: 30_000 });
  const found = await callAsUser<{ list: { creator_id: string; email: string | null }[] }>(
    page,
    'GET',
    `/api/kox/team/list?q=e2eimap_${run}&page=1&page_size=10`,
  );
  expect(found.list.map((c) => c.email).sort()).toEqual(CREATORS.map((u) => mail.addressOf(u)));
  return found.list.map((c) => c.creator_id);
}

/**
 * Issue 13's own check, against the real mail server (Dovecot IMAP + SMTP through dovecot-lda): the sender's
 * mailbox saved on the settings screen, three imported creators with harness addresses in a project with a
 * brief; invitations drafted in chat, one edited on the outreach screen, sending approved in chat; each creator's
 * INBOX holds its invitation once (the edited one as edited); one creator replies over SMTP and lands under
 * "Replied – interested" with the rule's reason; the screens in zh and en; then the server's clock moves past the
 * follow-up period and exactly the two who did not reply get a follow-up in their INBOX.
 */
describe('KOX outreach through a real mail server', () => {
  let browser: Browser;
  let mail: MailHarness;
  let projectPath = '';
  beforeAll(async () => {
    [browser, mail] = await Promise.all([launchBrowser(), startMailHarness(USERS)]);
  });
  afterAll(async () => {
    writeFileSync(clockFile, '0');
    if (browser) {
      // The admin's mailbox is shared with the mailbox spec of this lane, which starts from none.
      const { context, page } = await openSignedIn(browser, { baseURL, language: 'en' });
      await callAsUser(page, 'POST', '/api/kox/mailbox/delete', {});
      await context.close();
    }
    await Promise.all([browser?.close(), mail?.stop()]);
  });

  it('drafts in chat, edits one, sends on approval, and files a real reply under its label', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
    await saveHarnessMailboxOnScreen(page, mail, 'alice');
    await callAsUser(page, 'POST', '/api/kox/outreach/sender/settings', { send_spacing_seconds: 0 });
    const creatorIds = await importCreators(page, mail);
    const projectId = await seedOutreachProject(page, {
      name: projectName,
      templateName: `Outreach IMAP ${run}`,
      creatorIds,
    });
    projectPath = `/writer/kox/outreach?project=${projectId}`;

    // Drafting in chat.
    await page.goto('/writer/app/store');
    await sendMessage(page, `write invitations to the creators of project ${projectName}, in English`);
    const draftCard = page.getByRole('group', { name: `Invitations for “${projectName}”` });
    await draftCard.getByText('3 invitations written: nothing is sent yet.').waitFor({ timeout: 120_000 });

    // Editing one on the outreach screen.
    await page.goto(projectPath);
    await page.getByRole('heading', { name: projectName, level: 2 }).waitFor();
    await page.getByText(mail.addressOf('alice')).first().waitFor();
    const table = page.getByRole('table', { name: 'Invitation e-mails' });
    await expect.poll(() => table.getByText('Draft', { exact: true }).count(), { timeout: 30_000 }).toBe(3);
    await table
      .locator('tbody tr', { hasText: mail.addressOf('bob') })
      .getByRole('button', { name: /^Edit the e-mail to / })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit e-mail' });
    await edit.getByLabel('Subject').fill(editedSubject);
    await edit.getByLabel('Body').fill(editedBody);
    await edit.getByRole('button', { name: 'Save' }).click();
    await table.getByText(editedSubject).waitFor();

    // Sending by approving the card in chat.
    await page.goto('/writer/app/store');
    await sendMessage(page, `send the invitations of project ${projectName}`);
    const sendCard = page.getByRole('group', { name: `Send 3 invitations of “${projectName}”` });
    await sendCard.getByText(mail.addressOf('alice')).waitFor({ timeout: 60_000 });
    await sendCard.getByRole('button', { name: 'Approve' }).click();
    await sendCard.getByText(/^3 scheduled for /).waitFor({ timeout: 60_000 });

    // In the real IMAP server: each creator's invitation once, the edited one as edited.
    const inboxes = await inboxesWith(mail, CREATORS, 1);
    const bobs = inboxes.get('bob')![0]!;
    expect(bobs.subject).toBe(editedSubject);
    expect(bobs.text?.trim()).toBe(editedBody);
    expect(bobs.from?.value[0]?.address).toBe(mail.addressOf('alice'));
    for (const user of ['carol', 'dave']) {
      const invitation = inboxes.get(user)![0]!;
      expect(invitation.subject).not.toBe(editedSubject);
      expect(invitation.text).toContain('Pegasus Trail 5');
      expect(invitation.to && 'value' in invitation.to ? invitation.to.value[0]?.address : '').toBe(
        mail.addressOf(user),
      );
    }
    await page.goto(projectPath);
    await expect.poll(() => table.getByText('Sent', { exact: true }).count(), { timeout: 60_000 }).toBe(3);

    // Bob writes back through the harness's SMTP; the poller reads alice's INBOX and judges the reply.
    await replyAs(mail, 'bob', bobs, "Hi Alice,\n\nI'm interested, let's talk about the shoe.\n\nBob");
    await page.getByRole('tab', { name: 'Progress' }).click();
    const interested = page.getByRole('list', { name: 'Replied – interested', exact: true });
    const bobButton = interested.getByRole('button', { name: `Open the thread of ${nickname('bob')}` });
    await bobButton.waitFor({ timeout: 120_000 });
    const contacted = page.getByRole('list', { name: 'Contacted', exact: true });
    expect(await contacted.getByRole('button').count()).toBe(2);
    await bobButton.click();
    const thread = page.getByRole('dialog', { name: `Thread with ${nickname('bob')}` });
    await thread.getByText('Label: Replied – interested').waitFor();
    await thread.getByText(/Replied – interested: the reply contains “interested”/).waitFor();
    await thread.getByText(`Reply from ${mail.addressOf('bob')}`).waitFor();
    expect(await thread.getByText('Simulated reply (sample data)').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 600_000);

  it.each(['en', 'zh'] as const)(
    'shows the board after the reply in %s at desktop and phone width',
    async (language) => {
      mkdirSync(SHOTS, { recursive: true });
      for (const viewport of [
        { name: 'desktop', width: 1440, height: 900 },
        { name: 'phone', width: 390, height: 844 },
      ]) {
        const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language, viewport });
        await page.goto(projectPath);
        await page.getByRole('tab', { name: language === 'zh' ? '进展' : 'Progress' }).click();
        const board = page.getByRole('list', {
          name: language === 'zh' ? '按进展标签分组的达人' : 'Creators by progress label',
        });
        await board.getByRole('button', { name: new RegExp(nickname('bob')) }).waitFor({ timeout: 30_000 });
        await savePng(page, path.join(SHOTS, `${language}-${viewport.name}-board.png`), { fullPage: true });
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await board.getByRole('button', { name: new RegExp(nickname('bob')) }).click();
        await page
          .getByRole('dialog')
          .getByText(
            language === 'zh'
              ? /Replied – interested：回复中包含“interested”/
              : /Replied – interested: the reply contains “interested”/,
          )
          .waitFor();
        await savePng(page, path.join(SHOTS, `${language}-${viewport.name}-thread.png`));
        expect(pageErrors).toEqual([]);
        await context.close();
      }
    },
    180_000,
  );

  it('sends a follow-up to exactly the creators who did not reply once the period has passed', async () => {
    const before = await inboxesWith(mail, CREATORS, 1);
    // The template's "Contacted" label follows up after 3 days; the server's clock moves 3 days and an hour on.
    writeFileSync(clockFile, String(3 * DAY_MS + 3_600_000));
    try {
      const after = await inboxesWith(mail, ['carol', 'dave'], 2);
      for (const user of ['carol', 'dave']) {
        const [invitation, followUp] = after.get(user)!;
        expect(followUp!.subject).toBe(`Re: ${invitation!.subject}`);
        expect(followUp!.inReplyTo).toBe(invitation!.messageId);
        expect(followUp!.messageId).not.toBe(invitation!.messageId);
      }
      // The same pass that wrote those two passed over Bob's thread: his INBOX still holds the invitation alone.
      const bob = await inboxMessages(mail, 'bob');
      expect(bob.map((m) => m.messageId)).toEqual(before.get('bob')!.map((m) => m.messageId));
      const { context, page } = await openSignedIn(browser, { baseURL, language: 'en' });
      const list = await callAsUser<{ list: { kind: string; to: string; status: string }[] }>(
        page,
        'GET',
        `${projectPath.replace('/writer/kox/outreach?project=', '/api/kox/outreach/list?project_id=')}&page=1&page_size=50`,
      );
      expect(
        list.list
          .filter((e) => e.kind === 'follow_up')
          .map((e) => [e.to, e.status])
          .sort(),
      ).toEqual([
        [mail.addressOf('carol'), 'sent'],
        [mail.addressOf('dave'), 'sent'],
      ]);
      await context.close();
    } finally {
      writeFileSync(clockFile, '0');
    }
  }, 600_000);
});
