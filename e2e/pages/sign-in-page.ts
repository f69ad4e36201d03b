import type { Page } from 'playwright-core';

/** Fills the password form of /writer/login, in either language. */
export async function signIn(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel(/^(账号|Account)$/).fill(account);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
}
