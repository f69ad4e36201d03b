import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KoxListView } from '@/screens/kox/list/list-address';
import { KoxListScreen } from '@/screens/kox/list/kox-list-screen';
import { creator, koxDb, teamEntry, type KoxDb } from '../msw/handlers/kox.ts';
import { renderKox } from './kox-kit.tsx';

function Databases() {
  const [scope, setScope] = useState<KoxListView>('public');
  return <KoxListScreen scope={scope} onScope={setScope} />;
}

const runner = creator('k-1', 'Trail Tom', { followers: 1_250_000, email: 'tom@example.com' });
const gamer = creator('k-2', 'Pixel Pia', { platform: 'tiktok', topics: ['gaming'], sample: false });
const cook = creator('k-3', 'Chef Chen', { platform: 'instagram', language: 'zh', country: 'CN' });

const lastQuery = (db: KoxDb) => db.listQueries[db.listQueries.length - 1] as URLSearchParams;

describe('KOX creator databases', () => {
  it('shows each creator with its figures and marks sample data', async () => {
    renderKox(<Databases />, koxDb({ creators: [runner, gamer] }));
    const table = await screen.findByRole('table', { name: 'Public creator database' });
    const tom = within(table).getByRole('link', { name: 'Trail Tom' });
    expect(tom.getAttribute('href')).toBe('/writer/kox/detail?id=k-1');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Sample data')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('1.3M')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByText('Sample data')).toBeNull();
    expect(screen.getByRole('note').textContent).toMatch(/This list holds sample data/);
  });

  it('sends every chosen filter and the topic keywords to the list endpoint', async () => {
    const db = koxDb({ creators: [runner, gamer, cook] });
    renderKox(<Databases />, db);
    await screen.findByRole('table', { name: 'Public creator database' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'TikTok' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Canada' }));
    await userEvent.selectOptions(screen.getByLabelText('Followers'), '200k-500k');
    await userEvent.selectOptions(screen.getByLabelText('Last active'), '30');
    await userEvent.selectOptions(screen.getByLabelText('E-mail'), 'true');
    await userEvent.selectOptions(screen.getByLabelText('Audience gender'), 'female');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price per video (USD) Max' }), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastQuery(db).getAll('platform')).toEqual(['tiktok']));
    const asked = lastQuery(db);
    expect(asked.getAll('country')).toEqual(['CA']);
    expect(asked.get('followers')).toBe('200k-500k');
    expect(asked.get('last_active')).toBe('30');
    expect(asked.get('has_email')).toBe('true');
    expect(asked.get('audience_gender')).toBe('female');
    expect(asked.get('audience_gender_min')).toBe('50');
    expect(asked.get('price_max')).toBe('2000');
    expect(asked.get('page')).toBe('1');
    const table = await screen.findByRole('table', { name: 'Public creator database' });
    await waitFor(() => expect(within(table).queryByText('Trail Tom')).toBeNull());

    await userEvent.type(screen.getByRole('searchbox'), 'running|跑步');
    await waitFor(() => expect(lastQuery(db).get('topics')).toBe('running|跑步'));
  });

  it('shows the range messages at the field and asks nothing until the range is right', async () => {
    const db = koxDb({ creators: [runner] });
    renderKox(<Databases />, db);
    await screen.findByRole('table', { name: 'Public creator database' });
    await userEvent.selectOptions(screen.getByLabelText('Followers'), 'custom');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Input the range')).toBeTruthy();

    const min = screen.getByRole('textbox', { name: 'Custom followers Min' });
    const max = screen.getByRole('textbox', { name: 'Custom followers Max' });
    await userEvent.type(min, '12k');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Input valid digits')).toBeTruthy();
    expect(min.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(min);
    await userEvent.type(min, '500000');
    await userEvent.type(max, '1000');
    const asked = db.listQueries.length;
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Minimum cannot exceed maximum')).toBeTruthy();
    expect(db.listQueries.length).toBe(asked);

    await userEvent.clear(max);
    await userEvent.type(max, '2000000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastQuery(db).get('followers_max')).toBe('2000000'));
    expect(lastQuery(db).get('followers_min')).toBe('500000');
    expect(screen.queryByText('Minimum cannot exceed maximum')).toBeNull();
  });

  it('adds the selected creators to the team database after one confirmation, then lists them there', async () => {
    const db = koxDb({ creators: [runner, gamer, cook] });
    renderKox(<Databases />, db);
    const table = await screen.findByRole('table', { name: 'Public creator database' });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row Trail Tom' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row Chef Chen' }));
    const bar = screen.getByRole('region', { name: 'Actions for the selected rows' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Add to team database' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 creators to the team database?' });
    expect(db.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 creators' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.calls).toEqual([{ path: '/api/kox/team/add', body: { creator_ids: ['k-1', 'k-3'] } }]);
    await waitFor(() => expect(within(table).getAllByText('In team database')).toHaveLength(2));

    await userEvent.click(screen.getByRole('tab', { name: 'Team database' }));
    const team = await screen.findByRole('table', { name: 'Team creator database' });
    expect(within(team).getByText('Trail Tom')).toBeTruthy();
    expect(within(team).getByText('Chef Chen')).toBeTruthy();
    expect(within(team).queryByText('Pixel Pia')).toBeNull();
  });

  it('removes the selected creators from the team database after asking', async () => {
    const db = koxDb({
      creators: [runner, gamer],
      team: new Map([
        ['k-1', teamEntry()],
        ['k-2', teamEntry()],
      ]),
    });
    renderKox(<Databases />, db);
    await screen.findByRole('table', { name: 'Public creator database' });
    await userEvent.click(screen.getByRole('tab', { name: 'Team database' }));
    const team = await screen.findByRole('table', { name: 'Team creator database' });
    expect(within(team).queryByText('In team database')).toBeNull();
    await userEvent.click(within(team).getByRole('checkbox', { name: 'Select row Pixel Pia' }));
    const bar = screen.getByRole('region', { name: 'Actions for the selected rows' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Remove from team database' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 1 creator from the team database?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove 1 creator' }));
    await waitFor(() => expect(within(team).queryByText('Pixel Pia')).toBeNull());
    expect(db.calls).toEqual([{ path: '/api/kox/team/remove', body: { creator_ids: ['k-2'] } }]);
    expect(within(team).getByText('Trail Tom')).toBeTruthy();
  });

  it('a viewer cannot select creators to add', async () => {
    renderKox(<Databases />, koxDb({ creators: [runner] }), 'viewer');
    const table = await screen.findByRole('table', { name: 'Public creator database' });
    expect(within(table).queryByRole('checkbox')).toBeNull();
  });

  it('an empty team database offers the public one', async () => {
    renderKox(<Databases />, koxDb({ creators: [runner] }));
    await screen.findByRole('table', { name: 'Public creator database' });
    await userEvent.click(screen.getByRole('tab', { name: 'Team database' }));
    expect(await screen.findByText('The team database is empty')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Browse the public database' }));
    expect(await screen.findByRole('table', { name: 'Public creator database' })).toBeTruthy();
  });

  it('saves the current search, applies a saved one and deletes it after asking', async () => {
    const db = koxDb({
      creators: [runner, gamer],
      searches: [
        {
          search_id: 's-9',
          name: 'TikTok gamers',
          scope: 'public',
          filters: { platform: ['tiktok'], topics: 'gaming', sort: 'avg_views' },
          created_at: '2026-03-01T08:00:00.000Z',
        },
      ],
    });
    renderKox(<Databases />, db);
    await screen.findByRole('table', { name: 'Public creator database' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'YouTube' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'TikTok gamers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('You already have a saved search with this name.')).toBeTruthy();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'YouTube only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = db.calls.findLast((c) => c.path === '/api/kox/search/add')?.body;
    expect(saved).toEqual({
      name: 'YouTube only',
      scope: 'public',
      filters: { platform: ['youtube'], sort: 'followers' },
    });
    expect(await screen.findByRole('button', { name: 'YouTube only' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'TikTok gamers' }));
    await waitFor(() => expect(lastQuery(db).get('topics')).toBe('gaming'));
    expect(lastQuery(db).getAll('platform')).toEqual(['tiktok']);
    expect(lastQuery(db).get('sort')).toBe('avg_views');
    expect((screen.getByRole('checkbox', { name: 'TikTok' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Delete saved search TikTok gamers' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved search “TikTok gamers”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'TikTok gamers' })).toBeNull());
    expect(db.calls.at(-1)).toEqual({ path: '/api/kox/search/delete', body: { search_id: 's-9' } });
  });
});
