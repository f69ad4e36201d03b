import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');

/**
 * The classic screens of issue 3, in Chinese: the builder's §5 messages and keyword check, the progress screen,
 * the detail's data view, time ranges and downloads.
 */
describe('dashboard builder and detail (by route)', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, pageErrors } = await openSignedIn(browser, { baseURL, locale: 'zh-CN', acceptDownloads: true }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the builder says what is missing, checks keywords and shows progress until the detail opens', async () => {
    await page.goto('/writer/app/report');
    await page.getByRole('heading', { name: '数据看板' }).waitFor();
    await screenshot(page, 'dashboard-list-zh');
    await page.getByRole('button', { name: '新建看板' }).first().click();
    await page.waitForURL('**/writer/app/report?*view=new*');

    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('基础信息不完整').first().waitFor();
    await page.getByLabel('看板名称').fill('跑鞋对比');
    await page.getByRole('checkbox', { name: 'YouTube' }).check();
    await page.getByRole('button', { name: '下一步' }).click();

    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('请完善看板条件。').first().waitFor();
    await page.getByLabel('关键词').first().fill('nike, 跑鞋');
    await page.getByRole('button', { name: '下一步' }).click();
    const check = page.getByRole('dialog', { name: '关键词不符合要求，是否修改？' });
    await check.waitFor();
    await screenshot(page, 'dashboard-builder-keyword-check-zh');
    await check.getByRole('button', { name: '使用建议' }).click();
    await page.getByText(/报告组件（已选 \d+ \/ \d+）/).waitFor();
    await screenshot(page, 'dashboard-builder-components-zh');

    await page.getByRole('button', { name: '创建看板' }).click();
    await page.getByText('正在采集数据，请勿关闭此页面').waitFor();
    await screenshot(page, 'dashboard-builder-progress-zh');
    await page.waitForURL('**/writer/app/report?*dashboard_id=*', { timeout: 90_000 });
    await page.getByRole('heading', { name: '跑鞋对比' }).waitFor();
    await expect.poll(() => page.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(2);
    await screenshot(page, 'dashboard-detail-charts-zh');
  });

  it('switches to the data view, picks a time range and downloads XLSX and PNG', async () => {
    await page.getByRole('button', { name: '数据视图' }).click();
    await page.getByRole('table').first().waitFor();
    const recompute = page.waitForResponse((res) => res.url().includes('/api/dashboard/compute'));
    await page.getByRole('button', { name: '近1个月' }).click();
    expect((await recompute).status()).toBe(200);
    await screenshot(page, 'dashboard-detail-data-1m-zh');

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = readFileSync((await xlsx.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    const [png] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: '下载 PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toMatch(/^跑鞋对比-\d{4}-\d{2}-\d{2}\.png$/);
    const image = readFileSync((await png.path())!);
    expect(image.subarray(1, 4).toString()).toBe('PNG');
  });

  it('shares from the detail with a code of its own, lists the link, and shows the dashboard in the list', async () => {
    await page.getByRole('button', { name: '分享' }).click();
    const dialog = page.getByRole('dialog', { name: '分享报告' });
    await dialog.getByLabel('有效期（天）').fill('30');
    await dialog.getByText('自定义提取码').click();
    await dialog.getByLabel('你的提取码').fill('abc');
    await dialog.getByRole('button', { name: '生成链接' }).click();
    await dialog.getByText('提取码须为 6 位及以上的字母和数字。').waitFor();
    await dialog.getByLabel('你的提取码').fill('Shoes2026');
    await dialog.getByRole('button', { name: '生成链接' }).click();
    await dialog.getByText('分享链接已生成').waitFor();
    await dialog.getByText('有效').first().waitFor();
    await screenshot(page, 'dashboard-share-dialog-zh');
    await page.keyboard.press('Escape');

    await page.goto('/writer/app/report');
    await page.getByRole('heading', { name: '跑鞋对比' }).first().waitFor();
    await screenshot(page, 'dashboard-list-cards-zh');
  });

  it('raised no uncaught page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
