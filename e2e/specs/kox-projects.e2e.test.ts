import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { blockingViolations } from '../axe.ts';
import { launchBrowser, savePng } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const SHOTS = '/tmp/shots/kox-projects';
const projectName = `Spring launch ${Date.now().toString(36)}`;
let projectPath = '';

/**
 * KOX projects: create one, add three creators of the public database to it from the list's bulk actions, find
 * them on the project's detail and write its brief; then the detail in both languages at desktop and phone width.
 */
describe('KOX projects', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a project, adds three creators from the public list and edits its brief', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
    await page.goto('/writer/kox/projects');
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create a project' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create a project' });
    await create.getByLabel(/Project name/).fill(projectName);
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/writer/kox/project?project=*');
    await page.getByRole('heading', { name: projectName, level: 2 }).waitFor();
    projectPath = new URL(page.url()).pathname + new URL(page.url()).search;
    // Without the "created" toast: its colours are the toaster's, checked by the accessibility spec.
    await page.reload();
    await page.locator('#kox-project-performance').waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    await page.goto('/writer/kox/list');
    const table = page.getByRole('table', { name: 'Public creator database' });
    await table.locator('tbody tr').first().waitFor();
    const picked: string[] = [];
    for (const row of (await table.locator('tbody tr').all()).slice(0, 3)) {
      picked.push((await row.getByRole('link').first().textContent()) ?? '');
      await row.getByRole('checkbox').check();
    }
    await page
      .getByRole('region', { name: 'Actions for the selected rows' })
      .getByRole('button', { name: 'Add to project' })
      .click();
    const add = page.getByRole('dialog', { name: 'Add 3 creators to a project' });
    await add.getByRole('searchbox', { name: 'Search projects' }).fill(projectName);
    await add.getByRole('radio', { name: new RegExp(projectName) }).check();
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(`3 added to “${projectName}”, 0 already there`).waitFor();

    await page.goto(projectPath);
    const creators = page.getByRole('table', { name: 'Creators of the project' });
    for (const name of picked) await creators.getByRole('link', { name, exact: true }).waitFor();
    await page.getByText('3 creators').first().waitFor();
    await page.getByLabel('Topic').fill('Trail running shoes for the spring');
    await page.getByLabel('Project objective').fill('Awareness among women runners');
    await page.getByRole('button', { name: 'Save brief' }).click();
    await page.getByText('Brief saved').waitFor();
    await page.reload();
    await expect(page.getByLabel('Topic').inputValue()).resolves.toBe('Trail running shoes for the spring');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(['en', 'zh'] as const)('reads well in %s at desktop and phone width', async (language) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const viewport of [
      { name: 'desktop', width: 1440, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language, viewport });
      await page.goto(projectPath);
      await page.locator('#kox-project-performance').waitFor();
      const creators = language === 'zh' ? '项目达人' : 'Creators of the project';
      await page.getByRole('table', { name: creators }).locator('tbody tr').first().waitFor();
      await savePng(page, path.join(SHOTS, `${language}-${viewport.name}.png`), { fullPage: true });
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.getByRole('button', { name: language === 'zh' ? '编辑项目' : 'Edit project' }).click();
      await page.getByRole('dialog', { name: language === 'zh' ? '编辑项目' : 'Edit the project' }).waitFor();
      await savePng(page, path.join(SHOTS, `${language}-${viewport.name}-edit.png`));
      await page.keyboard.press('Escape');
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });
});
