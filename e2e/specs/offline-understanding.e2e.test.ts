import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';
import { sendMessage } from '../pages/assistant-page.ts';
import { callAsUser } from '../pages/api.ts';

const baseURL = inject('baseURL');

/**
 * Requests the keyword matcher refused or misread (issue 8), typed in the Chinese studio: the built-in model
 * now creates the dashboards they ask for, with the subjects the text names.
 */
describe('offline model: natural requests', () => {
  let browser: Browser;
  let page: Page;

  const thread = () => page.getByRole('region', { name: '对话', exact: true });
  const lastCard = (title: RegExp): Locator => thread().getByRole('group').filter({ hasText: title }).last();
  const answerEnded = () =>
    page.getByRole('button', { name: '停止生成' }).waitFor({ state: 'detached', timeout: 30_000 });
  const dashboardNames = async () =>
    (await callAsUser<{ list: { name: string }[] }>(page, 'GET', '/api/dashboard/list')).list.map(
      (d) => d.name,
    );

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openSignedIn(browser, { baseURL, locale: 'zh-CN', language: 'zh' }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('"帮我创建一个关于小米手机在YouTube上的看板" creates the dashboard', async () => {
    await sendMessage(page, '帮我创建一个关于小米手机在YouTube上的看板');
    await page.waitForURL('**/writer/app/session?session=*');
    await lastCard(/看板：/).waitFor({ timeout: 30_000 });
    await expect.poll(dashboardNames, { timeout: 30_000 }).toContain('小米手机');
    await answerEnded();
    await screenshot(page, 'offline-create-xiaomi-zh');
  });

  it('"帮我做一个小米手机和华为手机的对比看板，每周更新" creates a weekly comparison', async () => {
    await sendMessage(page, '帮我做一个小米手机和华为手机的对比看板，每周更新');
    await expect
      .poll(async () => (await dashboardNames()).some((name) => name.includes('华为手机')), {
        timeout: 30_000,
      })
      .toBe(true);
    await lastCard(/看板：.*华为/).waitFor({ timeout: 30_000 });
    await answerEnded();
    const { list } = await callAsUser<{ list: { dashboard_id: string; name: string }[] }>(
      page,
      'GET',
      '/api/dashboard/list',
    );
    const created = list.find((d) => d.name.includes('华为手机'));
    const detail = await callAsUser<{ frequency: string; subjects: { name: string }[] }>(
      page,
      'GET',
      `/api/dashboard/detail?dashboard_id=${created?.dashboard_id ?? ''}`,
    );
    expect(detail.frequency).toBe('weekly');
    expect(detail.subjects.map((s) => s.name).sort()).toEqual(['华为手机', '小米手机']);
    await screenshot(page, 'offline-compare-xiaomi-huawei-zh');
  });
  it('"set up monitoring for Salomon trail shoes daily" creates a daily dashboard, not a question', async () => {
    await sendMessage(page, 'set up monitoring for Salomon trail shoes daily');
    await expect
      .poll(async () => (await dashboardNames()).some((name) => /salomon trail shoes/i.test(name)), {
        timeout: 30_000,
      })
      .toBe(true);
    await answerEnded();
    const { list } = await callAsUser<{ list: { name: string; frequency: string }[] }>(
      page,
      'GET',
      '/api/dashboard/list',
    );
    expect(list.find((d) => /salomon trail shoes/i.test(d.name))?.frequency).toBe('daily');
  });
});
