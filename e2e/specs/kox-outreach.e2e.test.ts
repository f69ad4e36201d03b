import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { blockingViolations } from '../axe.ts';
import { launchBrowser, savePng } from '../browser.ts';
import { callAsUser } from '../pages/api.ts';
import { creatorsWithEmail, seedOutreachProject } from '../pages/outreach-seed.ts';
import { sendMessage } from '../pages/assistant-page.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const SHOTS = '/tmp/shots/kox-outreach';
const suffix = Date.now().toString(36);
const projectName = `Trail outreach ${suffix}`;
let projectPath = '';

/** The sandbox mailbox (no spacing between sends), a template, and a project with three creators. */
async function seed(page: Page): Promise<string> {
  await callAsUser(page, 'POST', '/api/kox/mailbox/save', { kind: 'sandbox', sender_name: 'E2E Outreach' });
  await callAsUser(page, 'POST', '/api/kox/outreach/sender/settings', { send_spacing_seconds: 0 });
  return seedOutreachProject(page, {
    name: projectName,
    templateName: `Outreach ${suffix}`,
    creatorIds: creatorsWithEmail(3, 500),
  });
}

/**
 * E-mail invitations through the sandbox mailbox: written, one edited, sent with approval, a simulated reply,
 * and the creator under the label its reply earned; then the screen in both languages at desktop and phone width.
 */
