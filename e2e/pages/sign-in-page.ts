import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { E2E_ADMIN } from '../admin.ts';
import { collectPageErrors } from '../browser.ts';

/** Fills the password form of /writer/login, in either language. */
export async function signIn(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel(/^(账号|Account)$/).fill(account);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
}

/**
 * A new browser context signed in as the e2e administrator and landed on the start page; `language` also sets
 * the studio's own locale before the first script runs.
 */
export async function openSignedIn(
  browser: Browser,
  options: BrowserContextOptions & { language?: 'zh' | 'en' },
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const { language, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...contextOptions });
  if (language) await context.addInitScript((lng) => localStorage.setItem('locale', lng), language);
  const page = await context.newPage();
  const pageErrors = collectPageErrors(page);
  await page.goto('/writer/login');
  await signIn(page, E2E_ADMIN.account, E2E_ADMIN.password);
  await page.waitForURL('**/writer/app/store');
  return { context, page, pageErrors };
}
