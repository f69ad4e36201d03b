import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KoxListScreen } from '@/screens/kox/list/kox-list-screen';
import { creator, koxDb, teamEntry } from '../msw/handlers/kox.ts';
import { renderKox } from './kox-kit.tsx';

describe('tags in the team database', () => {
  it('shows each creator’s tags as text, and searches by one tag', async () => {
    const tom = creator('sample-000001', 'Trail Tom');
    const mia = creator('sample-000002', 'Mia');
    const db = koxDb({ creators: [tom, mia] });
    db.team.set(tom.creator_id, teamEntry({ tags: ['spring', '<b>VIP</b>'] }));
    db.team.set(mia.creator_id, teamEntry());
    renderKox(<KoxListScreen scope="team" onScope={() => {}} />, db);
    const table = await screen.findByRole('table', { name: 'Team creator database' });
    expect(within(table).getByRole('columnheader', { name: 'Tags' })).toBeTruthy();
    const rowOf = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(within(rowOf('Trail Tom')).getByText('spring')).toBeTruthy();
    // A tag is data: shown as text, never as markup.
    expect(within(rowOf('Trail Tom')).getByText('<b>VIP</b>')).toBeTruthy();
    expect(within(rowOf('Mia')).getAllByText('—').length).toBeGreaterThan(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Tag' }), ' spring ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(db.listQueries.at(-1)!.get('tag')).toBe('spring'));
  });

  it('has no tag field on the public database', async () => {
    renderKox(
      <KoxListScreen scope="public" onScope={() => {}} />,
      koxDb({ creators: [creator('sample-000001', 'Trail Tom')] }),
    );
    const table = await screen.findByRole('table', { name: 'Public creator database' });
    expect(screen.queryByRole('textbox', { name: 'Tag' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Tags' })).toBeNull();
  });
});
