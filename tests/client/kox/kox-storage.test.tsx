import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KoxListScreen } from '@/screens/kox/list/kox-list-screen';
import type { KoxListView } from '@/screens/kox/list/list-address';
import '@/screens/kox/storage/storage-status';
import '@/screens/kox/storage/store-links-dialog';
import { server } from '../msw/server.ts';
import { koxStorageHandlers, storageDb, storageRecord, type StorageDb } from '../msw/handlers/kox-storage.ts';
import { renderKox } from './kox-kit.tsx';

function Screen({ start }: { start: KoxListView }) {
  const [scope, setScope] = useState<KoxListView>(start);
  return <KoxListScreen scope={scope} onScope={setScope} />;
}

function renderStorage(db: StorageDb, start: KoxListView = 'storage', role: 'owner' | 'viewer' = 'owner') {
  renderKox(<Screen start={start} />, undefined, role);
  server.use(...koxStorageHandlers(db));
}

const ANNA = 'https://www.youtube.com/@RunWithAnna';

describe('KOX storage by link', () => {
  it('stores pasted links from the empty list and says what was queued and what was refused, and why', async () => {
    const db = storageDb();
    renderStorage(db);
    expect(await screen.findByText('Nothing stored by link yet')).toBeTruthy();
    db.records.push(
      storageRecord('s-0', 'https://www.tiktok.com/@held', { platform: 'tiktok', state: 'completed' }),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Store by link' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Store creators by link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Store' }));
    expect(await within(dialog).findByText('Paste at least one link.')).toBeTruthy();
    expect(db.calls).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Profile links/ }),
      `${ANNA}{enter}https://www.tiktok.com/@held{enter}not a link`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Store' }));
    expect(await within(dialog).findByText('1 queued, 1 already stored, 1 refused.')).toBeTruthy();
    expect(db.calls[0]).toEqual({
      path: '/api/kox/storage/store',
      body: { links: [ANNA, 'https://www.tiktok.com/@held', 'not a link'], client_id: null },
    });
    const outcomes = within(dialog).getByRole('region', { name: 'What happened to each link' });
    expect(within(outcomes).getByText('Queued')).toBeTruthy();
    expect(within(outcomes).getByText('Already stored by your team')).toBeTruthy();
    expect(within(outcomes).getAllByText('Not a YouTube, TikTok or Instagram profile link')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    const table = await screen.findByRole('table', { name: 'Storage records' });
    const row = (await within(table).findByRole('link', { name: ANNA })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Awaiting collection')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/1 storage is in progress/);
  });

  it("shows each state, a failed storage's reason and retry, and the creator's weekly refresh", async () => {
    const db = storageDb([
      storageRecord('s-1', 'https://www.tiktok.com/@nobody', {
        platform: 'tiktok',
        state: 'failed',
        failure_reason: 'source_not_configured',
      }),
      storageRecord('s-2', ANNA, {
        state: 'completed',
        creator_id: 'youtube-UCanna',
        monitoring: true,
      }),
    ]);
    renderStorage(db);
    const table = await screen.findByRole('table', { name: 'Storage records' });
    const failed = within(table).getByRole('link', { name: 'https://www.tiktok.com/@nobody' }).closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText(/No source for this platform is configured/)).toBeTruthy();
    const done = within(table).getByRole('link', { name: ANNA }).closest('tr')!;
    expect(within(done).getByText('Completed')).toBeTruthy();
    expect(within(done).getByText('Collected creator')).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'Open creator' }).getAttribute('href')).toBe(
      '/writer/kox/detail?id=youtube-UCanna',
    );

    await userEvent.click(within(done).getByRole('switch', { name: `Refresh ${ANNA} weekly` }));
    await waitFor(() =>
      expect(db.calls).toContainEqual({
        path: '/api/kox/storage/monitor',
        body: { creator_ids: ['youtube-UCanna'], monitoring: false },
      }),
    );
    await waitFor(() =>
      expect(
        (within(table).getByRole('switch', { name: `Refresh ${ANNA} weekly` }) as HTMLInputElement).checked,
      ).toBe(false),
    );

    await userEvent.click(
      within(failed).getByRole('button', { name: 'Retry https://www.tiktok.com/@nobody' }),
    );
    await waitFor(() =>
      expect(
        within(table).getByRole('link', { name: 'https://www.tiktok.com/@nobody' }).closest('tr')!
          .textContent,
      ).toMatch(/Awaiting collection/),
    );
    expect(db.calls).toContainEqual({ path: '/api/kox/storage/retry', body: { record_id: 's-1' } });

    await userEvent.selectOptions(screen.getByLabelText('State'), 'completed');
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'https://www.tiktok.com/@nobody' })).toBeNull(),
    );
  });

  it('a viewer sees the states but neither stores, retries nor switches the refresh', async () => {
    const db = storageDb([
      storageRecord('s-1', 'https://www.tiktok.com/@nobody', {
        state: 'failed',
        failure_reason: 'not_found',
      }),
      storageRecord('s-2', ANNA, { state: 'completed', creator_id: 'youtube-UCanna', monitoring: true }),
    ]);
    renderStorage(db, 'storage', 'viewer');
    const table = await screen.findByRole('table', { name: 'Storage records' });
    expect(within(table).getByText('The platform knows no such profile.')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect((within(table).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Store by link' })).toBeNull();
  });

  it('stores from the team database tab and then shows the storage status', async () => {
    const db = storageDb();
    renderStorage(db, 'team');
    await userEvent.click(await screen.findByRole('button', { name: 'Store by link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Store creators by link' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Profile links/ }), ANNA);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Store' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'See storage status' }));
    const table = await screen.findByRole('table', { name: 'Storage records' });
    expect(await within(table).findByRole('link', { name: ANNA })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Storage', selected: true })).toBeTruthy();
  });
});
