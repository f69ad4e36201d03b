import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collectPageErrors, launchBrowser, screenshot, SCREENSHOT_DIR } from '../browser.ts';
import { callAsUser } from '../pages/api.ts';
import { sendMessage } from '../pages/assistant-page.ts';
import { exportReport, fullDashboardInput, pngSize } from '../pages/report-export.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');

/** A name with characters file systems refuse (`/`, `:`) and Chinese ones, which the file name keeps. */
const NAME = 'Export 跑鞋/对比: 28';
const CODE = 'Export2026';
/** The export's fixed layout width in CSS pixels (src/components/report-export/layout-metrics.ts). */
const EXPORT_WIDTH = 1120;
/** A table row of the export in CSS pixels, at least. */
const EXPORT_ROW = 26;

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** The file is named for the day it was made: a run across midnight may make it on the day before. */
let dayStarted = today();
beforeEach(() => {
  dayStarted = today();
});
const fileNames = (ext: string) => [
  ...new Set([dayStarted, today()].map((day) => `Export 跑鞋 对比 28-${day}.${ext}`)),
];

/** An exported file kept beside the screenshots, to be looked at. */
function saveArtifact(name: string, bytes: Buffer): void {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  writeFileSync(path.join(SCREENSHOT_DIR, name), bytes);
}

async function pdfPages(bytes: Buffer): Promise<number> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await PDFDocument.load(bytes)).getPageCount();
}

/** Every table row the report shows in the data view, and the PNG height that must hold them all. */
async function tableRows(page: Page): Promise<number> {
  return page.locator('[data-component] table tbody tr').count();
}

/**
 * Issue 8, exports and the shared link: a 28-component dashboard downloads as a PNG with every table row and as
 * an A4 PDF, from its detail and from the shared page, with a progress bar and dated, file-safe names; a visitor
 * locked out after too many wrong codes is told how many minutes to wait, and the owner sees the wrong codes.
 */
