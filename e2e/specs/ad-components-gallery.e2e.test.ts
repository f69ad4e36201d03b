/**
 * The 23 AD components in Chromium, from the gallery page (e2e/ad-gallery) with the results the server library
 * computed (tests/client/fixtures/ad-component-results.json): every one renders in both views, in zh and en, at
 * desktop and phone width, without a page error, a raw text key or a page wider than the screen; covers load or
 * say they failed; the detail and the pivot hand their options to the host from the keyboard.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, savePng, SCREENSHOT_DIR } from '../browser.ts';
import { startGallery, type GalleryServer } from '../ad-gallery/gallery-server.ts';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
/** The 23 components, then a progress without a budget and a result that fails its schema. */
const CARDS = 25;

let gallery: GalleryServer;
let browser: Browser;

beforeAll(async () => {
  gallery = await startGallery();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await gallery?.close();
});

async function open(query: string, size: (typeof SIZES)[number] = SIZES[0]) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${gallery.url}?${query}`);
  await page.waitForFunction((cards) => document.querySelectorAll('[data-ad-body]').length === cards, CARDS, {
    timeout: 30_000,
  });
  return { page, errors };
}

/** Covers load lazily: pass over the page once so each is asked for, then wait for them to settle. */
async function loadCovers(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, {
    timeout: 90_000,
  });
}

describe('the AD components in Chromium', () => {
  for (const size of SIZES)
    for (const lang of ['zh', 'en'] as const)
      for (const view of ['chart', 'table'] as const)
        it(`${size.name} ${lang} ${view}: every component renders, nothing overflows the page`, async () => {
          const { page, errors } = await open(`set=sample&lang=${lang}&view=${view}`, size);
          const states = await page.$$eval('[data-ad-body]', (bodies) =>
            bodies.map((b) => (b as HTMLElement).dataset.adBody),
          );
          expect(states.filter((s) => s === 'unreadable')).toHaveLength(1);
          const text = await page.evaluate(() => document.body.innerText);
          // A text key without its text reads as the key ("metric.roi"); a number gone wrong as NaN.
          expect(text).not.toMatch(/\b(adReport|metric|week|pivot|progress|analysis)\.[a-z]/);
          expect(text).not.toMatch(/NaN|undefined|Infinity/);
          const overflow = await page.evaluate(
            () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
          mkdirSync(path.join(SCREENSHOT_DIR, 'ad-components'), { recursive: true });
          await savePng(page, path.join(SCREENSHOT_DIR, 'ad-components', `${size.name}-${lang}-${view}.png`));
          expect(errors).toEqual([]);
          await page.close();
        });

  it('loads the covers it can and says "Image load failed" for one that fails', async () => {
    const { page } = await open('set=sample&lang=en&view=chart');
    await loadCovers(page);
    const covers = await page.$$eval('[data-component="db_ad_excellent_ads_display"] img', (images) =>
      images.map((img) => (img as HTMLImageElement).naturalWidth > 0),
    );
    expect(covers).toHaveLength(8);
    expect(covers.every(Boolean)).toBe(true);
    const failed = page.locator('[data-component="db_ad_excellent_ads_display"] [data-cover="failed"]');
    expect(await failed.count()).toBe(2);
    expect(await failed.first().innerText()).toBe('Image load failed');
    await page.close();
  });

  it('shows conversions as not measured when the window is not reported', async () => {
    const { page } = await open('set=contract&lang=zh&view=chart&reported=none');
    const roi = page.locator(
      '[data-component="db_ad_performance_overview"] [data-metric="roi"] [data-value]',
    );
    expect(await roi.innerText()).toBe('未测量');
    await page.close();
  });

  it("hands the detail's sort and the pivot's choice to the host, from the keyboard", async () => {
    const { page } = await open('set=contract&lang=en&view=chart');
    const detail = page.locator('[data-component="db_ad_data_detail"]');
    await detail.getByRole('button', { name: /Impressions/ }).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-emitted]').innerText()).toBe(
      'db_ad_data_detail: {"detail":{"page":1,"pageSize":3,"sort":"impressions","order":"desc"}}',
    );
    const pivot = page.locator('[data-component="db_ad_custom_multi_dimensional_data"]');
    await pivot.locator('summary').focus();
    await page.keyboard.press('Enter');
    await pivot.getByRole('combobox', { name: 'Level 3' }).selectOption('hook');
    await pivot.getByRole('checkbox', { name: 'CPC' }).focus();
    await page.keyboard.press('Space');
    await pivot.getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-emitted]').innerText()).toBe(
      'db_ad_custom_multi_dimensional_data: {"pivot":{"dimensions":["campaign","country","hook"],"metrics":["amount_spent_usd","roi","purchases"]}}',
    );
    await page.close();
  });
});
