import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { E2E_ADMIN } from '../admin.ts';
import { collectPageErrors, launchBrowser, screenshot } from '../browser.ts';
import { callAsUser } from '../pages/api.ts';
import { sendMessage } from '../pages/assistant-page.ts';
import { signIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');

/** What the browser reported against the page's Content-Security-Policy, and every console error or warning. */
interface Watch {
  violations: string[];
  consoleErrors: string[];
}

/** A context whose pages report every `securitypolicyviolation` event and console error into `watch`. */
async function watchedContext(
  browser: Browser,
  watch: Watch,
  viewport = { width: 1440, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'en-US',
    acceptDownloads: true,
  });
  await context.addInitScript(() => localStorage.setItem('locale', 'en'));
  await context.exposeFunction('__reportViolation', (text: string) => watch.violations.push(text));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      ),
    ),
  );
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') watch.consoleErrors.push(message.text());
  });
  return context;
}

/** Console complaints about the security policy. */
const policyComplaints = (watch: Watch) =>
  watch.consoleErrors.filter((m) =>
    /Content Security Policy|Refused to|unsafe-eval|frame-ancestors/i.test(m),
  );

/**
 * Issue 8 and 9 in the browser: a strict Content-Security-Policy that the whole app lives with (sign-in, the
 * assistant, a dashboard's charts and tooltips, the PNG export, the shared page), data that tries to fetch an
 * attacker's image or plant a link renders as text, and no other site can frame the sign-in form.
 */
describe('browser security', () => {
  let browser: Browser;
  let attacker: Server;
  let attackerOrigin = '';
  const attackerHits: string[] = [];

  beforeAll(async () => {
    attacker = createServer((req, res) => {
      attackerHits.push(req.url ?? '');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><title>Win a prize</title><h1>Sign in to claim</h1><iframe title="studio" src="${baseURL}/writer/login" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => attacker?.close(resolve));
  });

  it('the app runs under its policy without a violation, and hostile names render as text', async () => {
    const watch: Watch = { violations: [], consoleErrors: [] };
    const context = await watchedContext(browser, watch);
    const page = await context.newPage();
    const pageErrors = collectPageErrors(page);

    await page.goto('/writer/login');
    await signIn(page, E2E_ADMIN.account, E2E_ADMIN.password);
    await page.waitForURL('**/writer/app/store');

    // Subjects named like a tracking pixel and a phishing link on the attacker's origin.
    const hostileName = (brand: string) =>
      `${brand} ![p](${attackerOrigin}/${brand}.png) [Sign in again](${attackerOrigin}/login)`;
    const names = [hostileName('Nike'), hostileName('Adidas')];
    const created = await callAsUser<{ dashboard_id: string; name: string }>(
      page,
      'POST',
      '/api/dashboard/add',
      {
        name: 'Secure shoes',
        media: ['youtube'],
        subjects: [
          { name: names[0], keywords: 'nike' },
          { name: names[1], keywords: 'adidas' },
        ],
        components: [
          'db_overview',
          'db_video_trend_analysis',
          'db_top5_videos_by_views',
          'llm_marketing_event_summary',
        ],
      },
    );
    const id = created.dashboard_id;
    await expect
      .poll(
        async () =>
          (await callAsUser<{ status: string }>(page, 'GET', `/api/dashboard/detail?dashboard_id=${id}`))
            .status,
        {
          timeout: 90_000,
          interval: 1000,
        },
      )
      .toBe('ready');

    // The assistant names the hostile subject in its answer: as text, not as an image or a link.
    await sendMessage(page, 'compare the subjects in “Secure shoes”');
    await page.waitForURL('**/writer/app/session?session=*');
    const thread = page.getByRole('region', { name: 'Conversation', exact: true });
    await thread.getByText('Sign in again', { exact: false }).last().waitFor({ timeout: 30_000 });
    await page
      .getByRole('button', { name: 'Stop generating' })
      .waitFor({ state: 'detached', timeout: 30_000 });
    expect(await thread.locator(`a[href^="${attackerOrigin}"], img[src^="${attackerOrigin}"]`).count()).toBe(
      0,
    );
    const answer = await thread.innerText();
    expect(names.some((name) => answer.includes(`“${name}”`))).toBe(true);
    await screenshot(page, 'security-hostile-name-answer-en');

    await page.goto(`/writer/app/report?dashboard_id=${id}`);
    await expect.poll(() => page.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const summary = page.locator('[data-component="llm_marketing_event_summary"]');
    await expect.poll(() => summary.innerText(), { timeout: 30_000 }).toContain(names[0]);
    // An echarts tooltip writes inline styles; hover a chart to draw one.
    const chart = page.locator('canvas').first();
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2);
    await screenshot(page, 'security-report-en');
    const [png] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toMatch(/^Secure shoes-\d{4}-\d\d-\d\d\.png$/);

    const link = await callAsUser<{ link_id: string }>(page, 'POST', '/api/project/share', {
      dashboard_id: id,
      valid_days: 7,
      code: 'Secure2026',
    });
    const visitorWatch: Watch = { violations: [], consoleErrors: [] };
    const visitorErrors: string[][] = [];
    for (const [name, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      const visitor = await watchedContext(browser, visitorWatch, viewport);
      const shared = await visitor.newPage();
      visitorErrors.push(collectPageErrors(shared));
      await shared.goto(`/writer/reportShare?link=${link.link_id}`);
      await shared.getByLabel('Extraction code').fill('Secure2026');
      await shared.getByRole('button', { name: 'Open report' }).click();
      await expect.poll(() => shared.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const summary = shared.locator('[data-component="llm_marketing_event_summary"]');
      await expect.poll(() => summary.innerText(), { timeout: 30_000 }).toContain(names[1]);
      await summary.scrollIntoViewIfNeeded();
      await screenshot(shared, `security-shared-summary-${name}-en`);
      await visitor.close();
    }

    expect(attackerHits).toEqual([]);
    expect(watch.violations).toEqual([]);
    expect(visitorWatch.violations).toEqual([]);
    // Not even a warning: a policy complaint, a blocked resource or a failed load would all show here.
    expect(watch.consoleErrors).toEqual([]);
    expect(visitorWatch.consoleErrors).toEqual([]);
    expect([...pageErrors, ...visitorErrors.flat()]).toEqual([]);
    await context.close();
  });

  it('another site cannot show the sign-in form in a frame', async () => {
    const watch: Watch = { violations: [], consoleErrors: [] };
    const context = await watchedContext(browser, watch);
    const page = await context.newPage();
    await page.goto(`${attackerOrigin}/prize.html`);
    await page.getByRole('heading', { name: 'Sign in to claim' }).waitFor();
    const frame = page.frameLocator('iframe[title="studio"]');
    await expect.poll(() => policyComplaints(watch).some((m) => m.includes('frame-ancestors'))).toBe(true);
    expect(await frame.locator('input').count()).toBe(0);
    await screenshot(page, 'security-framed-login-blocked');
    await context.close();
  });
});
