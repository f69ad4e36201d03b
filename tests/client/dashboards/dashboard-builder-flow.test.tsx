import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MK_COMPONENTS } from '@/lib/report-components/catalog';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { addHandler, fillBasics, next, renderBuilder } from './builder-kit.tsx';
import { component, detail, task } from './dashboard-test-kit.tsx';

const keywordsField = () => screen.getByRole('textbox', { name: 'Keywords' });
const DIALOG = 'Keywords do not match the requirements, do you want to modify them?';

async function openKeywordDialog(keywords = 'nike, adidas') {
  renderBuilder();
  await fillBasics();
  await userEvent.type(keywordsField(), keywords);
  await next();
  return screen.findByRole('dialog', { name: DIALOG });
}

// Typing whole forms with user-event is slow on a shared machine; the default 5 s is too tight.
describe('dashboard builder — keyword check dialog', () => {
  it('shows the problem and the suggestion; Return goes back to the keywords', async () => {
    const dialog = await openKeywordDialog();
    expect(within(dialog).getByText('nike | adidas')).toBeTruthy();
    expect(within(dialog).getByText(/Commas and similar marks are not operators/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to edit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((keywordsField() as HTMLInputElement).value).toBe('nike, adidas');
    expect(keywordsField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(keywordsField());
  });

  it('Escape closes it like Return', async () => {
    await openKeywordDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('group', { name: 'Analysis subjects' })).toBeTruthy();
  });

  it('Ignore keeps the keywords as typed and moves on', async () => {
    const bodies = addHandler();
    const dialog = await openKeywordDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ignore' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create dashboard' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { subjects: { keywords: string }[] }).subjects[0]!.keywords).toBe('nike, adidas');
  });

  it('Use suggestion replaces the keywords and moves on', async () => {
    const bodies = addHandler();
    const dialog = await openKeywordDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use suggestion' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create dashboard' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { subjects: { keywords: string }[] }).subjects[0]!.keywords).toBe('nike | adidas');
  });

  it('cannot ignore keywords that do not parse', async () => {
    const dialog = await openKeywordDialog('(nike');
    expect(within(dialog).getByText('This opening parenthesis is never closed.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ignore' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('(nike)')).toBeTruthy();
  });
});

describe('dashboard builder — account links', () => {
  it('checks the links and answers per line', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post(
        '/api/dashboard/check_accounts',
        withUser(async ({ request }) => {
          requests.push(await request.json());
          return ok({
            results: [
              {
                line: 1,
                link: 'https://www.youtube.com/@nike',
                platform: 'youtube',
                handle: 'nike',
                status: 'exists',
              },
              { line: 2, link: 'https://example.com/x', platform: null, handle: null, status: 'not_found' },
            ],
          });
        }),
      ),
    );
    renderBuilder();
    await fillBasics();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Account links' }),
      'https://www.youtube.com/@nike{Enter}https://example.com/x',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const results = await screen.findByRole('list', { name: 'Account check results' });
    const rows = within(results).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Account Exists');
    expect(rows[1]!.textContent).toContain('Account does not exist or the link is not supported');
    expect(requests).toEqual([
      { links: 'https://www.youtube.com/@nike\nhttps://example.com/x', media: ['youtube'] },
    ]);
    // The answer belongs to the text it checked.
    await userEvent.type(screen.getByRole('textbox', { name: 'Account links' }), '{Enter}more');
    expect(screen.queryByRole('list', { name: 'Account check results' })).toBeNull();
  });
});

