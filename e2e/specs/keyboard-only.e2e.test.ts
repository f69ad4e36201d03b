import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN } from '../admin.ts';
import { collectPageErrors, launchBrowser, screenshot } from '../browser.ts';
import { callAsUser } from '../pages/api.ts';

const baseURL = inject('baseURL');

/** What has focus, as a person would name it: role, accessible name or text, and heading level. */
async function focused(page: Page): Promise<{ tag: string; role: string; label: string; text: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      role: el?.getAttribute('role') ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      text: (el?.textContent ?? '').trim(),
    };
  });
}

const isComposer = (f: { role: string; label: string }) =>
  f.role === 'combobox' && f.label === 'Message to the assistant';

/** Presses Tab until `wanted` holds for the focused element; fails after `max` presses. */
async function tabTo(
  page: Page,
  wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  max = 60,
): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (wanted(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the element; focus is on ${JSON.stringify(await focused(page))}`);
}

/** Waits until the focused element is the page's h1 with this text. */
async function expectHeadingFocused(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(async () => {
      const f = await focused(page);
      return f.tag === 'h1' && (typeof text === 'string' ? f.text === text : text.test(f.text));
    })
    .toBe(true);
}

/**
 * The walk of a keyboard-only user, in English: sign-in, a first message, a slash form, the palette, a
 * dashboard and its share dialog, sign-out. Every close gives focus back to what opened it; every new page
 * starts on its heading.
 */
describe('keyboard only', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL,
      locale: 'en-US',
      viewport: { width: 1440, height: 900 },
    });
    await context.addInitScript(() => localStorage.setItem('locale', 'en'));
    page = await context.newPage();
    pageErrors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in with the keyboard and lands on the start page heading', async () => {
    await page.goto('/writer/login');
    await page.getByLabel('Account').waitFor();
    expect((await focused(page)).tag).toBe('input');
    await page.keyboard.type(E2E_ADMIN.account);
    await page.keyboard.press('Tab');
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/writer/app/store');
    await expectHeadingFocused(page, /./);
  });

  it('the skip link is the first stop of Tab and jumps to the main content', async () => {
    // Backwards from the heading: the skip link comes, and nothing of the page before it.
    for (let i = 0; i < 40 && (await focused(page)).text !== 'Skip to content'; i++)
      await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to content' });
    await screenshot(page, 'keyboard-skip-link-en');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).tag).toBe('body');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect((await focused(page)).tag).toBe('main');
  });

  it('the first message opens the workspace with focus on its heading', async () => {
    await tabTo(page, isComposer);
    await screenshot(page, 'keyboard-composer-focus-en');
    await page.keyboard.type('help');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/writer/app/session?session=*');
    await expectHeadingFocused(page, /New chat|help/i);
    await page
      .getByRole('button', { name: 'Stop generating' })
      .waitFor({ state: 'detached', timeout: 30_000 });
  });

  it('a slash form closed with Escape gives focus back to the composer', async () => {
    await tabTo(page, isComposer);
    await page.keyboard.type('/open');
    await page.getByRole('listbox', { name: 'Commands' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByPlaceholder('Search screens…').waitFor();
    expect((await focused(page)).tag).toBe('input');
    await screenshot(page, 'keyboard-slash-form-en');
    await page.keyboard.press('Escape');
    await page.getByPlaceholder('Search screens…').waitFor({ state: 'detached' });
    expect(isComposer(await focused(page))).toBe(true);
  });

  it('the palette closed with Escape gives focus back to the composer', async () => {
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await screenshot(page, 'keyboard-palette-en');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor({ state: 'detached' });
    await expect.poll(async () => isComposer(await focused(page))).toBe(true);
  });

  it('opens a dashboard from the palette with focus on its heading; the share dialog returns focus', async () => {
    const { dashboard_id } = await callAsUser<{ dashboard_id: string }>(page, 'POST', '/api/dashboard/add', {
      name: 'Keyboard walk',
      media: ['youtube'],
      mode: 'smart',
      subjects: [{ name: 'Nike', keywords: 'nike running' }],
      components: ['db_overview', 'db_video_data'],
    });
    const status = async () =>
      (
        await callAsUser<{ status: string }>(
          page,
          'GET',
          `/api/dashboard/detail?dashboard_id=${dashboard_id}`,
        )
      ).status;
    await expect.poll(status, { timeout: 90_000, interval: 1000 }).toBe('ready');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.type('Keyboard walk');
    await page.getByRole('option', { name: /Keyboard walk/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/writer/app/report?*dashboard_id=*');
    await expectHeadingFocused(page, 'Keyboard walk');
    await screenshot(page, 'keyboard-dashboard-heading-en');

    await tabTo(page, (f) => f.tag === 'button' && f.text === 'Share');
    await screenshot(page, 'keyboard-share-button-focus-en');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share report' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).text).toBe('Share');
  });

  it('signs out from the palette and lands on the sign-in heading', async () => {
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.type('Sign out');
    await page.getByRole('option', { name: 'Sign out' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login**');
    await expectHeadingFocused(page, /./);
  });

  it('raised no uncaught page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
