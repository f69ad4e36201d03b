import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, savePng } from '../browser.ts';
import { callAsUser } from '../pages/api.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const SHOTS = '/tmp/shots/kox-my-data';
const run = Date.now().toString(36);
// A YouTube video id is 11 characters.
const videoId = `md${run}`.padEnd(11, 'x').slice(0, 11);

/**
 * My Data with the team's content: the figures by cooperation type and platform, opened by its address and from
 * ⌘K into the panel; both languages at desktop and phone width, with nothing wider than the phone.
 */
describe('KOX My Data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the spend of the content imported, by slice, and opens from ⌘K as a panel', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
    await callAsUser(page, 'POST', '/api/kox/import/content', {
      text: [
        `https://www.youtube.com/watch?v=${videoId},800,product_placement,160000,deal`,
        `https://www.tiktok.com/@mydata_${run}/video/73${Date.now()},120,creator_incentive,30000,deal`,
      ].join('\n'),
    });
    await page.goto('/writer/kox/myData');
    const platforms = page.getByRole('table', { name: 'By platform' });
    await platforms.waitFor();
    expect(await platforms.getByRole('row', { name: /TikTok/ }).count()).toBe(1);
    expect(await page.getByRole('table', { name: 'By cooperation type' }).textContent()).toContain(
      'Creator incentive order',
    );

    await page.goto('/writer/kox/list');
    await page.getByRole('heading', { name: 'KOX list', level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.type('My Data');
    await page
      .getByRole('option', { name: /My Data/ })
      .first()
      .click();
    await page.getByRole('table', { name: 'By platform' }).waitFor();
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
      await page.goto('/writer/kox/myData');
      await page.locator('#kox-my-data-tasks').waitFor();
      await savePng(page, path.join(SHOTS, `${language}-${viewport.name}.png`), { fullPage: true });
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await context.close();
    }
  });
});
