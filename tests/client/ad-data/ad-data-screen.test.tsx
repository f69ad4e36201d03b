import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ErrorCode } from '@/lib/api/error-codes';
import { useAuthStore } from '@/lib/auth/auth-store';
import { initI18n } from '@/lib/i18n';
import type { TeamRole } from '@/lib/roles';
import { ESTIMATED_ROW_HEIGHT } from '@/components/data-table/virtual-rows';
import { AdDataScreen } from '@/screens/ads/ad-data/ad-data-screen';
import { fakeTableLayout } from '../lib/components/fake-layout.ts';
// The screen loads its lists, dialogs and tagging view lazily; loaded here once, they resolve at once in the
// tests instead of racing the queries' timeouts on a loaded machine.
import '@/screens/ads/ad-data/accounts/account-list';
import '@/screens/ads/ad-data/accounts/bind-account-dialog';
import '@/screens/ads/ad-data/files/file-list';
import '@/screens/ads/ad-data/files/upload-dialog';
import '@/screens/ads/ad-data/files/problems-dialog';
import '@/screens/ads/ad-data/shared/budget-dialog';
import '@/screens/ads/ad-data/shared/delete-dataset-dialog';
import '@/screens/ads/ad-data/tagging/dataset-tagging';
import { signInResult } from '../msw/fixtures.ts';
import { server } from '../msw/server.ts';
import {
  adDataDb,
  adDataHandlers,
  adDataset,
  GOOD_TOKEN,
  taggedAd,
  type AdDataDb,
} from '../msw/handlers/ad-data.ts';

/** The ad data screen signed in, in `lang`, as a `role` of team "Acme Studio", over a fake API holding `db`. */
function renderScreen(db: AdDataDb, role: TeamRole = 'editor', lang: 'en' | 'zh' = 'en') {
  localStorage.setItem('locale', lang);
  initI18n();
  useAuthStore.getState().signIn(signInResult);
  useAuthStore.getState().setUserRoleInfo({
    role_name: 'editor',
    modules: ['writer'],
    permissions: [],
    team: { team_id: 't-1', name: 'Acme Studio', role, restricted: false, client_ids: null, member: true },
    system_admin: false,
  });
  server.use(...adDataHandlers(db));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AdDataScreen />
    </QueryClientProvider>,
  );
}

// The ads' table is always virtualized: its box needs a height for rows to be in view.
let undoLayout: () => void;
beforeEach(() => {
  undoLayout = fakeTableLayout({ viewport: 600, rowHeight: ESTIMATED_ROW_HEIGHT });
});
afterEach(() => undoLayout());

const rowOf = async (table: HTMLElement, name: string) =>
  (await within(table).findByText(name)).closest('tr') as HTMLElement;

