import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { blockingViolations, structureProblems } from '../axe.ts';
import { launchBrowser, screenshot } from '../browser.ts';
import { callAsUser } from '../pages/api.ts';
import { composer, sendMessage } from '../pages/assistant-page.ts';
import { openSignedIn, signIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');

/** The words each step looks for, in the studio's two languages. */
const WORDS = {
  zh: {
    locale: 'zh-CN',
    conversations: '对话列表',
    send: '发送',
    commands: '命令',
    searchScreens: '搜索页面…',
    teamMembers: '团队成员',
    panel: '工件面板',
    palette: '命令面板',
    dashboards: '数据看板',
    newDashboard: '新建看板',
    customMode: '自定义模式',
    next: '下一步',
    dataView: '数据视图',
    share: '分享',
    shareTitle: '分享报告',
    custom: '自定义提取码',
    customCode: '你的提取码',
    createLink: '生成链接',
    shareLink: '分享链接',
    extractionCode: '提取码',
    openReport: '打开报告',
    wrongCode: '提取码错误，请检查后重试。',
    signIn: '登录',
  },
  en: {
    locale: 'en-US',
    conversations: 'Conversations',
    send: 'Send',
    commands: 'Commands',
    searchScreens: 'Search screens…',
    teamMembers: 'Team members',
    panel: 'Artifact panel',
    palette: 'Command palette',
    dashboards: 'Dashboards',
    newDashboard: 'New dashboard',
    customMode: 'Custom mode',
    next: 'Next step',
    dataView: 'Data view',
    share: 'Share',
    shareTitle: 'Share report',
    custom: 'Set my own code',
    customCode: 'Your extraction code',
    createLink: 'Create link',
    shareLink: 'Share link',
    extractionCode: 'Extraction code',
    openReport: 'Open report',
    wrongCode: 'Wrong code. Check the extraction code and try again.',
    signIn: 'Sign in',
  },
} as const;

type Language = keyof typeof WORDS;

async function expectAccessible(page: Page, state: string): Promise<void> {
  await screenshot(page, `a11y-${state}`);
  const found = await blockingViolations(page);
  expect
    .soft(found, `${state}: ${found.length} critical or serious axe violations\n\n${found.join('\n\n')}`)
    .toEqual([]);
  const structure = await structureProblems(page);
  expect.soft(structure, `${state}: headings, landmarks or skip link\n${structure.join('\n')}`).toEqual([]);
}

/** A small dashboard made through the API, ready before the screens that show it are checked. */
async function readyDashboard(page: Page, name: string): Promise<string> {
  const created = await callAsUser<{ dashboard_id: string }>(page, 'POST', '/api/dashboard/add', {
    name,
    media: ['youtube'],
    mode: 'smart',
    subjects: [{ name: 'Nike', keywords: 'nike running' }],
    components: ['db_overview', 'db_video_trend_analysis', 'db_top5_videos_by_views', 'db_video_data'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const { status } = await callAsUser<{ status: string }>(
      page,
      'GET',
      `/api/dashboard/detail?dashboard_id=${created.dashboard_id}`,
    );
    if (status === 'ready') break;
    if (status === 'failed' || Date.now() > deadline) throw new Error(`Dashboard ${name} is ${status}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  return created.dashboard_id;
}

/**
 * axe-core on every screen state, in both languages: a critical or serious violation fails the state and names
 * the rule, the elements and the fix.
 */
describe.each(['zh', 'en'] as const)('accessibility (%s)', (language: Language) => {
  const w = WORDS[language];
  let browser: Browser;
  let page: Page;
  let dashboardId = '';
  let shareUrl = '';
  const code = `Axe${language}2026`;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openSignedIn(browser, { baseURL, locale: w.locale, language }));
    dashboardId = await readyDashboard(page, `a11y ${language}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sign-in, and its failed state', async () => {
    const visitor = await browser.newContext({ baseURL, locale: w.locale });
    await visitor.addInitScript((lng) => localStorage.setItem('locale', lng), language);
    const signInPage = await visitor.newPage();
    await signInPage.goto('/writer/login');
    await signInPage.getByRole('button', { name: w.signIn, exact: true }).waitFor();
    await expectAccessible(signInPage, `sign-in-${language}`);
    await signIn(signInPage, 'nobody', 'wrong-password');
    await signInPage.locator('[aria-invalid="true"]').first().waitFor();
    await expectAccessible(signInPage, `sign-in-failed-${language}`);
    await visitor.close();
  });

  it('start page', async () => {
    await page.goto('/writer/app/store');
    await composer(page).waitFor();
    await expectAccessible(page, `start-${language}`);
  });

  it('toasts of each kind, as the toaster colours them', async () => {
    // The toaster's own markup, written here: raising each kind from the studio would take four different
    // outcomes. Sonner's rules are in the page once its module is (the first screen loads it).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('style')].some((s) => s.textContent?.includes('data-sonner-toaster')),
    );
    await page.evaluate(() => {
      const toaster = document.createElement('ol');
      toaster.id = 'toast-kinds';
      for (const [name, value] of Object.entries({
        'data-sonner-toaster': '',
        'data-sonner-theme': 'light',
        'data-x-position': 'center',
        'data-y-position': 'top',
      }))
        toaster.setAttribute(name, value);
      for (const type of ['success', 'info', 'warning', 'error']) {
        const toast = document.createElement('li');
        for (const [name, value] of Object.entries({
          'data-sonner-toast': '',
          'data-styled': 'true',
          'data-mounted': 'true',
          'data-visible': 'true',
          'data-front': 'true',
          'data-rich-colors': 'true',
          'data-type': type,
        }))
          toast.setAttribute(name, value);
        // Stacked one below the other instead of over each other, so each is measured on its own background.
        toast.style.cssText = 'position: static; margin-bottom: 8px;';
        toast.textContent = `A ${type} message`;
        toaster.append(toast);
      }
      // In the flow of the page at the toaster's width, instead of fixed over it with the toaster's own offsets.
      toaster.style.cssText = 'position: static; transform: none; --width: 356px; margin: 16px;';
      document.body.prepend(toaster);
    });
    await screenshot(page, `a11y-toasts-${language}`);
    const found = await blockingViolations(page);
    await page.evaluate(() => document.getElementById('toast-kinds')?.remove());
    expect(found).toEqual([]);
  });

  it('slash menu, slash form, then the workspace with a tool card and the artifact panel', async () => {
    await sendMessage(page, 'help');
    await page.waitForURL('**/writer/app/session?session=*');
    await page.getByRole('navigation', { name: w.conversations }).waitFor();
    // The answer (in the language of the question) has ended when the send button is back in place of stop.
    await page.getByText('Here is what I can do').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: w.send, exact: true }).waitFor({ timeout: 30_000 });

    await composer(page).fill('/');
    const menu = page.getByRole('listbox', { name: w.commands });
    await menu.waitFor();
    await expectAccessible(page, `slash-menu-${language}`);

    await menu.getByRole('option', { name: /\/open/ }).click();
    const search = page.getByPlaceholder(w.searchScreens);
    await search.waitFor();
    await expectAccessible(page, `slash-form-${language}`);

    await search.fill(w.teamMembers);
    await search.press('Enter');
    const panel = page.getByRole('region', { name: w.panel });
    await panel.getByRole('heading', { name: w.teamMembers }).waitFor();
    await page.getByRole('button', { name: w.send, exact: true }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, `workspace-artifact-${language}`);
  });

  it('⌘K palette', async () => {
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: w.palette }).waitFor();
    await expectAccessible(page, `palette-${language}`);
    await page.keyboard.press('Escape');
  });

  it('dashboards list', async () => {
    await page.goto('/writer/app/report');
    await page.getByRole('heading', { name: w.dashboards, level: 1 }).waitFor();
    await page.getByRole('heading', { name: `a11y ${language}` }).waitFor();
    await expectAccessible(page, `dashboard-list-${language}`);
  });

  it('dashboard builder in each mode, and with failed fields', async () => {
    await page.getByRole('button', { name: w.newDashboard }).first().click();
    await page.waitForURL('**/writer/app/report?*view=new*');
    await page.getByRole('heading', { name: w.newDashboard, level: 1 }).waitFor();
    await expectAccessible(page, `builder-smart-${language}`);
    await page.getByText(w.customMode, { exact: true }).click();
    await expect.poll(() => page.url()).toContain('custom');
    expect(await page.getByRole('radio', { name: w.customMode }).isChecked()).toBe(true);
    await expectAccessible(page, `builder-custom-${language}`);
    await page.getByRole('button', { name: w.next }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await expectAccessible(page, `builder-failed-${language}`);
  });

  it('dashboard detail: charts and the data view', async () => {
    await page.goto(`/writer/app/report?dashboard_id=${dashboardId}`);
    await page.getByRole('heading', { name: `a11y ${language}`, level: 1 }).waitFor();
    await expect.poll(() => page.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await expectAccessible(page, `detail-charts-${language}`);
    await page.getByRole('button', { name: w.dataView }).click();
    await page.getByRole('table').first().waitFor();
    await expectAccessible(page, `detail-data-${language}`);
  });

  it('share dialog, before and after a link is made', async () => {
    await page.getByRole('button', { name: w.share, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: w.shareTitle });
    await dialog.waitFor();
    await expectAccessible(page, `share-dialog-${language}`);
    await dialog.getByText(w.custom).click();
    await dialog.getByLabel(w.customCode).fill(code);
    await dialog.getByRole('button', { name: w.createLink }).click();
    const link = dialog.getByLabel(w.shareLink, { exact: true });
    await link.waitFor();
    shareUrl = await link.inputValue();
    await expectAccessible(page, `share-dialog-created-${language}`);
    await page.keyboard.press('Escape');
  });

  it('shared report: code entry, wrong code, open', async () => {
    const visitor = await browser.newContext({ locale: w.locale, viewport: { width: 1280, height: 900 } });
    await visitor.addInitScript((lng) => localStorage.setItem('locale', lng), language);
    const shared = await visitor.newPage();
    await shared.goto(shareUrl);
    const field = shared.getByLabel(w.extractionCode);
    await field.waitFor();
    await expectAccessible(shared, `share-code-${language}`);
    await field.fill('Wrong0000');
    await shared.getByRole('button', { name: w.openReport }).click();
    await shared.getByText(w.wrongCode).waitFor();
    await expectAccessible(shared, `share-wrong-code-${language}`);
    await field.fill(code);
    await shared.getByRole('button', { name: w.openReport }).click();
    await expect.poll(() => shared.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await expectAccessible(shared, `share-open-${language}`);
    await visitor.close();
  });
});
