import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';
import { composer, sendMessage } from '../pages/assistant-page.ts';

const baseURL = inject('baseURL');

/**
 * The same `open_screen` call reached by a slash command and by ⌘K (the model's way is in the walk), and the
 * session list: history surviving a reload, rename, delete.
 */
describe('slash command, ⌘K and sessions', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  const toolCards = () =>
    page.getByRole('group').filter({ has: page.getByRole('button', { name: '整页打开' }) });

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, pageErrors } = await openSignedIn(browser, { baseURL }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('starts a session from the start page', async () => {
    await sendMessage(page, 'help');
    await page.waitForURL('**/writer/app/session?session=*');
    // The workspace replaces the start page once its route has loaded; the answer has ended when the stop
    // button gives way to send again.
    await page.getByRole('navigation', { name: '对话列表' }).waitFor();
    await page
      .getByText(/open a screen/i)
      .first()
      .waitFor();
    await page.getByRole('button', { name: '停止生成' }).waitFor({ state: 'detached' });
  });

  it('/open fills the tool form and runs the same call', async () => {
    await composer(page).fill('/');
    const menu = page.getByRole('listbox', { name: '命令' });
    await menu.waitFor();
    await screenshot(page, 'slash-menu-zh');
    await menu.getByRole('option', { name: /\/open/ }).click();
    const search = page.getByPlaceholder('搜索页面…');
    await search.fill('团队成员');
    await screenshot(page, 'slash-open-form-zh');
    await search.press('Enter');
    await page.getByRole('region', { name: '工件面板' }).getByRole('heading', { name: '团队成员' }).waitFor();
    await expect.poll(() => toolCards().count()).toBe(1);
  });

  it('⌘K opens a screen through the same call in the current session', async () => {
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: '命令面板' });
    await palette.waitFor();
    await page.keyboard.type('使用统计');
    await screenshot(page, 'palette-zh');
    await palette
      .getByRole('option', { name: /使用统计/ })
      .first()
      .click();
    await page.waitForURL('**/writer/stats/dashboard');
    await page.getByRole('heading', { name: '使用统计' }).first().waitFor();
  });

  it('keeps the whole conversation after a reload', async () => {
    await page.goto('/writer/app/session');
    await page.reload();
    await expect.poll(() => toolCards().count(), { timeout: 15_000 }).toBe(2);
    // In the order the user acted.
    const thread = await page.getByRole('region', { name: '对话', exact: true }).innerText();
    expect(thread.indexOf('/open 团队成员')).toBeGreaterThan(thread.indexOf('Here is what I can do'));
    await screenshot(page, 'workspace-history-zh');
  });

  it('renames and deletes a session', async () => {
    const list = page.getByRole('navigation', { name: '对话列表' });
    await page
      .getByRole('button', { name: /^重命名/ })
      .first()
      .click();
    const title = page.getByRole('textbox', { name: '对话标题' });
    await title.fill('Team and stats');
    await title.press('Enter');
    await list.getByText('Team and stats').waitFor();
    await page.getByRole('button', { name: '删除Team and stats' }).click();
    await page.getByRole('dialog', { name: '删除这个对话？' }).getByRole('button', { name: '删除' }).click();
    await list.getByText('Team and stats').waitFor({ state: 'detached' });
  });

  it('raised no uncaught page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
