import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { ErrorCode } from '@/lib/api/error-codes';
import { server } from '../msw/server.ts';
import { fail, ok } from '../msw/envelope.ts';
import { detailFixture, component } from '../dashboard-detail/detail-fixtures.ts';
import { setLanguage } from '@/lib/i18n';
import { getShareCredentials } from '@/lib/share/share-credentials';
import { ReportShareScreen } from '@/screens/report-share';

// Charts and the export are stand-ins here (tests/client/stand-ins/charts.ts, the `client-charts` project).

const LINK = 'Lk9aZ';
const CODE = 'Run2026';

/** A fake server that checks the code like the real one; `verifyFailure` forces an answer. */
function useShareApi(verifyFailure?: () => Response) {
  const seen: { path: string; link: string | null; password: string | null; body?: unknown }[] = [];
  const creds = (request: Request) => ({
    link: request.headers.get('sb-share-link'),
    password: request.headers.get('sb-share-password'),
  });
  server.use(
    http.post('/api/project/share_verify', async ({ request }) => {
      const body = (await request.json()) as { link: string; code: string };
      seen.push({ path: 'verify', ...creds(request), body });
      if (verifyFailure) return verifyFailure();
      if (body.code !== CODE) return fail('BAD_CREDENTIALS', 'Wrong code.');
      return ok({ dashboard_id: 'd1', name: 'Running shoes', expires_at: '2026-04-01T00:00:00.000Z' });
    }),
    http.get('/api/share/dashboard', ({ request }) => {
      seen.push({ path: 'dashboard', ...creds(request) });
      const c = creds(request);
      if (c.link !== LINK || c.password !== CODE) return fail('SHARE_EXPIRED', 'Expired.');
      return ok(detailFixture());
    }),
    http.post('/api/dashboard/compute', async ({ request }) => {
      const body = await request.json();
      seen.push({ path: 'compute', ...creds(request), body });
      return ok({
        range: '1m',
        since: '2026-02-05T00:00:00.000Z',
        until: '2026-03-05T00:00:00.000Z',
        components: [component('c2', 'db_top5_videos_by_views', 1, { result: { items: [] } })],
      });
    }),
  );
  return seen;
}

async function renderPage(props: { link?: string; code?: string }) {
  await act(() => setLanguage('en'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReportShareScreen {...props} />
    </QueryClientProvider>,
  );
}

describe('report share page', () => {
  it('asks for the code, then shows the report read-only with the share headers on every call', async () => {
    const seen = useShareApi();
    const user = userEvent.setup();
    await renderPage({ link: LINK });
    await user.type(screen.getByLabelText('Extraction code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Open report' }));
    expect(await screen.findByRole('heading', { name: 'Running shoes' })).toBeTruthy();
    expect(getShareCredentials('report')).toEqual({ link: LINK, password: CODE });
    expect(seen[0]).toMatchObject({ path: 'verify', body: { link: LINK, code: CODE } });
    expect(seen[1]).toMatchObject({ path: 'dashboard', link: LINK, password: CODE });
    expect(screen.getByRole('img', { name: 'Chart: TOP 20 videos by views' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Data view' }));
    expect(
      within(screen.getByRole('table', { name: 'TOP 20 videos by views' })).getByText('Nike Pegasus review'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '1 month' }));
    await waitFor(() =>
      expect(seen.find((s) => s.path === 'compute')).toMatchObject({
        link: LINK,
        password: CODE,
        body: { dashboard_id: 'd1', range: '1m' },
      }),
    );
    expect(await screen.findByText('No data in this range.')).toBeTruthy();
  });

  it('a wrong code says so and keeps asking; the right one then opens the report', async () => {
    useShareApi();
    const user = userEvent.setup();
    await renderPage({ link: LINK });
    await user.type(screen.getByLabelText('Extraction code'), 'nope123');
    await user.click(screen.getByRole('button', { name: 'Open report' }));
    expect(await screen.findByText('Wrong code. Check the extraction code and try again.')).toBeTruthy();
    expect(getShareCredentials('report')).toBeNull();
    const input = screen.getByLabelText('Extraction code');
    await user.clear(input);
    await user.type(input, CODE);
    await user.click(screen.getByRole('button', { name: 'Open report' }));
    expect(await screen.findByRole('heading', { name: 'Running shoes' })).toBeTruthy();
  });

  it('an expired or revoked link (10102) shows the expiry page', async () => {
    useShareApi(() => fail('SHARE_EXPIRED', 'Share link expired.'));
    const user = userEvent.setup();
    await renderPage({ link: LINK });
    await user.type(screen.getByLabelText('Extraction code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Open report' }));
    expect(
      await screen.findByRole('heading', { name: 'This share link has expired or was revoked' }),
    ).toBeTruthy();
    expect(screen.getByText('Ask the owner of the report for a new link.')).toBeTruthy();
    expect(screen.queryByLabelText('Extraction code')).toBeNull();
  });

  it('too many attempts (10105) asks to wait', async () => {
    useShareApi(() => fail('TOO_MANY_ATTEMPTS', 'Too many.'));
    const user = userEvent.setup();
    await renderPage({ link: LINK });
    await user.type(screen.getByLabelText('Extraction code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Open report' }));
    expect(await screen.findByText('Too many wrong codes. Wait a few minutes, then try again.')).toBeTruthy();
  });

  it('a lockout with its wait says how many minutes, rounded up, in en and zh', async () => {
    useShareApi(() =>
      HttpResponse.json(
        {
          code: ErrorCode.TOO_MANY_ATTEMPTS,
          data: null,
          message: 'Too many.',
          retry_after_seconds: 13 * 60 + 5,
        },
        { status: 429, headers: { 'Retry-After': String(13 * 60 + 5) } },
      ),
    );
    const user = userEvent.setup();
    await renderPage({ link: LINK });
    await user.type(screen.getByLabelText('Extraction code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Open report' }));
    expect(await screen.findByText('Too many wrong codes. Try again in 14 minutes.')).toBeTruthy();
    await act(() => setLanguage('zh'));
    await user.click(screen.getByRole('button', { name: '打开报告' }));
    expect(await screen.findByText('错误的提取码过多，请 14 分钟后再试。')).toBeTruthy();
  });

  it('a code in the address opens the report without asking', async () => {
    useShareApi();
    await renderPage({ link: LINK, code: CODE });
    expect(await screen.findByRole('heading', { name: 'Running shoes' })).toBeTruthy();
  });

  it('an address without a link says what is missing', async () => {
    await renderPage({});
    expect(screen.getByRole('heading', { name: 'No share link' })).toBeTruthy();
  });
});
