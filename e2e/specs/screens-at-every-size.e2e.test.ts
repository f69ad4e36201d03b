import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../browser.ts';
import { callAsUser } from '../pages/api.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const DASHBOARD_NAME = 'Nike and Adidas running shoes on YouTube and TikTok — weekly benchmark, US and China';

/** The top-20 components drawn as horizontal bars, and where each keeps its items in the result. */
const TOP_LISTS: Record<string, (result: TopListResult) => string[]> = {
  db_top5_videos_by_views: (r) => (r.items ?? []).map((i) => i.title ?? ''),
  db_top5_channels_by_views: (r) => (r.items ?? []).map((i) => i.title ?? ''),
  db_video_hashtag: (r) => (r.total?.items ?? []).map((i) => `#${i.tag ?? ''}`),
  llm_video_evaluation_hot_words: (r) => (r.words ?? []).slice(0, 20).map((w) => w.word),
  llm_comment_evaluation_hot_words: (r) => (r.words ?? []).slice(0, 20).map((w) => w.word),
};
interface TopListResult {
  items?: { title?: string }[];
  total?: { items?: { tag?: string }[] };
  words?: { word: string }[];
}

const COMPONENTS = [
  'db_overview',
  'db_video_trend_analysis',
  ...Object.keys(TOP_LISTS),
  'db_video_format',
  'db_video_language',
  'db_video_region',
  'db_video_views_distribution',
  'db_video_data',
  'llm_video_emotional_tendency',
];

interface Detail {
  status: string;
  components: { api_key: string; result: unknown }[];
}

/** Neither the page nor the app's scrolling main area is wider than the window. */
async function expectNoHorizontalOverflow(page: Page, where: string) {
  const sizes = await page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      page: document.scrollingElement!.scrollWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
      window: window.innerWidth,
    };
  });
  expect(sizes.page, `${where}: page scroll width`).toBeLessThanOrEqual(sizes.window);
  expect(sizes.main, `${where}: main area scrolls sideways by`).toBeLessThanOrEqual(0);
}

/**
 * The text echarts really drew (not ignored, not hidden by overlap) in each chart of a component: read from the
 * chart instances through the page's own echarts module, found among the scripts the page loaded.
 */
async function drawnLabels(page: Page, apiKey: string): Promise<string[]> {
  // A string, not a function: the test runner rewrites `import()` in functions it compiles.
  return page.evaluate(`(async (key) => {
    const scripts = performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js'));
    let echarts;
    for (const url of scripts) {
      const module = await import(url);
      echarts = Object.values(module).find((v) => v && typeof v.getInstanceByDom === 'function');
      if (echarts) break;
    }
    if (!echarts) throw new Error('echarts is not loaded');
    const box = document.querySelector('[data-component="' + key + '"] [role="img"]');
    const chart = box && echarts.getInstanceByDom(box);
    if (!chart) throw new Error('no chart for ' + key);
    return chart
      .getZr()
      .storage.getDisplayList(true)
      .filter((el) => !el.ignore && !el.invisible && el.style && el.style.text)
      .map((el) => el.style.text);
  })(${JSON.stringify(apiKey)})`);
}

const shown = (drawn: string[], label: string) =>
  drawn.some((text) => text === label || (text.endsWith('…') && label.startsWith(text.slice(0, -1))));

