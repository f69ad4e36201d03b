import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../browser.ts';
import { ORG_SCREENS, seedOrgData } from '../pages/org-seed.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * The clients, projects and placements screens with real data made through the API, in both languages at
 * desktop and phone width: each shows its table, none widens the page, none throws.
 */
describe('org screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  let seeded = false;
  for (const language of ['zh', 'en'] as const)
    for (const viewport of VIEWPORTS)
      it(`${language} at ${viewport.width}×${viewport.height}`, async () => {
        const { context, page, pageErrors } = await openSignedIn(browser, {
          baseURL,
          language,
          viewport: { width: viewport.width, height: viewport.height },
        });
        if (!seeded) {
          await seedOrgData(page);
          seeded = true;
        }
        for (const s of ORG_SCREENS) {
          await page.goto(s.path);
          // Nike's rows, not the filters' hidden <option>s.
          await page.getByRole('table', { name: s.table }).getByText('Nike').first().waitFor();
          await screenshot(page, `org-${s.id}-${language}-${viewport.name}`);
          const sizes = await page.evaluate(() => ({
            page: document.scrollingElement!.scrollWidth,
            window: window.innerWidth,
          }));
          expect(sizes.page, `${s.id}: page scroll width`).toBeLessThanOrEqual(sizes.window);
        }
        expect(pageErrors).toEqual([]);
        await context.close();
      });
});
