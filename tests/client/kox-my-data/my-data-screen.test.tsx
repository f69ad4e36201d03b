import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KoxMyDataScreen } from '@/screens/kox/my-data/kox-my-data-screen';
import { server } from '../msw/server.ts';
import { myData, myDataHandlers, type MyDataDb } from '../msw/handlers/kox-my-data.ts';
import { renderKox } from '../kox/kox-kit.tsx';

const slice = { contents: 2, deals: 1, spend_usd: 800, views: 250_000, cpm_usd: 5, cpv_usd: 0.005 };
const ninetyDays = myData({
  totals: { ...slice, contents: 3, deals: 2, spend_usd: 850, creators: 12, monitored: 4 },
  by_cooperation: [{ cooperation_type: 'product_placement', ...slice }],
  by_platform: [
    { platform: 'youtube', ...slice },
    { platform: 'tiktok', contents: 1, deals: 1, spend_usd: 50, views: 0, cpm_usd: null, cpv_usd: null },
  ],
  monthly: [{ month: '2026-11', ...slice }],
  tasks: [
    {
      kind: 'recommendation',
      id: 'rec-1',
      title: 'Trail shoes <launch>',
      state: 'running',
      updated_at: '2026-11-24T08:00:00.000Z',
    },
    {
      kind: 'storage',
      id: 's-1',
      title: 'https://www.youtube.com/@someone',
      state: 'failed',
      updated_at: '2026-11-23T08:00:00.000Z',
    },
  ],
});

function setUp(patch: Partial<MyDataDb> = {}) {
  const db: MyDataDb = { byPeriod: { '90': ninetyDays }, asked: [], failures: 0, ...patch };
  server.use(...myDataHandlers(db));
  renderKox(<KoxMyDataScreen />);
  return db;
}

describe('My Data', () => {
  it('shows the totals, the slices with CPM and CPV, the months and the open tasks', async () => {
    setUp();
    expect(await screen.findByText('Creators in the team database')).toBeTruthy();
    expect(screen.getByText('4 followed weekly')).toBeTruthy();
    expect(screen.getByText('2 deals')).toBeTruthy();
    const platforms = screen.getByRole('table', { name: 'By platform' });
    const tiktok = within(platforms).getByRole('row', { name: /TikTok/ });
    expect(within(tiktok).getAllByText('—')).toHaveLength(2);
    const placement = within(screen.getByRole('table', { name: 'By cooperation type' })).getByRole('row', {
      name: /Product placement order/,
    });
    expect(within(placement).getByText('$800')).toBeTruthy();
    expect(within(placement).getByText('$5')).toBeTruthy();
    const tasks = screen.getByRole('region', { name: 'Tasks' });
    expect(within(tasks).getByText('Trail shoes <launch>')).toBeTruthy();
    expect(within(tasks).getByText('Running')).toBeTruthy();
    expect(within(tasks).getByText('Failed')).toBeTruthy();
    expect(within(tasks).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/writer/kox/intelligentRecommendation?session=rec-1',
    );
  });

  it('asks for the period chosen, and says what to do when it has no content', async () => {
    const db = setUp();
    await screen.findByText('Creators in the team database');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'All time' }));
    expect(await screen.findByText('No content for this period yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All time' }).getAttribute('aria-pressed')).toBe('true');
    expect(db.asked).toEqual(['90', 'all']);
    expect(screen.getByRole('link', { name: 'Open the team database' }).getAttribute('href')).toBe(
      '/writer/kox/list?scope=team',
    );
  });

  it('says when it failed and loads again on retry', async () => {
    setUp({ failures: 1 });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Creators in the team database')).toBeTruthy();
  });
});
