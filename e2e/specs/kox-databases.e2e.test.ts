import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../browser.ts';
import { composer } from '../pages/assistant-page.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const pageWidth = (page: Page) =>
  page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, window: window.innerWidth }));

/**
 * The creator databases over the built-in sample corpus: filter the public database, open a creator, add three
 * to the team database and find them on the team tab; then every KOX screen in both languages at desktop and
 * phone width, none widening the page, none throwing.
 */
describe('KOX creator databases', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('filters the public database, opens a creator and adds three to the team database', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
    await page.goto('/writer/kox/list');
    const table = page.getByRole('table', { name: 'Public creator database' });
    await table.waitFor();
    await expect(page.getByRole('note').first().textContent()).resolves.toMatch(/sample data/);

    await page.getByText('TikTok', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const onlyTikTok = () =>
      page.waitForFunction(() => {
        const cells = [...document.querySelectorAll('table tbody tr td:nth-child(3)')];
        return cells.length > 0 && cells.every((c) => c.textContent === 'TikTok');
      });
    await onlyTikTok();
    // The filters live in the address: back from a creator, the list is as it was.
    await page.waitForURL('**/writer/kox/list?platform=tiktok');

    const first = table.getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL('**/writer/kox/detail?id=*');
    await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByRole('region', { name: 'Performance evaluation' }).waitFor();
    await page.getByText(/Compared with \d+ TikTok creators/).waitFor();

    await page.goBack();
    await table.waitFor();
    await onlyTikTok();
    await expect(page.getByRole('checkbox', { name: 'TikTok' }).isChecked()).resolves.toBe(true);
    const picked: string[] = [];
    for (const row of (await table.locator('tbody tr').all()).slice(1, 4)) {
      picked.push((await row.getByRole('link').first().textContent()) ?? '');
      await row.getByRole('checkbox').check();
    }
    await page
      .getByRole('region', { name: 'Actions for the selected rows' })
      .getByRole('button', { name: 'Add to team database' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add 3 creators' }).click();
    await page.getByText(/creators? added; \d+ already in the team database/).waitFor();

    await page.getByRole('tab', { name: 'Team database' }).click();
    const team = page.getByRole('table', { name: 'Team creator database' });
    await team.waitFor();
    for (const creator of picked) await team.getByRole('link', { name: creator, exact: true }).waitFor();
    expect(page.url()).toContain('scope=team');
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
        const publicTable = language === 'zh' ? '公共达人库' : 'Public creator database';
        await page.goto('/writer/kox/list');
        await page.getByRole('table', { name: publicTable }).locator('tbody tr').first().waitFor();
        await screenshot(page, `kox-list-${language}-${viewport.name}`);
        let sizes = await pageWidth(page);
        expect(sizes.page, 'list: page scroll width').toBeLessThanOrEqual(sizes.window);
        if (viewport.name === 'phone') {
          await page.getByRole('button', { name: language === 'zh' ? '筛选' : 'Filters' }).click();
          await page.getByRole('dialog').waitFor();
          await screenshot(page, `kox-filters-${language}-${viewport.name}`);
          await page.keyboard.press('Escape');
        }

        const id = await page
          .getByRole('table', { name: publicTable })
          .getByRole('link')
          .first()
          .evaluate((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('id'));
        await page.goto(`/writer/kox/detail?id=${id}`);
        await page.getByRole('region', { name: language === 'zh' ? '粉丝信息' : 'Follower info' }).waitFor();
        await page.getByText(language === 'zh' ? /粉丝层级的 \d+ 位/ : /Compared with \d+/).waitFor();
        await screenshot(page, `kox-detail-${language}-${viewport.name}`);
        sizes = await pageWidth(page);
        expect(sizes.page, 'detail: page scroll width').toBeLessThanOrEqual(sizes.window);

        await page.goto('/writer/kox/list?scope=team');
        await page.getByRole('tab', { selected: true }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `kox-team-${language}-${viewport.name}`);
        expect(pageErrors).toEqual([]);
        await context.close();
      });

  for (const language of ['zh', 'en'] as const)
    it(`/kox in ${language}: the form's search runs, its list opens in the panel with the same filters`, async () => {
      const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language });
      const zh = language === 'zh';
      await composer(page).fill('/kox');
      await page.getByRole('listbox').getByRole('option', { name: /\/kox/ }).click();
      const form = page.getByRole('form', { name: zh ? '查找达人（KOX）' : 'Find creators (KOX)' });
      await form.getByRole('checkbox', { name: 'TikTok' }).check();
      await form.getByRole('checkbox', { name: zh ? '有邮箱' : 'Has e-mail' }).check();
      await screenshot(page, `kox-slash-form-${language}`);
      await form.getByRole('button', { name: zh ? '查找达人' : 'Find creators' }).click();

      await page.waitForURL('**/writer/app/session?session=*');
      const panel = page.getByRole('region', { name: zh ? '工件面板' : 'Artifact panel' });
      const table = panel.getByRole('table', { name: zh ? '公共达人库' : 'Public creator database' });
      await table.locator('tbody tr').first().waitFor();
      await expect
        .poll(() => table.locator('tbody tr td:nth-child(3)').allTextContents())
        .toSatisfy((cells: string[]) => cells.length > 0 && cells.every((c) => c === 'TikTok'));
      await page
        .getByRole('group', { name: zh ? /公共库中有 [\d,]+ 位达人/ : /creators in the public database/ })
        .waitFor();
      await screenshot(page, `kox-slash-workspace-${language}-desktop`);
      // The thread's composer runs the form too (its form sits beside the composer's, not in it).
      await composer(page).fill('/kox');
      await page.getByRole('listbox').getByRole('option', { name: /\/kox/ }).click();
      await form.getByRole('checkbox', { name: 'YouTube' }).check();
      await form.getByRole('button', { name: zh ? '查找达人' : 'Find creators' }).click();
      await expect
        .poll(() =>
          page.getByRole('group', { name: zh ? /库中有 [\d,]+ 位达人/ : /creators in the public/ }).count(),
        )
        .toBe(2);
      expect(page.url()).toContain('/writer/app/session?session=');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `kox-slash-workspace-${language}-phone`);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
});