describe('the ad data screen', () => {
  it('binds a sample account from the empty list, labels it sample and follows its sync to the end', async () => {
    const db = adDataDb();
    renderScreen(db);
    expect(await screen.findByText('No ad account is bound yet')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Bind account' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Bind an ad account' });
    const samples = within(dialog).getByRole('list');
    const meta = (await within(samples).findByText('Trailhead Outdoor · Meta')).closest('li')!;
    expect(within(meta).getByRole('button', { name: 'Sample data' })).toBeTruthy();
    await userEvent.click(within(meta).getByRole('button', { name: 'Bind sample' }));
    await waitFor(() =>
      expect(db.calls).toContainEqual({
        path: '/api/ad_account/add',
        body: { platform: 'meta', account_id: 'sample-meta' },
      }),
    );

    const table = await screen.findByRole('table', { name: 'Ad accounts' });
    const row = await rowOf(table, 'Trailhead Outdoor · Meta');
    expect(within(row).getByRole('button', { name: 'Sample data' })).toBeTruthy();
    expect(within(row).getByText('Syncing')).toBeTruthy();
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    Object.assign(db.datasets[0]!, {
      state: 'success',
      phase: null,
      progress: 100,
      row_count: 4119,
      ad_count: 12,
      days: { from: '2026-08-04', to: '2026-12-01' },
      windows: ['none', '1d_view', '1d_click', '7d_click'],
    });
    // The list asks again by itself while a dataset syncs (spec §9: every 2 s).
    await waitFor(() => expect(within(row).getByText('Ready')).toBeTruthy());
    expect(within(row).getByText('4,119 rows · 12 ads')).toBeTruthy();
    expect(within(row).getByText('2026-08-04 – 2026-12-01')).toBeTruthy();

    // Bound once: the dialog says so instead of offering it again.
    await userEvent.click(screen.getByRole('button', { name: 'Bind account' }));
    const again = await screen.findByRole('dialog', { name: 'Bind an ad account' });
    const bound = (await within(again).findByText('Trailhead Outdoor · Meta')).closest('li')!;
    expect(await within(bound).findByText('Bound')).toBeTruthy();
    expect(within(bound).queryByRole('button', { name: 'Bind sample' })).toBeNull();
  });

  it('checks a Meta account with its token before binding it, and names what is wrong', async () => {
    const db = adDataDb();
    renderScreen(db);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Bind account' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Bind an ad account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check account' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(db.calls).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Account ID/), 'act_1234567890');
    await userEvent.type(within(dialog).getByLabelText(/Access token/), 'EAAexpired');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check account' }));
    expect(await within(dialog).findByText(/access token has expired or was revoked/)).toBeTruthy();

    await userEvent.clear(within(dialog).getByLabelText(/Access token/));
    await userEvent.type(within(dialog).getByLabelText(/Access token/), GOOD_TOKEN);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check account' }));
    expect(await within(dialog).findByText('Found Trailhead EU · EUR · Europe/Berlin')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.calls.at(-1)).toEqual({
      path: '/api/ad_account/add',
      body: { platform: 'meta', account_id: 'act_1234567890', token: GOOD_TOKEN },
    });
  });

  it('says why a sync failed, what to do and when it is tried again, and syncs on request', async () => {
    const db = adDataDb([
      adDataset('acc-1', {
        kind: 'account',
        name: 'Trailhead EU',
        account_id: '1234567890',
        file: null,
        state: 'failed',
        failure_code: ErrorCode.AD_SOURCE_TOKEN_INVALID,
        problems: [{ path: 'account', message: 'expired', code: ErrorCode.AD_SOURCE_TOKEN_INVALID }],
        next_sync_at: '2026-11-21T08:00:00.000Z',
        has_token: true,
      }),
    ]);
    renderScreen(db);
    const row = await rowOf(await screen.findByRole('table', { name: 'Ad accounts' }), 'Trailhead EU');
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(
      within(row).getByText(/Create a new token on the platform and bind the account again/),
    ).toBeTruthy();
    expect(within(row).getByText(/Tried again at 2026-11-21/)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Sync Trailhead EU now' }));
    await waitFor(() =>
      expect(db.calls).toContainEqual({ path: '/api/ad_account/sync', body: { dataset_id: 'acc-1' } }),
    );
    await waitFor(() => expect(within(row).getByText('Syncing')).toBeTruthy());
  });

  it("lists a refused file's row problems in the user's words, and checks a file before uploading it", async () => {
    const db = adDataDb([
      adDataset('file-1', {
        name: 'October',
        state: 'failed',
        failure_code: ErrorCode.AD_IMPORT_REJECTED,
        row_count: 0,
        days: null,
        problems: [
          {
            path: 'row 3 · spend',
            message: 'x',
            code: ErrorCode.AD_IMPORT_NUMBER_INVALID,
            row: 3,
            column: 'spend',
            params: { value: '12,5,0' },
          },
          {
            path: 'file',
            message: 'x',
            code: ErrorCode.AD_IMPORT_COLUMN_MISSING,
            params: { column: 'Ad set name' },
          },
        ],
      }),
    ]);
    renderScreen(db);
    await userEvent.click(await screen.findByRole('tab', { name: 'Uploaded files' }));
    const row = await rowOf(await screen.findByRole('table', { name: 'Uploaded files' }), 'October');
    expect(within(row).getByText('2 problems: nothing was imported')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Show the problems (2)' }));
    const problems = await screen.findByRole('dialog', { name: 'Problems in October' });
    const items = within(within(problems).getByRole('list', { name: 'Problems' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Row 3 · Amount spent"12,5,0" is not a number of 0 or more.',
      expect.stringContaining('The column "Ad set name" is missing.'),
    ]);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getAllByRole('button', { name: 'Upload file' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Upload ad data' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose a CSV or XLSX file.')).toBeTruthy();
    const file = new File(['Day,Campaign name\n2026-11-01,Serum\n'], 'november.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText(/^File/), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText('"abc" is not a number of 0 or more.')).toBeTruthy();
    expect(within(dialog).getByText('Row 3 · Amount spent')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'November');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(db.calls).toContainEqual({
        path: '/api/ad_data/add',
        body: { name: 'November', file: 'november.csv' },
      }),
    );
    const uploaded = await rowOf(await screen.findByRole('table', { name: 'Uploaded files' }), 'November');
    expect(within(uploaded).getByText('Parsing')).toBeTruthy();
  });

  it('edits the tag rules with each line checked as typed, and corrects a tag that then says a person set it', async () => {
    const db = adDataDb(
      [adDataset('file-1', { name: 'October' })],
      [
        taggedAd('ad-1', {
          ad_name: 'Serum video 01',
          tags: {
            product: { tag: 'Serum', source: 'rule' },
            audience: null,
            hook: { tag: 'UGC', source: 'builtin' },
          },
        }),
      ],
    );
    renderScreen(db);
    await userEvent.click(await screen.findByRole('tab', { name: 'Uploaded files' }));
    const row = await rowOf(await screen.findByRole('table', { name: 'Uploaded files' }), 'October');
    await userEvent.click(within(row).getByRole('button', { name: 'Tags of October' }));

    const rules = await screen.findByLabelText('Rules for Product');
    await userEvent.type(rules, 'serum, Serum{enter}a, b, c');
    expect(
      await screen.findByText('Line 2: write one search word and one tag word, separated by one comma'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save rules' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(rules, '{backspace}{backspace}{backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(db.calls).toContainEqual({
        path: '/api/ad_tags/rules/update',
        body: {
          dataset_id: 'file-1',
          rules: { product: 'serum, Serum\na, b', audience: '', hook: '' },
          lang: 'en',
        },
      }),
    );
    expect(await screen.findByText('The ads are being tagged again…')).toBeTruthy();

    const ads = await screen.findByRole('table', { name: 'Ads and their tags' });
    const adRow = await rowOf(ads, 'Serum video 01');
    expect(within(adRow).getByText('Rule')).toBeTruthy();
    expect(within(adRow).getByText('Built-in proposal')).toBeTruthy();
    await userEvent.click(
      within(adRow).getByRole('button', { name: 'Change the Audience of Serum video 01' }),
    );
    const editor = await screen.findByRole('dialog', { name: 'Correct the tag of Serum video 01' });
    expect((within(editor).getByLabelText('Dimension') as HTMLSelectElement).value).toBe('audience');
    await userEvent.type(within(editor).getByLabelText('Tag'), 'Moms');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save tag' }));
    await waitFor(() =>
      expect(db.calls).toContainEqual({
        path: '/api/ad_tags/correct',
        body: { dataset_id: 'file-1', ad_ids: ['ad-1'], dimension: 'audience', tag: 'Moms', action: 'set' },
      }),
    );
    await waitFor(() => expect(within(adRow).getByText('Moms')).toBeTruthy());
    expect(within(adRow).getByText('Corrected')).toBeTruthy();
  });

  it('lets a viewer read everything but change nothing', async () => {
    const db = adDataDb(
      [adDataset('file-1', { name: 'October' })],
      [taggedAd('ad-1', { ad_name: 'Serum video 01' })],
    );
    renderScreen(db, 'viewer');
    expect(await screen.findByText('No ad account is bound yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bind account' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Uploaded files' }));
    const row = await rowOf(await screen.findByRole('table', { name: 'Uploaded files' }), 'October');
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'More actions for October' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Tags of October' }));
    expect(((await screen.findByLabelText('Rules for Product')) as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
    const ads = await screen.findByRole('table', { name: 'Ads and their tags' });
    await rowOf(ads, 'Serum video 01');
    expect(within(ads).queryByRole('button', { name: /Change the/ })).toBeNull();
  });

  it('asks before deleting, and sets a budget', async () => {
    const db = adDataDb([adDataset('file-1', { name: 'October' })]);
    renderScreen(db, 'editor', 'zh');
    await userEvent.click(await screen.findByRole('tab', { name: '上传的文件' }));
    const row = await rowOf(await screen.findByRole('table', { name: '上传的文件' }), 'October');
    await userEvent.click(within(row).getByRole('button', { name: 'October 的更多操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '月预算' }));
    const budget = await screen.findByRole('dialog', { name: 'October 的月预算' });
    await userEvent.type(within(budget).getByLabelText('预算（美元）'), '-5');
    await userEvent.click(within(budget).getByRole('button', { name: '保存' }));
    expect(await within(budget).findByText(/请输入 0 到/)).toBeTruthy();
    await userEvent.clear(within(budget).getByLabelText('预算（美元）'));
    await userEvent.type(within(budget).getByLabelText('预算（美元）'), '5000');
    await userEvent.click(within(budget).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(db.calls).toContainEqual({
        path: '/api/ad_data/budget',
        body: { dataset_id: 'file-1', monthly_budget_usd: 5000 },
      }),
    );

    await userEvent.click(within(row).getByRole('button', { name: 'October 的更多操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('dialog', { name: '删除 October？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(db.calls).toContainEqual({ path: '/api/ad_data/delete', body: { dataset_id: 'file-1' } }),
    );
    expect(await screen.findByText('尚未上传文件')).toBeTruthy();
  });
});
