import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KoxListView } from '@/screens/kox/list/list-address';
import { KoxDetailScreen } from '@/screens/kox/detail/kox-detail-screen';
import { KoxListScreen } from '@/screens/kox/list/kox-list-screen';
import { creator, koxDb, teamEntry } from '../msw/handlers/kox.ts';
import { teamOnlyCreator } from '../msw/handlers/kox-team-only.ts';
import { renderKox } from './kox-kit.tsx';

function Databases() {
  const [scope, setScope] = useState<KoxListView>('public');
  return <KoxListScreen scope={scope} onScope={setScope} />;
}

const tess = teamOnlyCreator('imported-1', 'Trail Tess', 'imported', {
  platform: 'tiktok',
  followers: 52_000,
  team: teamEntry({ price_per_video_usd: '150.00' }),
});
const anna = teamOnlyCreator('youtube-UCanna', 'Run With Anna', 'collected', {
  followers: 312_000,
  avg_views: 35_355,
  country: 'GB',
});
const tom = creator('sample-000001', 'Trail Tom');

describe('imported and collected creators on the KOX screens', () => {
  it('lists them in the team database labelled by origin, unknown figures as a dash, never as sample', async () => {
    const db = koxDb({ creators: [tom, tess, anna] });
    for (const c of [tom, tess, anna]) db.team.set(c.creator_id, 'team' in c ? c.team : teamEntry());
    renderKox(<Databases />, db);
    const publicTable = await screen.findByRole('table', { name: 'Public creator database' });
    expect(within(publicTable).queryByText('Trail Tess')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Team database' }));
    const table = await screen.findByRole('table', { name: 'Team creator database' });
    const rowOf = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(within(rowOf('Trail Tess')).getByText('Imported')).toBeTruthy();
    expect(within(rowOf('Trail Tess')).queryByText('Sample data')).toBeNull();
    expect(within(rowOf('Trail Tess')).getByText('52.0k')).toBeTruthy();
    // The team's own price is the one shown (and filtered on).
    expect(within(rowOf('Trail Tess')).getByText('$150')).toBeTruthy();
    expect(within(rowOf('Trail Tess')).getAllByText('—').length).toBeGreaterThan(2);
    expect(within(rowOf('Run With Anna')).getByText('Collected')).toBeTruthy();
    expect(within(rowOf('Run With Anna')).getByText('United Kingdom')).toBeTruthy();
    expect(within(rowOf('Trail Tom')).getByText('Sample data')).toBeTruthy();

    // The team list searches names and handles; the public one has no such field.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Nickname or handle' }), 'tess');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(db.listQueries.at(-1)!.get('q')).toBe('tess'));
    await userEvent.click(screen.getByRole('tab', { name: 'Public database' }));
    await screen.findByRole('table', { name: 'Public creator database' });
    expect(screen.queryByRole('searchbox', { name: 'Nickname or handle' })).toBeNull();
  });

  it('opens a collected creator in the detail with its origin and without made-up audience or peers', async () => {
    const db = koxDb({ creators: [anna] });
    db.team.set(anna.creator_id, teamEntry());
    renderKox(<KoxDetailScreen creatorId={anna.creator_id} />, db);
    expect(await screen.findByRole('heading', { name: 'Run With Anna' })).toBeTruthy();
    expect(screen.getByText('Collected')).toBeTruthy();
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(screen.getByText(/Collected from the platform by link storage/)).toBeTruthy();
    const audience = screen.getByRole('region', { name: 'Follower info' });
    expect(within(audience).getByText('The audience shares are not known for this creator.')).toBeTruthy();
    const performance = screen.getByRole('region', { name: 'Performance evaluation' });
    expect(within(performance).getByText(/Not enough figures are known/)).toBeTruthy();
  });
});