describe('KOX e-mail invitations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // The admin's mailbox is shared with the mailbox spec of this lane, which starts from none.
    const { context, page } = await openSignedIn(browser, { baseURL, language: 'en' });
    await callAsUser(page, 'POST', '/api/kox/mailbox/delete', {});
    await context.close();
    await browser.close();
  });

  it('writes, edits and sends invitations, then files a simulated reply under its label', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
    const projectId = await seed(page);
    projectPath = `/writer/kox/outreach?project=${projectId}`;
    await page.goto(projectPath);
    await page.getByRole('heading', { name: projectName, level: 2 }).waitFor();
    await page.getByText('Sandbox (mail stays on this machine)').waitFor();

    await page.getByRole('button', { name: 'Write invitations' }).click();
    await page.getByText('Invitations written').waitFor({ timeout: 60_000 });
    const table = page.getByRole('table', { name: 'Invitation e-mails' });
    await expect.poll(() => table.getByText('Draft', { exact: true }).count(), { timeout: 30_000 }).toBe(3);

    await table
      .getByRole('button', { name: /^Edit the e-mail to / })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit e-mail' });
    await edit.getByLabel('Subject').fill(`Invitation ${suffix}: the Pegasus Trail 5`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await table.getByText(`Invitation ${suffix}: the Pegasus Trail 5`).waitFor();

    // "Write them in Chinese instead": the two no one edited are written again; the edited one stays.
    await page.getByLabel('Language of the invitations').selectOption('zh');
    await page
      .getByRole('checkbox', { name: 'Also rewrite unsent invitations (edited ones are kept)' })
      .check();
    await page.getByRole('button', { name: 'Write invitations' }).click();
    await page.getByText('2 invitations are written again.').waitFor();
    await page
      .getByText('1 invitations stay as they are: sent, on their way or edited by a person.')
      .waitFor();
    const written = async () => {
      const { list } = await callAsUser<{ list: { status: string; language: string; subject: string }[] }>(
        page,
        'GET',
        `/api/kox/outreach/list?project_id=${projectId}&page_size=10`,
      );
      return list
        .map((e) => `${e.status} ${e.language} ${e.subject.startsWith('Invitation ') ? 'edited' : ''}`)
        .sort();
    };
    await expect.poll(written, { timeout: 60_000 }).toEqual(['draft en edited', 'draft zh ', 'draft zh ']);
    // Without the toasts: their colours are the toaster's, checked by the accessibility spec.
    await page.reload();
    await table.getByText(`Invitation ${suffix}: the Pegasus Trail 5`).waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    await table.getByRole('checkbox', { name: /Select all rows/ }).check();
    await page
      .getByRole('region', { name: 'Actions for the selected rows' })
      .getByRole('button', { name: 'Send', exact: true })
      .click();
    const send = page.getByRole('dialog', { name: 'Send 3 e-mails' });
    await send.getByText(/^From .+@/).waitFor();
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => table.getByText('Sent', { exact: true }).count(), { timeout: 90_000 }).toBe(3);

    await page.getByRole('tab', { name: 'Progress' }).click();
    const contacted = page.getByRole('list', { name: 'Contacted', exact: true });
    await contacted.getByRole('button').first().waitFor({ timeout: 30_000 });
    await contacted.getByRole('button').first().click();
    const thread = page.getByRole('dialog', { name: /^Thread with / });
    await thread.getByText('Simulate a creator reply').waitFor();
    await thread.getByLabel('Kind of reply').selectOption('interested');
    await thread.getByRole('button', { name: 'Simulate' }).click();
    await thread.getByText('Label: Replied – interested').waitFor({ timeout: 60_000 });
    await thread.getByText('Simulated reply (sample data)').waitFor();
    await thread.getByText('Rules', { exact: true }).waitFor();
    await savePng(page, path.join(SHOTS, 'en-desktop-thread.png'));
    await page.keyboard.press('Escape');
    await page.getByRole('list', { name: 'Replied – interested' }).getByRole('button').first().waitFor({
      timeout: 30_000,
    });

    // "Follow up now": the two who have not replied get their first follow-up without waiting for the days.
    await page.getByRole('button', { name: 'Follow up now' }).click();
    const followUp = page.getByRole('dialog', { name: 'Follow up now' });
    await followUp.getByText('Creators who get a follow-up now: 2.').waitFor();
    await followUp.getByText('Replied (or the invitation bounced): 1').waitFor();
    await followUp.getByRole('button', { name: 'Send follow-ups (2)' }).click();
    const followUps = async () => {
      const { list } = await callAsUser<{ list: { kind: string; status: string }[] }>(
        page,
        'GET',
        `/api/kox/outreach/list?project_id=${projectId}&page_size=10`,
      );
      return list.filter((e) => e.kind === 'follow_up').map((e) => e.status);
    };
    await expect.poll(followUps, { timeout: 90_000 }).toEqual(['sent', 'sent']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(['en', 'zh'] as const)(
    'stops invitations scheduled for tomorrow from chat (%s)',
    async (language) => {
      const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language });
      const name = `Held ${language} ${suffix}`;
      const projectId = await seedOutreachProject(page, {
        name,
        templateName: `Held ${language} ${suffix}`,
        creatorIds: creatorsWithEmail(2, language === 'en' ? 520 : 540),
      });
      const { batch } = await callAsUser<{ batch: { batch_id: string } }>(
        page,
        'POST',
        '/api/kox/outreach/draft',
        {
          project_id: projectId,
          language,
        },
      );
      const statuses = async () => {
        const { list } = await callAsUser<{ list: { status: string }[] }>(
          page,
          'GET',
          `/api/kox/outreach/list?project_id=${projectId}&page_size=10`,
        );
        return list.map((e) => e.status).join(' ');
      };
      await expect.poll(statuses, { timeout: 60_000 }).toBe('draft draft');
      await callAsUser(page, 'POST', '/api/kox/outreach/schedule', {
        batch_id: batch.batch_id,
        mode: 'scheduled',
        scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
      });
      expect(await statuses()).toBe('scheduled scheduled');

      await sendMessage(
        page,
        language === 'zh'
          ? `取消${name}项目定时发送的邀约`
          : `cancel the scheduled invitations of project ${name}`,
      );
      const card = page.getByRole('group', {
        name: language === 'zh' ? `已停止发送「${name}」的邮件` : `Sending stopped for “${name}”`,
      });
      await card
        .getByText(
          language === 'zh'
            ? '2 封待发送的邮件已退回草稿，不会发出。'
            : '2 e-mails that waited to be sent are drafts again: nothing of them is sent.',
        )
        .waitFor({ timeout: 60_000 });
      expect(await statuses()).toBe('draft draft');
      await savePng(page, path.join(SHOTS, `${language}-desktop-stopped-in-chat.png`));
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it('follows up from chat, after approval, with the creators who have not replied (zh)', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'zh' });
    // Two invitations go out at once instead of 30 s apart.
    await callAsUser(page, 'POST', '/api/kox/outreach/sender/settings', { send_spacing_seconds: 0 });
    const name = `Nudge zh ${suffix}`;
    const projectId = await seedOutreachProject(page, {
      name,
      templateName: `Nudge ${suffix}`,
      creatorIds: creatorsWithEmail(2, 560),
    });
    const { batch } = await callAsUser<{ batch: { batch_id: string } }>(
      page,
      'POST',
      '/api/kox/outreach/draft',
      { project_id: projectId, language: 'zh' },
    );
    const emails = async () => {
      const { list } = await callAsUser<{ list: { kind: string; status: string }[] }>(
        page,
        'GET',
        `/api/kox/outreach/list?project_id=${projectId}&page_size=10`,
      );
      return list.map((e) => `${e.kind} ${e.status}`).sort();
    };
    await expect.poll(emails, { timeout: 60_000 }).toEqual(['invitation draft', 'invitation draft']);
    await callAsUser(page, 'POST', '/api/kox/outreach/schedule', { batch_id: batch.batch_id, mode: 'now' });
    await expect.poll(emails, { timeout: 60_000 }).toEqual(['invitation sent', 'invitation sent']);

    await sendMessage(page, `催一下${name}项目没回复的达人`);
    const card = page.getByRole('group', { name: `跟进「${name}」的 2 位达人` });
    await card.getByRole('button', { name: '确认' }).click({ timeout: 60_000 });
    await card.getByText('正在撰写 2 封跟进邮件，写好后发出。').waitFor({ timeout: 60_000 });
    await expect
      .poll(emails, { timeout: 90_000 })
      .toEqual(['follow_up sent', 'follow_up sent', 'invitation sent', 'invitation sent']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(['en', 'zh'] as const)('reads well in %s at desktop and phone width', async (language) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const viewport of [
      { name: 'desktop', width: 1440, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language, viewport });
      await page.goto(projectPath);
      const table = page.getByRole('table', { name: language === 'zh' ? '邀约邮件' : 'Invitation e-mails' });
      await table.locator('tbody tr').first().waitFor();
      await savePng(page, path.join(SHOTS, `${language}-${viewport.name}.png`), { fullPage: true });
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.getByRole('tab', { name: language === 'zh' ? '进展' : 'Progress' }).click();
      await page
        .getByRole('list', {
          name: language === 'zh' ? '按进展标签分组的达人' : 'Creators by progress label',
        })
        .waitFor();
      await savePng(page, path.join(SHOTS, `${language}-${viewport.name}-progress.png`), { fullPage: true });
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });
});
