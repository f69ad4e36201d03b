import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sampleCreator } from '../../server/kox/sample/sample-creators.ts';
import { launchBrowser, savePng } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const SHOTS = '/tmp/shots/kox-import';
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
// A run of its own: the suite's server keeps what earlier runs imported.
const run = Date.now().toString(36);
const known = sampleCreator(70_000 + (Date.now() % 20_000), new Date());

const shot = async (page: Page, name: string, fullPage = false) => {
  mkdirSync(SHOTS, { recursive: true });
  await savePng(page, path.join(SHOTS, `${name}.png`), { fullPage });
};
const pageWidth = (page: Page) =>
  page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, window: window.innerWidth }));
const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(['link,nickname,followers', ...lines].join('\n')),
});

/**
 * Spec §5 KOX import through the team database's dialog: a file with one bad row is refused with the row named
 * and nothing imported; the fixed file is imported. Then content for one of them through the creator's history,
 * its detail with CPM, and every import screen in both languages at desktop and phone width.
 */
describe('KOX import', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('refuses a file with one bad row, naming it, then imports the fixed file; then content and its detail', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
    await page.goto('/writer/kox/list?scope=team');
    // An empty team database offers Import twice (the toolbar and the empty state); both open the same dialog.
    await page.getByRole('button', { name: 'Import', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import creators' });
    const newcomer = `https://www.tiktok.com/@e2e_${run}`;
    await dialog
      .getByLabel('CSV or XLSX file')
      .setInputFiles(
        csv('creators.csv', [
          `${known.profileUrl},,1000`,
          'https://example.com/nobody,Nobody,200',
          `${newcomer},New,300`,
        ]),
      );
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const problems = dialog.getByRole('list', { name: 'Problems' });
    await problems.waitFor();
    expect(await problems.getByRole('listitem').allTextContents()).toEqual([
      'Row 3 · Link: Enter a YouTube, TikTok or Instagram profile link',
    ]);

    await dialog
      .getByLabel('CSV or XLSX file')
      .setInputFiles(csv('creators-fixed.csv', [`${known.profileUrl},,1000`, `${newcomer},New,300`]));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported 2 creators.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The team database holds what earlier runs imported too: the creator is opened by id, not found by page.
    await page.goto(`/writer/kox/detail?id=${known.id}`);

    const history = page.getByRole('region', { name: 'History with this team' });
    await history.getByRole('button', { name: 'Import content' }).first().click();
    const contentDialog = page.getByRole('dialog', { name: 'Import content' });
    await contentDialog.getByText('Paste lines', { exact: true }).click();
    const videoId = `e2e${run}`.padEnd(11, 'x').slice(0, 11);
    await contentDialog
      .getByRole('textbox')
      .fill(
        `https://www.youtube.com/watch?v=${videoId},800,product_placement,160000,deal,${known.profileUrl},E2E review ${run}`,
      );
    await contentDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await history.getByRole('link', { name: `E2E review ${run}` }).click();
    await page.waitForURL('**/writer/kox/contentDetail?id=*');
    const post = page.getByRole('region', { name: `E2E review ${run}` });
    await post.getByText('Product placement order').waitFor();
    await post.getByText('$5', { exact: true }).waitFor();
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
        await page.goto('/writer/kox/list?scope=team');
        await page
          .getByRole('button', { name: zh ? '导入' : 'Import', exact: true })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(zh ? '粘贴文本' : 'Paste lines', { exact: true }).click();
        await dialog.getByRole('textbox').fill(`${known.profileUrl}\nhttps://example.com/x\n,,a@b.c;d@e.f`);
        await dialog.getByRole('button', { name: zh ? '导入' : 'Import', exact: true }).click();
        await dialog.getByRole('list').waitFor();
        await shot(page, `import-errors-${language}-${viewport.name}`);
        await page.keyboard.press('Escape');
        let sizes = await pageWidth(page);
        expect(sizes.page, 'list: page scroll width').toBeLessThanOrEqual(sizes.window);

        await page.goto(`/writer/kox/detail?id=${known.id}`);
        const history = page.getByRole('region', {
          name: zh ? '与本团队的合作记录' : 'History with this team',
        });
        await history.getByRole('link').first().click();
        await page.waitForURL('**/writer/kox/contentDetail?id=*');
        await page.getByRole('region', { name: zh ? '播放量变化' : 'Views over time' }).waitFor();
        await page.getByRole('form', { name: zh ? '修正此记录' : 'Correct this record' }).waitFor();
        await shot(page, `content-detail-${language}-${viewport.name}`, true);
        sizes = await pageWidth(page);
        expect(sizes.page, 'content detail: page scroll width').toBeLessThanOrEqual(sizes.window);
        await page.goBack();
        await history.waitFor();
        await history.scrollIntoViewIfNeeded();
        await shot(page, `creator-history-${language}-${viewport.name}`);
        expect(pageErrors).toEqual([]);
        await context.close();
      });
});