describe('report export and the share lockout', () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page; pageErrors: string[] };
  let dashboardId = '';
  let linkId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openSignedIn(browser, { baseURL, locale: 'en-US', language: 'en' });
    const created = await callAsUser<{ dashboard_id: string }>(
      owner.page,
      'POST',
      '/api/dashboard/add',
      fullDashboardInput(NAME),
    );
    dashboardId = created.dashboard_id;
    const deadline = Date.now() + 110_000;
    for (;;) {
      const detail = await callAsUser<{ status: string; components: { result: unknown }[] }>(
        owner.page,
        'GET',
        `/api/dashboard/detail?dashboard_id=${dashboardId}`,
      );
      if (detail.status === 'ready' && detail.components.every((c) => c.result !== null)) break;
      if (Date.now() > deadline) throw new Error(`The dashboard is still ${detail.status}.`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('exports the detail as a PNG with every table row, showing its progress', async () => {
    const { page } = owner;
    await page.goto(`/writer/app/report?dashboard_id=${dashboardId}`);
    await expect.poll(() => page.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(5);
    const progress = page.getByRole('progressbar', { name: 'Making the PNG…' });
    const download = exportReport(page, 'png');
    await progress.waitFor({ timeout: 10_000 });
    await screenshot(page, 'report-export-progress-en');
    const chart = await download;
    expect(fileNames('png')).toContain(chart.download.suggestedFilename());
    saveArtifact('report-export-detail-chart.png', chart.bytes);
    const chartSize = pngSize(chart.bytes);
    expect(chartSize.height).toBeGreaterThan(900 * 2);
    await progress.waitFor({ state: 'detached' });

    // The data view: every row of every table, not just what the scroll areas show.
    await page.getByRole('button', { name: 'Data view' }).click();
    const rows = await tableRows(page);
    expect(rows).toBeGreaterThan(100);
    const table = await exportReport(page, 'png');
    saveArtifact('report-export-detail-table.png', table.bytes);
    const size = pngSize(table.bytes);
    const cssHeight = size.height / (size.width / EXPORT_WIDTH);
    expect(cssHeight).toBeGreaterThan(rows * EXPORT_ROW);
    const onScreen = await page.getByRole('region', { name: 'Report' }).evaluate((el) => el.scrollHeight);
    expect(cssHeight).toBeGreaterThan(onScreen);
    expect(owner.pageErrors).toEqual([]);
  });

  it('exports the detail as an A4 PDF', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: 'Chart view' }).click();
    const pdf = await exportReport(page, 'pdf');
    expect(fileNames('pdf')).toContain(pdf.download.suggestedFilename());
    saveArtifact('report-export-detail.pdf', pdf.bytes);
    expect(await pdfPages(pdf.bytes)).toBeGreaterThan(1);
    const first = (await PDFDocument.load(pdf.bytes)).getPage(0).getSize();
    expect(first.width).toBeCloseTo(595.28, 1);
    expect(first.height).toBeCloseTo(841.89, 1);
  });

  it('downloads the PDF asked for in the chat: the report opens in the panel and makes it', async () => {
    const { page } = owner;
    await page.goto('/');
    const downloaded = page.waitForEvent('download', { timeout: 90_000 });
    await sendMessage(page, `export “${NAME}” as PDF`);
    const download = await downloaded;
    expect(fileNames('pdf')).toContain(download.suggestedFilename());
    const { readFile } = await import('node:fs/promises');
    expect(await pdfPages(await readFile(await download.path()))).toBeGreaterThan(1);
    const panel = page.getByRole('region', { name: 'Artifact panel' });
    await panel.getByRole('heading', { name: NAME }).first().waitFor();
    const card = page.getByRole('group', { name: `${NAME} as PDF` });
    await card.getByRole('button', { name: 'Download PDF again' }).waitFor();
    // The Chinese of the quoted name does not make the answer Chinese.
    await page
      .getByText('is open in the side panel; it downloads as PDF once the report is shown.')
      .waitFor();
    await screenshot(page, 'report-export-chat-en');
    expect(owner.pageErrors).toEqual([]);
  });

  it('exports PNG and PDF from the shared report, in Chinese', async () => {
    const link = await callAsUser<{ link_id: string }>(owner.page, 'POST', '/api/project/share', {
      dashboard_id: dashboardId,
      valid_days: 7,
      code: CODE,
    });
    linkId = link.link_id;
    const visitor = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      locale: 'zh-CN',
    });
    await visitor.addInitScript(() => localStorage.setItem('locale', 'zh'));
    const shared = await visitor.newPage();
    const errors = collectPageErrors(shared);
    await shared.goto(`/writer/reportShare?link=${linkId}`);
    await shared.getByLabel('提取码').fill(CODE);
    await shared.getByRole('button', { name: '打开报告' }).click();
    await expect.poll(() => shared.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(5);

    const progress = shared.getByRole('progressbar', { name: '正在生成 PDF…' });
    const pending = exportReport(shared, 'pdf');
    await progress.waitFor({ timeout: 10_000 });
    await screenshot(shared, 'report-export-progress-zh');
    const pdf = await pending;
    expect(fileNames('pdf')).toContain(pdf.download.suggestedFilename());
    expect(await pdfPages(pdf.bytes)).toBeGreaterThanOrEqual(1);

    const png = await exportReport(shared, 'png');
    expect(fileNames('png')).toContain(png.download.suggestedFilename());
    expect(pngSize(png.bytes).height).toBeGreaterThan(900 * 2);
    expect(errors).toEqual([]);
    await visitor.close();
  });

  it('tells a locked-out visitor how many minutes to wait (en and zh); the owner sees the wrong codes', async () => {
    for (const [language, wrong, open, message] of [
      ['en', 'Extraction code', 'Open report', /^Too many wrong codes\. Try again in 1[45] minutes\.$/],
      ['zh', '提取码', '打开报告', /^错误的提取码过多，请 1[45] 分钟后再试。$/],
    ] as const) {
      const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      await visitor.addInitScript((lng) => localStorage.setItem('locale', lng), language);
      const page = await visitor.newPage();
      await page.goto(`/writer/reportShare?link=${linkId}`);
      const input = page.getByLabel(wrong);
      const problem = page.getByRole('alert');
      // The first visitor spends the ten wrong codes; the second is already over the limit.
      for (let i = 0; i < (language === 'en' ? 11 : 1); i++) {
        await input.fill(`Wrong${i}code`);
        await Promise.all([
          page.waitForResponse((res) => res.url().includes('/api/project/share_verify')),
          page.getByRole('button', { name: open }).click(),
        ]);
      }
      await expect.poll(() => problem.innerText()).toMatch(message);
      await screenshot(page, `report-share-lockout-${language}`);
      await visitor.close();
    }

    const { page } = owner;
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const links = page.getByRole('list', { name: 'Existing links' });
    await links.getByText('10 wrong codes, last', { exact: false }).waitFor();
    await screenshot(page, 'report-share-failed-attempts-en');
  });
});
