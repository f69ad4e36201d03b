import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sampleCreator } from '../../server/kox/sample/sample-creators.ts';
import { launchBrowser, savePng } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const SHOTS = '/tmp/shots/kox-storage';
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
// A run of its own: the suite's server keeps what earlier runs stored.
const run = Date.now().toString(36);
const known = sampleCreator(50_000 + (Date.now() % 20_000), new Date());
const nobody = `https://www.tiktok.com/@e2e_store_${run}`;

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await savePng(page, path.join(SHOTS, `${name}.png`));
};
const pageWidth = (page: Page) =>
  page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, window: window.innerWidth }));

/**
 * Spec §4 storage by link: links pasted into "Store by link" are queued or refused with the reason; the sample
 * creator's storage completes in the background (the list follows by itself) and the TikTok one fails as "no
 * source configured". Then the storage screens in both languages at desktop and phone width.
 */
describe('KOX storage by link', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('stores links, says what was refused, and follows each storage to completed or failed', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
    await page.goto('/writer/kox/list?scope=storage');
    await page.getByRole('button', { name: 'Store by link' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Store creators by link' });
    await dialog
      .getByRole('textbox', { name: /Profile links/ })
      .fill(`${known.profileUrl}\n${nobody}\nnot a link`);
    await dialog.getByRole('button', { name: 'Store', exact: true }).click();
    await dialog.getByText('2 queued, 0 already stored, 1 refused.').waitFor();
    await dialog.getByText('Not a YouTube, TikTok or Instagram profile link').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const table = page.getByRole('table', { name: 'Storage records' });
    const rowOf = (link: string) =>
      table.getByRole('row').filter({ has: page.getByRole('link', { name: link }) });
    await rowOf(known.profileUrl).getByText('Completed').waitFor({ timeout: 30_000 });
    await rowOf(known.profileUrl).getByText('Sample data').waitFor();
    await rowOf(nobody).getByText('Failed').waitFor({ timeout: 30_000 });
    await rowOf(nobody)
      .getByText(/No source for this platform is configured/)
      .waitFor();
    expect(await rowOf(known.profileUrl).getByRole('switch').isChecked()).toBe(true);

    await rowOf(known.profileUrl).getByRole('link', { name: 'Open creator' }).click();
    await page.waitForURL(`**/writer/kox/detail?id=${known.id}`);
    await page.getByRole('heading', { name: known.nickname }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  for (const language of ['zh', 'en'] as const)
    for (const viewport of VIEWPORTS)
      it(`${language} at ${viewport.width}×${viewport.height}`, async () => {
        const zh = language === 'zh';
        const { context, page, pageErrors } = await openSignedIn(browser, {
          baseURL,
          language,
          viewport: { width: viewport.width, height: viewport.height },
        });
        await page.goto('/writer/kox/list?scope=storage');
        await page.getByRole('table').waitFor();
        await page.getByRole('row').nth(1).waitFor();
        await shot(page, `storage-list-${language}-${viewport.name}`);
        const sizes = await pageWidth(page);
        expect(sizes.page, 'storage list: page scroll width').toBeLessThanOrEqual(sizes.window);

        await page
          .getByRole('button', { name: zh ? '链接入库' : 'Store by link' })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox').fill(`${known.profileUrl}\nhttps://example.com/nobody`);
        await dialog.getByRole('button', { name: zh ? '入库' : 'Store', exact: true }).click();
        await dialog.getByRole('region').waitFor();
        await shot(page, `store-outcomes-${language}-${viewport.name}`);
        expect(pageErrors).toEqual([]);
        await context.close();
      });
});
