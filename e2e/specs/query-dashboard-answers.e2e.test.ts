import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';
import { composer, sendMessage } from '../pages/assistant-page.ts';
import { callAsUser } from '../pages/api.ts';

const baseURL = inject('baseURL');

/**
 * Questions about a dashboard in the thread: a comparison of every measure per subject in a table wider than the
 * thread (it scrolls sideways, by keyboard too, and says so), the same on one medium, the posts grouped by hashtag,
 * and the posts of the day a metric jumped, split per subject, asked through the /ask form.
 */
describe('query_dashboard answers in the thread', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  const thread = () => page.getByRole('region', { name: 'Conversation', exact: true });
  const lastCard = (title: RegExp): Locator => thread().getByRole('group').filter({ hasText: title }).last();
  const answerEnded = () =>
    page.getByRole('button', { name: 'Stop generating' }).waitFor({ state: 'detached', timeout: 30_000 });

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, pageErrors } = await openSignedIn(browser, { baseURL, locale: 'en-US', language: 'en' }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('has a ready dashboard of two subjects', async () => {
    const created = await callAsUser<{ dashboard_id: string }>(page, 'POST', '/api/dashboard/add', {
      name: 'Query shoes',
      media: ['youtube'],
      subjects: [
        { name: 'Nike', keywords: 'nike' },
        { name: 'Adidas', keywords: 'adidas' },
      ],
      components: ['db_overview', 'db_video_trend_analysis'],
    });
    await expect
      .poll(
        async () =>
          (
            await callAsUser<{ status: string }>(
              page,
              'GET',
              `/api/dashboard/detail?dashboard_id=${created.dashboard_id}`,
            )
          ).status,
        { timeout: 90_000, interval: 1000 },
      )
      .toBe('ready');
  });

  it('compares every measure per subject in a table that scrolls sideways inside the card', async () => {
    await sendMessage(page, 'compare the subjects in “Query shoes”');
    await page.waitForURL('**/writer/app/session?session=*');
    const card = lastCard(/Subjects compared/);
    const region = card.getByRole('region', { name: 'Answer table: Subjects compared' });
    await region.waitFor({ timeout: 30_000 });
    await answerEnded();
    const headers = await region.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual([
      'Subject',
      'Posts',
      'Channels',
      'Views',
      'Likes',
      'Comments',
      'Engagements',
      'Engagement rate',
      'Positive posts',
      'Negative posts',
      'Positive comments',
      'Negative comments',
    ]);
    // The table is wider than the card: the hint says so, and the keyboard scrolls it.
    const fits = await region.evaluate((el) => el.scrollWidth <= el.clientWidth);
    if (!fits) {
      await card.getByText('Scroll sideways for 12 columns').waitFor();
      await region.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }
    const cardBox = await card.boundingBox();
    const threadBox = await thread().boundingBox();
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(threadBox!.x + threadBox!.width + 1);
    await screenshot(page, 'query-compare-subjects-en');
  });

  it('answers about one medium, and says which media a dashboard collects when asked for another', async () => {
    await sendMessage(page, 'compare the subjects on YouTube in “Query shoes”');
    const card = lastCard(/YouTube only · Query shoes/);
    await card.getByRole('region', { name: 'Answer table: Subjects compared' }).waitFor({ timeout: 30_000 });
    await answerEnded();
    await thread()
      .getByText(/^YouTube posts only\./)
      .last()
      .waitFor();
    await sendMessage(page, 'show me the top posts on Instagram in “Query shoes”');
    // The card says it, and the sentence after it.
    const refusal = 'The dashboard “Query shoes” collects YouTube posts, not Instagram.';
    await lastCard(/Ask a dashboard/)
      .getByText(refusal)
      .waitFor({ timeout: 30_000 });
    await answerEnded();
    await thread().getByText(`That did not work: ${refusal}`).waitFor();
    await screenshot(page, 'query-one-medium-en');
  });

  it('groups the posts by hashtag', async () => {
    await sendMessage(page, 'which hashtag has the most views in “Query shoes”');
    const card = lastCard(/By hashtag · Query shoes/);
    const region = card.getByRole('region', { name: 'Answer table: By hashtag' });
    await region.waitFor({ timeout: 30_000 });
    await answerEnded();
    expect((await region.getByRole('columnheader').allInnerTexts()).slice(0, 3)).toEqual([
      '#',
      'Hashtag',
      'Posts',
    ]);
    await thread()
      .getByText(/^The hashtag with the most views is “#/)
      .last()
      .waitFor();
    await screenshot(page, 'query-breakdown-en');
  });

  it('/ask the posts of the day that jumped, per subject', async () => {
    await composer(page).fill('/');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /\/ask(?!ads)/ })
      .click();
    const form = page.getByRole('form', { name: 'Ask the open dashboard' });
    await form.getByLabel('Question').selectOption('posts_on_date');
    await form.getByRole('checkbox', { name: 'Split per subject' }).check();
    await screenshot(page, 'query-ask-form-en');
    await form.getByRole('button', { name: 'Ask' }).click();
    const card = lastCard(/Posts on a day/);
    await card.getByRole('table').waitFor({ timeout: 30_000 });
    await answerEnded();
    await card.getByText(/\d{4}-\d{2}-\d{2}: \d+ posts?, [\d,]+ views/).waitFor();
    await expect.poll(() => card.locator('canvas').count()).toBeGreaterThan(0);
    await card.getByText('per subject').waitFor();
    await screenshot(page, 'query-posts-on-date-en');
    expect(pageErrors).toEqual([]);
  });
});
