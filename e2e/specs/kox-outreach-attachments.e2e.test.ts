import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, savePng } from '../browser.ts';
import { callAsUser } from '../pages/api.ts';
import { creatorsWithEmail, seedOutreachProject } from '../pages/outreach-seed.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const SHOTS = '/tmp/shots/kox-outreach-attachments';
const suffix = Date.now().toString(36);
const projectName = `Attachments ${suffix}`;
let projectPath = '';

/** A small PDF (sample data: a made-up media kit). */
const mediaKit = Buffer.from('%PDF-1.4\n% sample media kit (generated for the e2e spec)\n%%EOF\n');

/** A template and a project with two creators whose drafts are written. */
async function seed(page: Page): Promise<string> {
  const projectId = await seedOutreachProject(page, {
    name: projectName,
    templateName: `Attachments ${suffix}`,
    creatorIds: creatorsWithEmail(2, 700),
  });
  await callAsUser(page, 'POST', '/api/kox/outreach/draft', { project_id: projectId });
  return projectId;
}

/** Attaches a media kit to all drafts, then shows the edit dialog's list in both languages at both widths. */
describe('KOX outreach attachments', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('attaches a file to all drafts from the screen', async () => {
    const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' });
    projectPath = `/writer/kox/outreach?project=${await seed(page)}`;
    await page.goto(projectPath);
    const table = page.getByRole('table', { name: 'Invitation e-mails' });
    await expect.poll(() => table.getByText('Draft', { exact: true }).count(), { timeout: 60_000 }).toBe(2);
    await page.getByTestId('drafts-attachment-input').setInputFiles({
      name: 'Media kit 2026.pdf',
      mimeType: 'application/pdf',
      buffer: mediaKit,
    });
    await page.getByText('Media kit 2026.pdf attached to 2 e-mails.').waitFor({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(['en', 'zh'] as const)(
    'shows the attachments in the edit dialog in %s at desktop and phone width',
    async (language) => {
      mkdirSync(SHOTS, { recursive: true });
      for (const viewport of [
        { name: 'desktop', width: 1440, height: 900 },
        { name: 'phone', width: 390, height: 844 },
      ]) {
        const { context, page, pageErrors } = await openSignedIn(browser, { baseURL, language, viewport });
        await page.goto(projectPath);
        const table = page.getByRole('table', {
          name: language === 'zh' ? '邀约邮件' : 'Invitation e-mails',
        });
        await table.locator('tbody tr').first().waitFor();
        await savePng(page, path.join(SHOTS, `${language}-${viewport.name}-screen.png`));
        await table
          .getByRole('button', { name: language === 'zh' ? /^编辑发给/ : /^Edit the e-mail to / })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Media kit 2026.pdf').waitFor();
        await dialog
          .getByText(language === 'zh' ? '附件' : 'Attachments', { exact: true })
          .scrollIntoViewIfNeeded();
        await savePng(page, path.join(SHOTS, `${language}-${viewport.name}-dialog.png`));
        const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
        expect(width).toBeLessThanOrEqual(viewport.width);
        expect(pageErrors).toEqual([]);
        await context.close();
      }
    },
  );
});
