import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { formatDateTime } from '@/lib/format';
import { setLanguage } from '@/lib/i18n';
import { ShareDialog, validateShareForm } from '@/screens/dashboard-detail/share-dialog';

const link = (id: string, status: 'active' | 'expired' | 'revoked', views: number, failed = 0) => ({
  share_id: `share-${id}`,
  dashboard_id: 'd1',
  link_id: id,
  valid_days: 7,
  expires_at: '2026-04-01T00:00:00.000Z',
  revoked_at: status === 'revoked' ? '2026-03-02T00:00:00.000Z' : null,
  status,
  view_count: views,
  last_viewed_at: null,
  failed_attempts: failed,
  last_failed_attempt_at: failed > 0 ? '2026-03-03T10:20:30.000Z' : null,
  created_at: '2026-03-01T00:00:00.000Z',
});

async function renderDialog() {
  await act(() => setLanguage('en'));
  const calls: { path: string; body: unknown }[] = [];
  let links = [link('old1', 'active', 3, 4), link('old2', 'revoked', 1)];
  server.use(
    http.get('/api/project/share/list', () => ok(links)),
    http.post('/api/project/share', async ({ request }) => {
      const body = (await request.json()) as { valid_days: number; code?: string };
      calls.push({ path: 'add', body });
      const created = { ...link('NEWLINK', 'active', 0), valid_days: body.valid_days };
      links = [created, ...links];
      return ok({ ...created, code: body.code ?? 'GenCode8' });
    }),
    http.post('/api/project/share/revoke', async ({ request }) => {
      const body = (await request.json()) as { share_id: string };
      calls.push({ path: 'revoke', body });
      links = links.map((l) => (l.share_id === body.share_id ? { ...l, status: 'revoked' as const } : l));
      return ok(null);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShareDialog dashboardId="d1" open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('share dialog', () => {
  it('validates the validity days and a typed code (spec §5)', () => {
    const form = { days: '7', codeMode: 'generate' as const, code: '' };
    expect(validateShareForm(form)).toEqual({});
    expect(validateShareForm({ ...form, days: '0' })).toEqual({ days: 'daysInvalid' });
    expect(validateShareForm({ ...form, days: '366' })).toEqual({ days: 'daysInvalid' });
    expect(validateShareForm({ ...form, days: '2.5' })).toEqual({ days: 'daysInvalid' });
    expect(validateShareForm({ ...form, codeMode: 'custom', code: 'abc12' })).toEqual({
      code: 'codeInvalid',
    });
    expect(validateShareForm({ ...form, codeMode: 'custom', code: 'abc-123' })).toEqual({
      code: 'codeInvalid',
    });
    expect(validateShareForm({ ...form, codeMode: 'custom', code: 'abc123' })).toEqual({});
  });

  it('refuses bad input, then creates a link with a typed code and shows link and code once', async () => {
    const calls = await renderDialog();
    const user = userEvent.setup();
    const days = screen.getByLabelText('Validity (days)');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('radio', { name: 'Set my own code' }));
    await user.type(screen.getByLabelText('Your extraction code'), 'ab1');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
    expect(screen.getByText('The extraction code must be 6 or more letters and digits.')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.clear(days);
    await user.type(days, '30');
    await user.type(screen.getByLabelText('Your extraction code'), 'c2026X');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { path: 'add', body: { dashboard_id: 'd1', valid_days: 30, code: 'ab1c2026X' } },
      ]),
    );
    const url = `${window.location.origin}/writer/reportShare?link=NEWLINK`;
    const created = within(screen.getByText('Share link created').parentElement!);
    expect(created.getByLabelText<HTMLInputElement>('Share link').value).toBe(url);
    expect(created.getByLabelText<HTMLInputElement>('Extraction code').value).toBe('ab1c2026X');
    expect(created.getByText(/The extraction code is shown only now/)).toBeTruthy();
    await user.click(created.getByRole('button', { name: 'Copy Extraction code' }));
    expect(await navigator.clipboard.readText()).toBe('ab1c2026X');
    expect(created.getByRole('button', { name: 'Copy Extraction code' }).textContent).toBe('Copied');
  });

  it('generates the code when none is typed', async () => {
    const calls = await renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(calls).toEqual([{ path: 'add', body: { dashboard_id: 'd1', valid_days: 7 } }]),
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Extraction code')).value).toBe('GenCode8');
  });

  it('lists existing links with views, expiry and status, and revokes an active one', async () => {
    const calls = await renderDialog();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Existing links' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Active')).toBeTruthy();
    expect(within(items[0]!).getByText('3 views')).toBeTruthy();
    expect(within(items[0]!).getByText(/^Expires 2026-04-01/)).toBeTruthy();
    const lastWrong = formatDateTime('2026-03-03T10:20:30.000Z');
    expect(within(items[0]!).getByText(`4 wrong codes, last ${lastWrong}`)).toBeTruthy();
    expect(within(items[1]!).getByText('Revoked')).toBeTruthy();
    expect(within(items[1]!).getByText('No wrong codes')).toBeTruthy();
    // A revoked link says when it was revoked, not an expiry it never reaches.
    expect(within(items[1]!).getByText(`Revoked ${formatDateTime('2026-03-02T00:00:00.000Z')}`)).toBeTruthy();
    expect(within(items[1]!).queryByText(/^Expires/)).toBeNull();
    expect(within(items[1]!).queryByRole('button', { name: 'Revoke' })).toBeNull();
    await user.click(within(items[0]!).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls).toEqual([{ path: 'revoke', body: { share_id: 'share-old1' } }]));
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Revoke' })).toBeNull());
  });
});