describe.each(['zh', 'en'] as const)('screens at every size (%s)', (language) => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let dashboardId = '';
  let topLists: Record<string, string[]> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, pageErrors } = await openSignedIn(browser, {
      baseURL,
      locale: language === 'zh' ? 'zh-CN' : 'en-US',
      language,
    }));
    const created = await callAsUser<{ dashboard_id: string }>(page, 'POST', '/api/dashboard/add', {
      name: `${DASHBOARD_NAME} (${language})`,
      media: ['youtube', 'tiktok'],
      frequency: 'weekly',
      subjects: [
        { name: 'Nike', keywords: 'nike+running shoes', regions: ['US', 'CN'] },
        { name: 'Adidas', keywords: 'adidas+running shoes', regions: ['US', 'CN'] },
      ],
      components: COMPONENTS,
    });
    dashboardId = created.dashboard_id;
    let detail = await callAsUser<Detail>(page, 'GET', `/api/dashboard/detail?dashboard_id=${dashboardId}`);
    for (const started = Date.now(); detail.status !== 'ready';) {
      if (detail.status === 'failed' || Date.now() - started > 100_000)
        throw new Error(`the sample dashboard is ${detail.status}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      detail = await callAsUser<Detail>(page, 'GET', `/api/dashboard/detail?dashboard_id=${dashboardId}`);
    }
    topLists = Object.fromEntries(
      detail.components
        .filter((c) => c.api_key in TOP_LISTS)
        .map((c) => [c.api_key, TOP_LISTS[c.api_key]!(c.result as TopListResult)]),
    );
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORTS) {
    const shot = (name: string) => screenshot(page, `screens-${name}-${viewport.name}-${language}`);
    const resize = () => page.setViewportSize({ width: viewport.width, height: viewport.height });

    it(`${viewport.width}×${viewport.height}: the start page`, async () => {
      await resize();
      await page.goto('/writer/app/store');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('[data-gallery-item="create_dashboard"]').waitFor();
      await expectNoHorizontalOverflow(page, 'start page');
      await shot('start');
    });

    it(`${viewport.width}×${viewport.height}: the dashboards list`, async () => {
      await resize();
      await page.goto('/writer/app/report');
      const card = page.getByRole('listitem').filter({ hasText: DASHBOARD_NAME }).first();
      await card.waitFor({ timeout: 30_000 });
      await expectNoHorizontalOverflow(page, 'dashboards list');
      const heading = card.getByRole('heading').first();
      expect(await heading.getAttribute('title')).toBe(`${DASHBOARD_NAME} (${language})`);
      const newButton = page
        .getByRole('button', { name: language === 'zh' ? /新建看板/ : /New dashboard/ })
        .first();
      const box = (await newButton.boundingBox())!;
      const main = (await page.locator('main').boundingBox())!;
      expect(box.x + box.width, 'the New button ends inside the screen').toBeLessThanOrEqual(
        main.x + main.width,
      );
      await shot('dashboards');
    });

    it(`${viewport.width}×${viewport.height}: a ready dashboard, charts and data`, async () => {
      await resize();
      await page.goto(`/writer/app/report?dashboard_id=${dashboardId}`);
      const region = page.getByRole('region', { name: language === 'zh' ? '报告' : 'Report', exact: true });
      await region.waitFor();
      await page
        .locator('[data-component="db_top5_videos_by_views"] [role="img"] canvas')
        .waitFor({ timeout: 30_000 });
      await page.waitForTimeout(500);
      await shot('detail-charts');
      await expectNoHorizontalOverflow(page, 'detail charts');

      const columns = await page
        .locator('[data-report-grid]')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      if (viewport.width >= 1440) expect(columns, 'grid columns').toBeGreaterThanOrEqual(2);
      else expect(columns, 'grid columns').toBe(1);

      const tiles = page.locator('[data-kpi]');
      expect(await tiles.count()).toBe(8);
      for (const tile of await tiles.all()) {
        const fits = await tile.evaluate((el) => {
          const value = el.querySelector('dd')!;
          const inner = value.getBoundingClientRect();
          const outer = el.getBoundingClientRect();
          return (
            value.scrollWidth <= value.clientWidth && inner.right <= outer.right && inner.left >= outer.left
          );
        });
        expect(fits, `KPI ${await tile.getAttribute('data-kpi')} fits its tile`).toBe(true);
      }

      for (const [apiKey, labels] of Object.entries(topLists)) {
        expect(labels.length, `${apiKey} has items`).toBeGreaterThan(0);
        await page.locator(`[data-component="${apiKey}"]`).scrollIntoViewIfNeeded();
        const drawn = await drawnLabels(page, apiKey);
        for (const label of labels) expect(shown(drawn, label), `${apiKey}: “${label}” is drawn`).toBe(true);
      }
      await page.locator('[data-component="db_top5_videos_by_views"]').scrollIntoViewIfNeeded();
      await shot('detail-top-list');
      await page.locator('[data-component="llm_comment_evaluation_hot_words"]').scrollIntoViewIfNeeded();
      await shot('detail-hot-words');
      await page.locator('[data-component="db_video_region"]').scrollIntoViewIfNeeded();
      await shot('detail-distributions');

      await page.getByRole('button', { name: language === 'zh' ? '数据视图' : 'Data view' }).click();
      await page.locator('[data-component="db_video_region"] table').waitFor();
      await expectNoHorizontalOverflow(page, 'detail data view');
      const regionCells = await page
        .locator('[data-component="db_video_region"] tbody tr td:first-child')
        .allTextContents();
      expect(regionCells).toContain(language === 'zh' ? '美国' : 'United States');
      expect(regionCells).not.toContain('US');
      await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
      await shot('detail-data');
    });

    it(`${viewport.width}×${viewport.height}: the dashboard builder, both modes`, async () => {
      await resize();
      for (const mode of ['smart', 'custom'] as const) {
        await page.goto(`/writer/app/report?view=new&mode=${mode}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoHorizontalOverflow(page, `builder ${mode}`);
        await shot(`builder-${mode}`);
      }
    });

    it(`${viewport.width}×${viewport.height}: a dashboard open beside the chat`, async () => {
      await resize();
      const session = await callAsUser<{ session_id: string }>(page, 'POST', '/api/session/addByApp', {
        domain: 'writer',
        app_doi: null,
        title: '',
      });
      await page.goto(`/writer/app/session?session=${session.session_id}&artifact=dashboard:${dashboardId}`);
      await page.locator('[data-component="db_overview"]').waitFor({ timeout: 30_000 });
      await expectNoHorizontalOverflow(page, 'workspace with the artifact panel');
      await shot('workspace-artifact');
    });

    it(`${viewport.width}×${viewport.height}: the chat with the dock`, async () => {
      await resize();
      await page.goto('/writer/app/report');
      await page.getByRole('listitem').filter({ hasText: DASHBOARD_NAME }).first().waitFor();
      const show = page.getByRole('button', { name: language === 'zh' ? '展开助手' : 'Show the assistant' });
      const dock = page.getByRole('complementary', { name: language === 'zh' ? '助手' : 'Assistant' });
      if (viewport.width < 768) {
        await show.waitFor();
        expect(await dock.count(), 'no dock column beside the screen on a phone').toBe(0);
        await shot('dock-button');
        await show.click();
        await dock.waitFor();
        const box = (await dock.boundingBox())!;
        expect(box.width).toBe(viewport.width);
      } else if (await show.isVisible()) {
        await show.click();
      }
      await dock.waitFor();
      // The dock's code loads when it is first shown: the shot is of the chat, not of its skeleton.
      await dock.locator('textarea').waitFor();
      await expectNoHorizontalOverflow(page, 'dock open');
      await shot('dock-open');
      if (viewport.width < 768) {
        await page
          .getByRole('button', { name: language === 'zh' ? '收起助手' : 'Hide the assistant' })
          .click();
        await show.waitFor();
      }

      await page.goto('/writer/app/session');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await expectNoHorizontalOverflow(page, 'chat workspace');
      await shot('chat');
    });
  }

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
