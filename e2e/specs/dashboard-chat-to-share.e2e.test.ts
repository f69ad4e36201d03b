import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, screenshot } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';
import { sendMessage } from '../pages/assistant-page.ts';
import { callAsUser } from '../pages/api.ts';

const baseURL = inject('baseURL');
const clockFile = inject('clockFile');

/** The API's idea of the top post, to hold the assistant's answer against. */
interface PostRow {
  title: string;
  views: number;
}

/**
 * The walk of issue 3, in English: a dashboard asked for in chat collects and analyses with live progress and
 * opens as an artifact with charts; a question is answered from the data; sharing needs the user's approval and
 * the link opens without sign-in only with the right code, and the assistant then says where it stands; a link past
 * its validity days (the server's clock moved on) and a revoked one show the expiry page.
 */
describe('dashboard: from chat to shared link', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let dashboardId = '';
  let shareUrl = '';
  let shareCode = '';

  const thread = () => page.getByRole('region', { name: 'Conversation', exact: true });
  const panel = () => page.getByRole('region', { name: 'Artifact panel' });
  const lastCard = (title: RegExp): Locator => thread().getByRole('group').filter({ hasText: title }).last();
  const answerEnded = () =>
    page.getByRole('button', { name: 'Stop generating' }).waitFor({ state: 'detached', timeout: 30_000 });

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, pageErrors } = await openSignedIn(browser, { baseURL, locale: 'en-US', language: 'en' }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('asks for a dashboard; the card shows progress, then the dashboard opens with charts', async () => {
    await sendMessage(page, 'track Asics and Saucony running shoes on YouTube in the US, weekly');
    await page.waitForURL('**/writer/app/session?session=*');
    await page.getByRole('navigation', { name: 'Conversations' }).waitFor();
    const card = lastCard(/Dashboard:/);
    await card.waitFor({ timeout: 30_000 });
    await screenshot(page, 'dashboard-card-progress-en');

    await panel().getByRole('img').first().waitFor({ timeout: 90_000 });
    await card.getByText('Ready').waitFor();
    const dashboards = await callAsUser<{ list: { dashboard_id: string; name: string }[] }>(
      page,
      'GET',
      '/api/dashboard/list',
    );
    dashboardId = dashboards.list[0]?.dashboard_id ?? '';
    expect(dashboards.list[0]?.name).toMatch(/asics/i);
    await panel().getByRole('heading', { name: dashboards.list[0]?.name }).first().waitFor();
    // The charts draw on canvases once echarts has loaded.
    await expect.poll(() => panel().locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(2);
    await answerEnded();
    await screenshot(page, 'dashboard-artifact-en');
  });

  it('answers "which video has the most views?" with a table card holding the true answer', async () => {
    await sendMessage(page, 'which video has the most views?');
    const card = lastCard(/Top posts/);
    const table = card.getByRole('table');
    await table.waitFor({ timeout: 30_000 });
    await answerEnded();
    const [top] = await callAsUser<PostRow[]>(
      page,
      'GET',
      `/api/dashboard/posts?dashboard_id=${dashboardId}&sort=views&limit=1`,
    );
    expect(top).toBeDefined();
    const firstRow = table.getByRole('row').nth(1);
    await expect.poll(() => firstRow.innerText()).toContain(top!.title);
    expect(await firstRow.innerText()).toContain(top!.views.toLocaleString('en-US'));
    // The closing sentence names the same video.
    await thread().getByText(top!.title, { exact: false }).last().waitFor();
    await screenshot(page, 'dashboard-query-table-en');
  });

  it('renames the open dashboard and sets it weekly when asked; the panel shows the new name', async () => {
    await sendMessage(page, 'rename this dashboard to “Asics vs Saucony 2027” and make it update weekly');
    const card = lastCard(/Asics vs Saucony 2027/);
    await card.getByRole('button', { name: 'Open the dashboard' }).waitFor({ timeout: 30_000 });
    await answerEnded();
    await panel().getByRole('heading', { name: 'Asics vs Saucony 2027' }).first().waitFor();
    await panel().getByText('Weekly', { exact: true }).waitFor();
    const detail = await callAsUser<{ name: string; frequency: string; next_refresh_at: string | null }>(
      page,
      'GET',
      `/api/dashboard/detail?dashboard_id=${dashboardId}`,
    );
    expect(detail).toMatchObject({ name: 'Asics vs Saucony 2027', frequency: 'weekly' });
    expect(detail.next_refresh_at).not.toBeNull();
    await screenshot(page, 'dashboard-renamed-en');
  });

  it('shares the report only after approval, then shows the link and the code', async () => {
    await sendMessage(page, 'share this report for 7 days');
    const card = lastCard(/Share/);
    await card.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 30_000 });
    await answerEnded();
    const before = await callAsUser<unknown[]>(
      page,
      'GET',
      `/api/project/share/list?dashboard_id=${dashboardId}`,
    );
    expect(before).toHaveLength(0);
    await screenshot(page, 'dashboard-share-approval-en');

    await card.getByRole('button', { name: 'Approve' }).click();
    // The card shows two values: the link, then the one-time code.
    const values = card.locator('code');
    await values.nth(1).waitFor();
    shareUrl = (await values.nth(0).innerText()).trim();
    shareCode = (await values.nth(1).innerText()).trim();
    expect(shareUrl).toContain('/writer/reportShare?link=');
    expect(shareCode).toMatch(/^[A-Za-z0-9]{6,}$/);
    await card.getByRole('button', { name: 'Copy link' }).waitFor();
    await card.getByRole('button', { name: 'Copy code' }).waitFor();
    const after = await callAsUser<unknown[]>(
      page,
      'GET',
      `/api/project/share/list?dashboard_id=${dashboardId}`,
    );
    expect(after).toHaveLength(1);
    await screenshot(page, 'dashboard-share-approved-en');
  });

  it('opens the link in a fresh context: a wrong code is rejected, the right one shows the report', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await visitor.addInitScript(() => localStorage.setItem('locale', 'en'));
    const shared = await visitor.newPage();
    const visitorErrors = collectPageErrors(shared);
    await shared.goto(shareUrl);
    const code = shared.getByLabel('Extraction code');
    await code.fill('Wrong0000');
    await shared.getByRole('button', { name: 'Open report' }).click();
    await shared.getByText('Wrong code. Check the extraction code and try again.').waitFor();
    await screenshot(shared, 'report-share-wrong-code-en');

    await code.fill(shareCode);
    await shared.getByRole('button', { name: 'Open report' }).click();
    await expect.poll(() => shared.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(2);
    expect(shared.url()).not.toContain('/login');
    await screenshot(shared, 'report-share-open-en');
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  });

  it('says where the link stands when asked, and opens the sharing dialog from its card', async () => {
    await sendMessage(page, 'is the share link still valid?');
    const card = lastCard(/Share links of/);
    await card.getByRole('button', { name: 'Manage sharing' }).waitFor({ timeout: 30_000 });
    await answerEnded();
    // The visitor above opened it once and tried one wrong code.
    const link = card.getByRole('listitem');
    await expect.poll(() => link.innerText()).toMatch(/Active[\s\S]*1 view[\s\S]*1 wrong code/);
    await thread()
      .getByText(/has 1 active share link, expiring .*, opened once/)
      .waitFor();
    await screenshot(page, 'dashboard-share-links-en');

    await card.getByRole('button', { name: 'Manage sharing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share report' });
    await dialog
      .getByRole('list', { name: 'Existing links' })
      .getByRole('button', { name: 'Revoke' })
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  async function openAsVisitor(): Promise<{ visitor: BrowserContext; shared: Page }> {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await visitor.addInitScript(() => localStorage.setItem('locale', 'en'));
    const shared = await visitor.newPage();
    await shared.goto(shareUrl);
    await shared.getByLabel('Extraction code').fill(shareCode);
    await shared.getByRole('button', { name: 'Open report' }).click();
    return { visitor, shared };
  }

  it('a link past its validity days shows the expiry page', async () => {
    // The server's clock moves 8 days on; the link was made for 7.
    writeFileSync(clockFile, String(8 * 24 * 60 * 60 * 1000));
    try {
      await new Promise((r) => setTimeout(r, 300));
      const { visitor, shared } = await openAsVisitor();
      await shared.getByRole('heading', { name: 'This share link has expired or was revoked' }).waitFor();
      await screenshot(shared, 'report-share-expired-en');
      await visitor.close();
    } finally {
      writeFileSync(clockFile, '0');
      await new Promise((r) => setTimeout(r, 300));
    }
  });

  it('a revoked link shows the same page at once', async () => {
    const links = await callAsUser<{ share_id: string }[]>(
      page,
      'GET',
      `/api/project/share/list?dashboard_id=${dashboardId}`,
    );
    await callAsUser(page, 'POST', '/api/project/share/revoke', { share_id: links[0]!.share_id });
    const { visitor, shared } = await openAsVisitor();
    await shared.getByRole('heading', { name: 'This share link has expired or was revoked' }).waitFor();
    await visitor.close();
  });

  it('raised no uncaught page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
