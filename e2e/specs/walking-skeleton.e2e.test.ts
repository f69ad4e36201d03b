import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, screenshot } from '../browser.ts';
import { E2E_ADMIN } from '../admin.ts';
import { signIn } from '../pages/sign-in-page.ts';
import { composer, sendMessage } from '../pages/assistant-page.ts';

const baseURL = inject('baseURL');

/**
 * The walk of issue 2: sign-in, the assistant opening a screen from English and Chinese requests, "open as
 * page", ⌘K language switch surviving a reload, sign out, and the guard keeping the previous path.
 */
describe('walking skeleton', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    page = await context.newPage();
    pageErrors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends a signed-out visitor from / to the sign-in screen', async () => {
    await page.goto('/');
    await page.waitForURL('**/writer/login**');
    await page.getByRole('button', { name: '登录' }).waitFor();
    await screenshot(page, 'sign-in-zh');
  });

  it('rejects a wrong password with a message', async () => {
    await signIn(page, E2E_ADMIN.account, 'not-the-password');
    await page
      .getByRole('alert')
      .filter({ hasText: /账号或密码|password/i })
      .waitFor();
    expect(page.url()).toContain('/writer/login');
  });

  it('signs in and lands on the start page', async () => {
    await signIn(page, E2E_ADMIN.account, E2E_ADMIN.password);
    await page.waitForURL('**/writer/app/store');
    await composer(page).waitFor();
    await screenshot(page, 'start-page-zh');
  });

  it('opens the KOX list as an artifact from an English request', async () => {
    await sendMessage(page, 'open KOX list');
    await page.waitForURL('**/writer/app/session?session=*');
    const card = page.getByRole('group').filter({ has: page.getByRole('button', { name: '整页打开' }) });
    await card.first().waitFor();
    const panel = page.getByRole('region', { name: '工件面板' });
    await panel.getByRole('heading', { name: /KOX 列表|达人列表/ }).waitFor();
    await screenshot(page, 'workspace-artifact-zh');
  });

  it('understands the Chinese request too', async () => {
    await sendMessage(page, '打开达人列表');
    const cards = page.getByRole('group').filter({ has: page.getByRole('button', { name: '整页打开' }) });
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
  });

  it('"open as page" navigates to the screen route with the assistant docked', async () => {
    const cards = page.getByRole('group').filter({ has: page.getByRole('button', { name: '整页打开' }) });
    await cards.last().getByRole('button', { name: '整页打开' }).click();
    await page.waitForURL('**/writer/kox/list');
    await page.getByRole('complementary', { name: '助手' }).waitFor();
    await screenshot(page, 'kox-list-page-zh');
  });

  it('switches to English from ⌘K and keeps it after a reload', async () => {
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: '命令面板' });
    await palette.waitFor();
    await page.keyboard.type('English');
    await palette.getByRole('option', { name: /Switch to English|切换到英文/ }).click();
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await screenshot(page, 'kox-list-page-en');
  });

  it('shows the workspace in English', async () => {
    await page.goto('/writer/app/session');
    await page
      .getByRole('textbox', { name: 'Message to the assistant' })
      .or(composer(page))
      .first()
      .waitFor();
    await screenshot(page, 'workspace-en');
  });

  it('signs out back to the sign-in screen', async () => {
    await page.keyboard.press('Control+k');
    await page.getByRole('option', { name: 'Sign out' }).click();
    await page.waitForURL('**/writer/login**');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'sign-in-en');
  });

  it('sends a protected URL to sign-in with the previous path', async () => {
    await page.goto('/writer/kox/list');
    await page.waitForURL('**/writer/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/writer/kox/list');
  });

  it('raised no uncaught page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
