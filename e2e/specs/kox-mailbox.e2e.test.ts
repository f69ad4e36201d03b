import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { blockingViolations } from '../axe.ts';
import { launchBrowser, savePng } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';
import { startMailHarness, type MailHarness } from '../../tests/helpers/mail-server/mail-harness.ts';

const baseURL = inject('baseURL');
const SHOTS = '/tmp/shots/kox-mailbox';

/**
 * Mailbox settings: the sandbox saved and tested, then a real mail server (the harness's Dovecot and SMTP): a
 * preset chosen, its servers pointed at the harness, saved, tested on both sides to success; both languages at
 * desktop and phone width.
 */
describe('KOX mailbox settings', () => {
  let browser: Browser;
  let mail: MailHarness;
  beforeAll(async () => {
    [browser, mail] = await Promise.all([launchBrowser(), startMailHarness()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), mail?.stop()]);
  });

  it('tests the sandbox, then a mailbox from a preset on both sides against the real server', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
    await page.goto('/writer/kox/mailbox');
    await page.getByText('No mailbox yet').waitFor();
    const result = page.getByRole('region', { name: 'Connection test' });
    // The sandbox first, as a new user without a mail account would: saved and tested with nothing filled in.
    await page.getByRole('radio', { name: /Sandbox mailbox \(mail stays on this machine\)/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await result.getByText('Sandbox inbox ready').waitFor({ timeout: 30_000 });
    expect(await result.getByText('Success').count()).toBe(1);

    await page.getByRole('radio', { name: /My own mailbox/ }).check();
    await page.getByLabel('Provider', { exact: true }).selectOption('gmail');
    expect(await page.getByLabel('Server', { exact: true }).first().inputValue()).toBe('smtp.gmail.com');

    await page.getByLabel('E-mail name', { exact: true }).fill('Alice <Booster>');
    await page.getByLabel('E-mail address', { exact: true }).fill(mail.addressOf('alice'));
    await page.getByLabel('E-mail password', { exact: true }).fill('web-password');
    await page.getByLabel('Authorization password', { exact: true }).fill(mail.users.alice!);
    await page.getByLabel('Login name', { exact: true }).fill('alice');
    for (const [index, port] of [mail.smtpPort, mail.imapPort].entries()) {
      await page.getByLabel('Server', { exact: true }).nth(index).fill(mail.host);
      await page.getByLabel('Port', { exact: true }).nth(index).fill(String(port));
      await page.getByLabel('Security', { exact: true }).nth(index).selectOption('none');
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.', { exact: true }).waitFor();
    expect(await page.getByText('Saved. Leave empty to keep it.').count()).toBe(2);

    await page.getByRole('button', { name: 'Test connection' }).click();
    await result.getByText('Success').waitFor({ timeout: 30_000 });
    expect(await result.getByText('Connected and signed in').count()).toBe(2);
    expect(await blockingViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(['en', 'zh'] as const)('reads well in %s at desktop and phone width', async (language) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const viewport of [
      { name: 'desktop', width: 1440, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      const { context, page } = await openSignedIn(browser, { baseURL, language, viewport });
      await page.goto('/writer/kox/mailbox');
      await page.locator('#mailbox-test-title').waitFor();
      await page.locator('#mailbox-address').waitFor();
      await savePng(page, path.join(SHOTS, `${language}-${viewport.name}.png`), { fullPage: true });
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await context.close();
    }
  });
});
