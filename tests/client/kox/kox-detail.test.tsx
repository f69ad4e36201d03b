import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KoxDetailScreen } from '@/screens/kox/detail/kox-detail-screen';
import { creator, koxDb, teamEntry } from '../msw/handlers/kox.ts';
import { koxRecommendHandlers, recommendDb, recommended } from '../msw/handlers/kox-recommend.ts';
import { server } from '../msw/server.ts';
import { renderKox } from './kox-kit.tsx';

const tom = creator('k-1', 'Trail Tom', {
  email: 'tom@example.com',
  followers: 300_000,
  engagement_rate: 3,
  avg_views: 50_000,
  price_per_video_usd: 2_000,
});
/** Peers in the same tier (200k–500k, YouTube): engagement 1, 2 and 4 → median 2. */
const peers = [1, 2, 4].map((rate, i) =>
  creator(`p-${i}`, `Peer ${i}`, { engagement_rate: rate, avg_views: 10_000 * (i + 1) }),
);
const posts = [
  { title: 'Ultra race day', views: 90_000, likes: 4_000, comments: 500, days: 1 },
  { title: 'Shoe review', views: 30_000, likes: 1_000, comments: 200, days: 8 },
  { title: 'Hill repeats', views: 60_000, likes: 2_000, comments: 100, days: 15 },
].map((p) => ({
  title: p.title,
  url: `https://youtube.com/watch?v=${p.title.replace(/\s/g, '')}`,
  views: p.views,
  likes: p.likes,
  comments: p.comments,
  published_at: new Date(Date.UTC(2026, 2, p.days)).toISOString(),
  hashtags: ['#trail', p.days > 5 ? '#gear' : '#race'],
}));

describe('KOX creator detail', () => {
  it('shows who the creator is, costs, peer comparison, content and audience', async () => {
    renderKox(<KoxDetailScreen creatorId="k-1" />, koxDb({ creators: [tom, ...peers], posts }));
    expect(await screen.findByRole('heading', { name: 'Trail Tom' })).toBeTruthy();
    expect(screen.getByText('Sample data')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'tom@example.com' }).getAttribute('href')).toBe(
      'mailto:tom@example.com',
    );
    const costs = screen.getByRole('region', { name: 'Cooperation and costs' });
    // $2,000 per video ÷ 50,000 average views: $40 per thousand, $0.04 per view.
    expect(within(costs).getByText('$40')).toBeTruthy();
    expect(within(costs).getByText('$0.04')).toBeTruthy();

    const performance = screen.getByRole('region', { name: 'Performance evaluation' });
    expect(
      await within(performance).findByText('Engagement rate higher than 67% of these peers.'),
    ).toBeTruthy();
    expect(within(performance).getByText('2%')).toBeTruthy();
    expect(within(performance).getByText(/Compared with 3 YouTube creators in the 200k–500k/)).toBeTruthy();

    const content = screen.getByRole('region', { name: 'Content insights' });
    const top = within(content).getAllByRole('listitem');
    expect(top.map((li) => li.textContent)).toEqual([
      'Ultra race day90.0k',
      'Hill repeats60.0k',
      'Shoe review30.0k',
    ]);
    expect(within(content).getByText('7.0')).toBeTruthy();
    expect(within(content).getByText('#trail ×3')).toBeTruthy();

    const audience = screen.getByRole('region', { name: 'Follower info' });
    expect(within(audience).getByText('62%')).toBeTruthy();
    expect(within(audience).getByText('United States')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Team notes, tags and costs' })).toBeNull();
  });

  it('adds a public creator to the team database, then edits the team notes, tags and costs', async () => {
    const db = koxDb({ creators: [tom], posts });
    renderKox(<KoxDetailScreen creatorId="k-1" />, db);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to team database' }));
    const form = await screen.findByRole('form', { name: 'Team notes, tags and costs' });
    expect(screen.getByText('In team database')).toBeTruthy();

    const price = within(form).getByRole('textbox', { name: 'Team price per video (USD)' });
    await userEvent.type(price, '12.345');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Notes' }), 'Met at the expo');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Tags' }), 'trail, shoes，trail');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter an amount with at most 2 decimals.')).toBeTruthy();
    expect(db.calls.filter((c) => c.path === '/api/kox/team/update')).toHaveLength(0);

    await userEvent.clear(price);
    await userEvent.type(price, '1500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(db.calls.at(-1)).toEqual({
        path: '/api/kox/team/update',
        body: {
          creator_id: 'k-1',
          notes: 'Met at the expo',
          tags: ['trail', 'shoes'],
          price_per_post_usd: null,
          price_per_video_usd: 1500,
        },
      }),
    );
    const costs = screen.getByRole('region', { name: 'Cooperation and costs' });
    expect(await within(costs).findByText('Team price per video')).toBeTruthy();
    expect(within(costs).getByText('$30')).toBeTruthy();
  });

  it('shows the creators most like a public creator; an imported one has no such button', async () => {
    renderKox(<KoxDetailScreen creatorId="k-1" />, koxDb({ creators: [tom], posts }));
    server.use(...koxRecommendHandlers(recommendDb({ similar: [recommended('k-7', 'Summit Sol', 77)] })));
    await userEvent.click(await screen.findByRole('button', { name: 'Similar creators' }));
    const dialog = await screen.findByRole('dialog', { name: 'Similar to Trail Tom' });
    const link = await within(dialog).findByRole('link', { name: 'Summit Sol' });
    expect(link.getAttribute('href')).toBe('/writer/kox/detail?id=k-7');
    cleanup();

    const imported = creator('k-2', 'Own Olga', { sample: false, origin: 'imported' } as never);
    renderKox(<KoxDetailScreen creatorId="k-2" />, koxDb({ creators: [imported] }));
    expect(await screen.findByRole('heading', { name: 'Own Olga' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to team database' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Similar creators' })).toBeNull();
  });

  it('a viewer sees the team entry read-only', async () => {
    const db = koxDb({ creators: [tom], team: new Map([['k-1', teamEntry({ notes: 'VIP' })]]) });
    renderKox(<KoxDetailScreen creatorId="k-1" />, db, 'viewer');
    const form = await screen.findByRole('form', { name: 'Team notes, tags and costs' });
    expect((within(form).getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement).value).toBe('VIP');
    expect(within(form).getByRole('textbox', { name: 'Notes' }).closest('fieldset')?.disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to team database' })).toBeNull();
  });

  it('says when the creator does not exist, and asks for a creator without an id', async () => {
    renderKox(<KoxDetailScreen creatorId="nope" />, koxDb({ creators: [tom] }));
    expect(await screen.findByText('This creator does not exist or is not visible to you.')).toBeTruthy();
  });

  it('without an id it points to the creator databases', async () => {
    renderKox(<KoxDetailScreen creatorId="" />, koxDb());
    expect(await screen.findByText('No creator chosen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the creator databases' }).getAttribute('href')).toBe(
      '/writer/kox/list',
    );
  });
});
