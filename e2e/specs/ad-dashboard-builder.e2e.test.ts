import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { blockingViolations } from '../axe.ts';
import { launchBrowser, screenshot } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const AD_REPORT = '/writer/app/report?app_doi=REPORT_BOOSTER_META_ANALYSIS_AD';
/** A real-shaped Meta Ads Manager export (daily breakdown, compared attribution windows). */
const META_EXPORT = path.resolve('tests/server/ads/import/fixtures/meta-en-daily.csv');

/**
 * The AD report of issue 14: its list, then the builder with a Meta export uploaded right there, a product tag
 * rule written in place, the top-10 preview, and the dashboard created and opened. Screenshots in en and zh at
 * 1440×900 and 390×844.
 */
describe('the ad dashboard builder (AD report)', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('uploads an export, tags it by product, previews the top 10 and creates the dashboard', async () => {
    await page.goto(AD_REPORT);
    await page.getByRole('heading', { name: 'Ad dashboards' }).waitFor();
    await page.getByRole('button', { name: 'New ad dashboard' }).first().click();
    await page.waitForURL('**/writer/app/report?*view=new*');
    await page.getByRole('heading', { name: 'New ad dashboard' }).waitFor();
    // The browser suites share one server: other specs may have bound sample accounts in this team already.
    await page.getByText('No ad data yet.').or(page.getByRole('checkbox').first()).first().waitFor();
    await screenshot(page, 'ad-builder-start-en');

    await page.getByRole('button', { name: 'Upload a file' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload ad data' });
    await upload.getByLabel('File').setInputFiles(META_EXPORT);
    await upload.getByLabel('Name', { exact: true }).fill('October Meta export');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.waitFor({ state: 'hidden' });
    const choice = page.getByRole('checkbox', { name: /October Meta export/ });
    await expect.poll(() => choice.isChecked(), { timeout: 30_000 }).toBe(true);
    await page.getByText('Ready').first().waitFor({ timeout: 60_000 });

    await page.getByText('Tag rules of October Meta export').first().click();
    const rules = page.getByRole('form', { name: 'Tag rules of October Meta export' });
    await rules.getByLabel('Rules for Product').fill('serum, Serum');
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await page.getByText('Rules saved. The ads are tagged again.').waitFor();

    const preview = page.getByRole('region', { name: 'Top 10 creatives' });
    await preview.getByText('Serum video 01').first().waitFor({ timeout: 60_000 });
    const filter = page.getByRole('group', { name: 'Only ads with these tags (optional)' });
    await filter.getByLabel('Product').fill('Serum');
    await preview.getByText('Serum video 01').first().waitFor({ timeout: 30_000 });
    await page.getByLabel(/Dashboard name/).fill('Serum ads, October');
    // The toaster's own colours are the app shell's, not this screen's: checked once it is gone.
    await page
      .getByText('Rules saved. The ads are tagged again.')
      .waitFor({ state: 'hidden', timeout: 20_000 });
    expect(await blockingViolations(page)).toEqual([]);
    await screenshot(page, 'ad-builder-1440-en');
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, 'ad-builder-preview-1440-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await preview.getByText('Serum video 01').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'ad-builder-preview-390-en');
    await page.getByRole('heading', { name: 'New ad dashboard' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'ad-builder-390-en');
    await page.setViewportSize({ width: 1440, height: 900 });

    const created = page.waitForResponse((res) => res.url().includes('/api/ad_dashboard/add'));
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    expect((await created).status()).toBe(200);
    await page.waitForURL('**/writer/app/report?*dashboard_id=*', { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('app_doi')).toBe('REPORT_BOOSTER_META_ANALYSIS_AD');

    await page.goto(AD_REPORT);
    await page.getByText('Serum ads, October').first().waitFor();
    await screenshot(page, 'ad-report-list-1440-en');
    expect(pageErrors).toEqual([]);
  });

  it('reads in Chinese at both sizes', async () => {
    const zh = await openSignedIn(browser, { baseURL, language: 'zh' });
    await zh.page.goto(`${AD_REPORT}&view=new`);
    await zh.page.getByRole('heading', { name: '新建广告看板' }).waitFor();
    await zh.page.getByRole('checkbox', { name: /October Meta export/ }).check();
    const preview = zh.page.getByRole('region', { name: 'Top 10 素材' });
    await preview.getByText('Serum video 01').first().waitFor({ timeout: 30_000 });
    expect(await blockingViolations(zh.page)).toEqual([]);
    await screenshot(zh.page, 'ad-builder-1440-zh');
    await preview.scrollIntoViewIfNeeded();
    await screenshot(zh.page, 'ad-builder-preview-1440-zh');
    await zh.page.setViewportSize({ width: 390, height: 844 });
    await preview.getByText('Serum video 01').first().scrollIntoViewIfNeeded();
    await screenshot(zh.page, 'ad-builder-preview-390-zh');
    await zh.page.getByRole('heading', { name: '新建广告看板' }).scrollIntoViewIfNeeded();
    await screenshot(zh.page, 'ad-builder-390-zh');
    await zh.page.goto(AD_REPORT);
    await zh.page.getByRole('heading', { name: '广告看板' }).waitFor();
    await zh.page.getByText('Serum ads, October').first().waitFor();
    await screenshot(zh.page, 'ad-report-list-390-zh');
    expect(zh.pageErrors).toEqual([]);
    await zh.context.close();
  });
});
