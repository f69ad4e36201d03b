import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { blockingViolations } from '../axe.ts';
import { launchBrowser, savePng } from '../browser.ts';
import { composer } from '../pages/assistant-page.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const SHOTS = '/tmp/shots/kox-recommendation';
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
// The first recommendation builds the index and the word vectors (8–13 s alone; past 90 s once at load 23,
// with other work beside `npm test`), then ranks.
const RANKED_MS = 150_000;
// The first run waits for the vectors, then for "similar creators", then reopens.
const FIRST_RUN_TEST_MS = 300_000;
// A later brief: creating its session and ranking queue behind the other lanes of `npm test` (past 60 s once).
const BRIEF_TEST_MS = 200_000;

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await savePng(page, path.join(SHOTS, `${name}.png`));
};
const pageWidth = (page: Page) =>
  page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, window: window.innerWidth }));

/** Fills the brief, runs it and waits for the ranked table; returns the session id from the address. */
async function runBrief(page: Page, brief: string, zh: boolean): Promise<string> {
  await page.goto('/writer/kox/intelligentRecommendation');
  await page.getByRole('textbox', { name: zh ? '需求描述' : 'Brief' }).fill(brief);
  await page.getByRole('button', { name: zh ? '开始推荐' : 'Run', exact: true }).click();
  // Creating the session waits behind the index's first build on a loaded machine.
  await page.waitForURL('**/writer/kox/intelligentRecommendation?session=*', { timeout: RANKED_MS });
  await page
    .getByRole('table', { name: zh ? '推荐的达人' : 'Recommended creators' })
    .waitFor({ timeout: RANKED_MS });
  return new URL(page.url()).searchParams.get('session') ?? '';
}

/**
 * Spec §3 smart recommendation over the built-in sample corpus: a brief in English and one in Chinese are run,
 * their progress streams, the ranked creators say why; three are added to the team database; the session
 * reopens from the list; then the screen in both languages at desktop and phone width.
 */
describe('KOX smart recommendation', () => {
  let browser: Browser;
  let sessionId = '';
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it(
    'runs a brief, explains the ranking, adds three to the team and reopens the session',
    async () => {
      const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
      await page.goto('/writer/kox/intelligentRecommendation');
      await page.getByRole('textbox', { name: 'Brief' }).fill('trail running shoes for women in the US');
      const target = page.getByRole('group', { name: 'Target group' });
      await target.getByLabel('Gender').selectOption('female');
      await target.getByText('United States', { exact: true }).click();
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      // The page shows the session's progress while it ranks; when another spec has already built the index, the
      // ranking can finish before the page first loads the session, which then opens on its table. The progress
      // is followed step by step in the screen's client test.
      const table = page.getByRole('table', { name: 'Recommended creators' });
      await table.waitFor({ timeout: RANKED_MS });
      sessionId = new URL(page.url()).searchParams.get('session') ?? '';
      expect(sessionId).not.toBe('');

      const rows = table.locator('tbody tr:not([aria-hidden])');
      await expect(rows.first().textContent()).resolves.toMatch(/Posts about .*running/i);
      await expect(rows.first().textContent()).resolves.toMatch(/Sample data/);
      await expect(page.getByRole('note').textContent()).resolves.toMatch(/sample corpus/);

      for (let i = 0; i < 3; i++) await rows.nth(i).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Add to team database', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add 3 creators to the team database?' });
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText(/^\d added, \d already in the team database$/).waitFor();
      await rows.nth(0).getByText('In team').waitFor();

      const firstName = (await rows.first().getByRole('link').first().textContent()) ?? '';
      await rows
        .first()
        .getByRole('button', { name: `Similar creators: ${firstName}` })
        .click();
      const similar = page.getByRole('list', { name: `Similar to ${firstName}` });
      await similar.waitFor({ timeout: RANKED_MS });
      await expect(similar.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'New recommendation' }).click();
      await page.getByRole('textbox', { name: 'Brief' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Recommendations' })
        .getByRole('button', { name: /^trail running shoes for women in the US/ })
        .first()
        .click();
      await table.waitFor();
      await page.waitForURL(`**/writer/kox/intelligentRecommendation?session=${sessionId}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    FIRST_RUN_TEST_MS,
  );

  it(
    'ranks a brief written in Chinese and explains it in Chinese',
    async () => {
      const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'zh' });
      await runBrief(page, '适合美国女性的越野跑鞋推广，跑步 越野跑', true);
      const rows = page.getByRole('table', { name: '推荐的达人' }).locator('tbody tr:not([aria-hidden])');
      await expect(rows.first().textContent()).resolves.toMatch(/发布.*相关内容|受众|互动率/);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    BRIEF_TEST_MS,
  );

  it('opens in the artifact panel through /open and reopens a session there', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
    await page.goto('/writer/app/session');
    await composer(page).fill('/');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /\/open/ })
      .click();
    const search = page.getByPlaceholder('Search screens…');
    await search.fill('Smart recommendation');
    await search.press('Enter');
    const panel = page.getByRole('region', { name: 'Artifact panel' });
    await panel.getByRole('heading', { name: 'Smart recommendation' }).waitFor();
    await panel
      .getByRole('navigation', { name: 'Recommendations' })
      .getByRole('button', { name: /^trail running shoes for women in the US/ })
      .first()
      .click();
    await panel.getByRole('table', { name: 'Recommended creators' }).waitFor();
    await shot(page, 'panel-en-desktop');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  for (const language of ['zh', 'en'] as const)
    for (const viewport of VIEWPORTS)
      it(`${language} at ${viewport.width}×${viewport.height}`, async () => {
        const { context, page, pageErrors } = await openSignedIn(browser, {
          baseURL,
          language,
          viewport: { width: viewport.width, height: viewport.height },
        });
        await page.goto('/writer/kox/intelligentRecommendation');
        await page.getByRole('textbox', { name: language === 'zh' ? '需求描述' : 'Brief' }).waitFor();
        await shot(page, `form-${language}-${viewport.name}`);
        let sizes = await pageWidth(page);
        expect(sizes.page, 'form: page scroll width').toBeLessThanOrEqual(sizes.window);
        expect(await blockingViolations(page)).toEqual([]);

        await page.goto(`/writer/kox/intelligentRecommendation?session=${sessionId}`);
        await page.getByRole('table').waitFor();
        await shot(page, `results-${language}-${viewport.name}`);
        sizes = await pageWidth(page);
        expect(sizes.page, 'results: page scroll width').toBeLessThanOrEqual(sizes.window);
        expect(await blockingViolations(page)).toEqual([]);
        expect(pageErrors).toEqual([]);
        await context.close();
      });
});
