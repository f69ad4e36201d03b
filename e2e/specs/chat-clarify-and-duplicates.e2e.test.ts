import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../browser.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';
import { sendMessage } from '../pages/assistant-page.ts';
import { callAsUser } from '../pages/api.ts';

const baseURL = inject('baseURL');

interface DashboardList {
  list: { dashboard_id: string; name: string }[];
}
interface DashboardDetail {
  subjects: { name: string; keywords: string }[];
}

const REQUEST = 'track Brooks and Mizuno running shoes on YouTube';

/**
 * Issue 8's chat flow, in English: asking twice for a dashboard on the same subjects offers the existing one
 * instead of a silent copy; "Open it" opens it in the panel and "Create a new one" makes a second one. An
 * ask_user question shows as buttons that answer for the user.
 */
describe('chat: no silent duplicates, questions as buttons', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let first = { dashboard_id: '', name: '' };

  const thread = () => page.getByRole('region', { name: 'Conversation', exact: true });
  const panel = () => page.getByRole('region', { name: 'Artifact panel' });
  const lastCard = (title: RegExp): Locator => thread().getByRole('group').filter({ hasText: title }).last();
  const answerEnded = () =>
    page.getByRole('button', { name: 'Stop generating' }).waitFor({ state: 'detached', timeout: 30_000 });
  // Other specs share the server and the user: only this spec's subjects count.
  const dashboards = async () => {
    const { list } = await callAsUser<DashboardList>(page, 'GET', '/api/dashboard/list?page_size=50');
    return { list: list.filter((d) => /brooks/i.test(d.name)) };
  };
  const subjectsOf = async (id: string) =>
    (await callAsUser<DashboardDetail>(page, 'GET', `/api/dashboard/detail?dashboard_id=${id}`)).subjects
      .map((s) => s.keywords)
      .sort();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, pageErrors } = await openSignedIn(browser, { baseURL, locale: 'en-US', language: 'en' }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a dashboard by chat', async () => {
    await sendMessage(page, REQUEST);
    await page.waitForURL('**/writer/app/session?session=*');
    await lastCard(/^Dashboard:/).waitFor({ timeout: 30_000 });
    await answerEnded();
    const { list } = await dashboards();
    expect(list).toHaveLength(1);
    first = list[0]!;
  });

  it('asked again for the same subjects, the card offers the existing dashboard and creates nothing', async () => {
    await sendMessage(page, REQUEST);
    const offer = lastCard(/Already tracking these subjects/);
    await offer.waitFor({ timeout: 30_000 });
    await answerEnded();
    await offer
      .getByText(`You already have “${first.name}” on the same subjects.`, { exact: false })
      .waitFor();
    expect(await offer.getAttribute('data-state')).toBe('awaiting');
    expect((await dashboards()).list).toHaveLength(1);
    // The reply text says the same as the card.
    await thread()
      .getByText(`You already have ${first.name} on the same subjects`, { exact: false })
      .waitFor();
    await offer.scrollIntoViewIfNeeded();
    await screenshot(page, 'chat-duplicate-offer-en');
  });

  it('"Open it" opens the existing dashboard in the artifact panel', async () => {
    const offer = lastCard(/Already tracking these subjects/);
    await offer.getByRole('button', { name: 'Open it' }).click();
    await panel().getByRole('heading', { name: first.name }).first().waitFor({ timeout: 30_000 });
    expect(page.url()).toContain(encodeURIComponent(`dashboard:${first.dashboard_id}`));
    await screenshot(page, 'chat-duplicate-open-it-en');
  });

  it('"Create a new one" asks anyway and a second dashboard on the same subjects is created', async () => {
    const offer = lastCard(/Already tracking these subjects/);
    await offer.getByRole('button', { name: 'Create a new one' }).click();
    await thread().getByText('Create a new dashboard anyway', { exact: true }).waitFor();
    await expect.poll(async () => (await dashboards()).list.length, { timeout: 30_000 }).toBe(2);
    await answerEnded();
    const { list } = await dashboards();
    const second = list.find((d) => d.dashboard_id !== first.dashboard_id)!;
    expect(await subjectsOf(second.dashboard_id)).toEqual(await subjectsOf(first.dashboard_id));
    expect(await offer.getByRole('button', { name: 'Create a new one' }).isDisabled()).toBe(true);
    expect(await offer.getAttribute('data-state')).toBe('done');
    await lastCard(/^Dashboard:/).waitFor();
    await screenshot(page, 'chat-duplicate-created-anyway-en');
  });

  it('an ask_user card answers with the pressed choice', async () => {
    const sessionId = new URL(page.url()).searchParams.get('session') ?? '';
    // The offline model asks questions only once the NLU work lands; the tool runs directly meanwhile.
    const status = await page.evaluate(async (session) => {
      const token = (JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { token?: string } | null)
        ?.token;
      const res = await fetch('/api/chat', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'MB-TOKEN': token ?? '',
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          session_id: session,
          message: {
            id: crypto.randomUUID(),
            role: 'user',
            parts: [{ type: 'text', text: 'show me something' }],
          },
          locale: 'en',
          tool_request: {
            name: 'ask_user',
            input: {
              question: 'What would you like to see?',
              choices: [
                { label: 'The reports', message: 'open the reports' },
                { label: 'The KOX list', message: 'open KOX list' },
              ],
            },
          },
        }),
      });
      await res.text();
      return res.status;
    }, sessionId);
    expect(status).toBe(200);
    await page.reload();
    const card = lastCard(/What would you like to see\?/);
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getAttribute('data-state')).toBe('awaiting');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'chat-ask-user-en');

    await card.getByRole('button', { name: 'The KOX list' }).focus();
    await page.keyboard.press('Enter');
    await thread().getByText('open KOX list', { exact: true }).waitFor();
    await answerEnded();
    await expect.poll(() => card.getAttribute('data-state')).toBe('done');
    expect(await card.getByRole('button', { name: 'The KOX list' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await card.getByRole('button', { name: 'The reports' }).isDisabled()).toBe(true);
    await screenshot(page, 'chat-ask-user-answered-en');
    expect(pageErrors).toEqual([]);
  });
});