describe('dashboard builder — submit and progress', () => {
  it('sends the smart-mode payload the API takes', async () => {
    const bodies = addHandler();
    renderBuilder();
    await userEvent.type(screen.getByRole('textbox', { name: /Dashboard name/ }), ' Running shoes ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Update frequency' }), 'weekly');
    await userEvent.click(screen.getByRole('checkbox', { name: 'TikTok' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'YouTube' }));
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Requirement description' }), 'Compare brands');
    await userEvent.type(keywordsField(), '(nike | adidas) + running');
    await userEvent.type(screen.getByRole('textbox', { name: 'Topics' }), 'Marathon, trail');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Account links' }),
      'https://www.youtube.com/@nike',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'US');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum followers' }), '1000');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Create dashboard' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'Running shoes',
      media: ['youtube', 'tiktok'],
      mode: 'smart',
      frequency: 'weekly',
      subjects: [
        {
          name: 'Running shoes',
          description: 'Compare brands',
          keywords: '(nike | adidas) + running',
          topics: ['marathon', 'trail'],
          accounts: ['https://www.youtube.com/@nike'],
          excluded_accounts: [],
          regions: ['US'],
          languages: ['en'],
          follower_min: 1000,
          follower_max: null,
          content_languages: [],
          search_scope: [],
          paid_only: false,
          app_promotion: false,
          industry: null,
        },
      ],
      components: MK_COMPONENTS.map((c) => c.api_key),
      client_id: null,
      project_id: null,
    });
    expect(await screen.findByText("Collecting data — please don't close this page")).toBeTruthy();
  });

  it('sends the custom criteria and several named subjects', async () => {
    const bodies = addHandler();
    renderBuilder({ mode: 'custom' });
    await fillBasics('Phones', ['Instagram']);
    await userEvent.click(screen.getByRole('radio', { name: 'Multiple subjects' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add subject' }));
    const names = screen.getAllByRole('textbox', { name: /Subject name/ });
    const keywords = screen.getAllByRole('textbox', { name: 'Keywords' });
    await userEvent.type(names[0]!, 'Apple');
    await userEvent.type(keywords[0]!, 'iphone');
    await userEvent.type(names[1]!, 'Samsung');
    await userEvent.type(keywords[1]!, 'galaxy');
    const excluded = screen.getAllByRole('textbox', { name: 'Excluded accounts' });
    await userEvent.type(excluded[0]!, 'https://www.instagram.com/spam');
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Content language' })[0]!, 'ja');
    await userEvent.selectOptions(
      screen.getAllByRole('combobox', { name: 'Industry' })[0]!,
      'consumer_electronics',
    );
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Title' })[0]!);
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Paid promotion only' })[0]!);
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'App promotion' })[1]!);
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Create dashboard' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0] as { mode: string; subjects: Record<string, unknown>[] };
    expect(body.mode).toBe('custom');
    expect(body.subjects).toHaveLength(2);
    expect(body.subjects[0]).toMatchObject({
      name: 'Apple',
      keywords: 'iphone',
      excluded_accounts: ['https://www.instagram.com/spam'],
      content_languages: ['ja'],
      industry: 'consumer_electronics',
      search_scope: ['title'],
      paid_only: true,
      app_promotion: false,
    });
    expect(body.subjects[1]).toMatchObject({ name: 'Samsung', keywords: 'galaxy', app_promotion: true });
  });

  it('follows the collection every second and opens the dashboard when it is ready', async () => {
    addHandler();
    const answers = [
      detail({
        dashboard_id: 'd-new',
        tasks: [task({ progress: 40 })],
        components: [component('stale', 'c1')],
      }),
      detail({
        dashboard_id: 'd-new',
        tasks: [task({ status: 'SUCCESS', progress: 100 })],
        components: [component('fresh', 'c1'), component('stale', 'c2')],
      }),
      detail({
        dashboard_id: 'd-new',
        status: 'ready',
        tasks: [task({ status: 'SUCCESS', progress: 100 })],
        components: [component('fresh', 'c1'), component('fresh', 'c2')],
      }),
    ];
    let calls = 0;
    server.use(
      http.get(
        '/api/dashboard/detail',
        withUser(({ request }) => {
          expect(new URL(request.url).searchParams.get('dashboard_id')).toBe('d-new');
          return ok(answers[Math.min(calls++, answers.length - 1)]);
        }),
      ),
    );
    const { onCreated } = renderBuilder();
    await fillBasics();
    await userEvent.type(keywordsField(), 'nike');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Create dashboard' }));
    expect(await screen.findByText("Collecting data — please don't close this page")).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: 'YouTube collection progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(await screen.findByText('Analysing components: 1 of 2')).toBeTruthy();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('d-new'));
  });

  it('shows a failed collection with its reason, in words, and retries it', async () => {
    addHandler();
    let status: 'failed' | 'generating' = 'failed';
    const retried: unknown[] = [];
    server.use(
      http.get(
        '/api/dashboard/detail',
        withUser(() =>
          ok(
            detail({
              dashboard_id: 'd-new',
              status,
              failure_code: status === 'failed' ? 'storage_full' : null,
              tasks: [
                task({
                  status: status === 'failed' ? 'FAILURE' : 'PENDING',
                  error_code: status === 'failed' ? 'storage_full' : null,
                }),
              ],
            }),
          ),
        ),
      ),
      http.post(
        '/api/dashboard/retry',
        withUser(async ({ request }) => {
          retried.push(await request.json());
          status = 'generating';
          return ok(detail({ dashboard_id: 'd-new' }));
        }),
      ),
    );
    renderBuilder();
    await fillBasics();
    await userEvent.type(keywordsField(), 'nike');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Create dashboard' }));
    const reason =
      'Generation failed: The server ran out of disk space. Free space on the server, then retry.';
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retried).toEqual([{ dashboard_id: 'd-new' }]));
    await waitFor(() => expect(screen.queryByText(reason)).toBeNull());
    expect(screen.getByText('Collecting 0%')).toBeTruthy();
  });
});
