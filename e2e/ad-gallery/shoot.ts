/**
 * Screenshots of every AD component (the gallery) at 1440×900 and 390×844, in zh and en, in the chart and the
 * data view: `node --import tsx e2e/ad-gallery/shoot.ts [set] [reported] [only]` writes the page in
 * slices and each card to e2e/artifacts/ad-gallery/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../browser.ts';
import { startGallery } from './gallery-server.ts';

const set = process.argv[2] ?? 'sample';
const reported = process.argv[3] ?? 'all';
/** Only the variants whose name contains this (`desktop-en-chart`), all when absent. */
const only = process.argv[4] ?? '';
const out = path.resolve('e2e/artifacts/ad-gallery');
mkdirSync(out, { recursive: true });

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const gallery = await startGallery();
const browser = await launchBrowser();
try {
  for (const size of SIZES)
    for (const lang of ['zh', 'en'])
      for (const view of ['chart', 'table']) {
        if (!`${size.name}-${lang}-${view}`.includes(only)) continue;
        const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${gallery.url}?set=${set}&view=${view}&lang=${lang}&reported=${reported}`);
        await page.locator('[data-component]').first().waitFor();
        // Covers load lazily: pass over the page once so every image is asked for.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(1500);
        const name = `${set}-${reported}-${size.name}-${lang}-${view}`;
        // The page in viewport-high slices, then each card alone (a tall page is easier to read in pieces).
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let top = 0, n = 1; top < height; top += size.height * 2, n++)
          await page.screenshot({
            path: path.join(out, `${name}-page-${String(n).padStart(2, '0')}.png`),
            fullPage: true,
            clip: { x: 0, y: top, width: size.width, height: Math.min(size.height * 2, height - top) },
          });
        const cards = page.locator('article[data-component]');
        for (let i = 0; i < (await cards.count()); i++) {
          const card = cards.nth(i);
          const id = (await card.getAttribute('aria-labelledby'))?.replace(/^component-|-title$/g, '') ?? i;
          await card.screenshot({
            path: path.join(out, `${name}-card-${String(i).padStart(2, '0')}-${id}.png`),
          });
        }
        console.info(name, errors.length ? `page errors: ${errors.join(' | ')}` : 'no page errors');
        await page.close();
      }
} finally {
  await browser.close();
  await gallery.close();
}
