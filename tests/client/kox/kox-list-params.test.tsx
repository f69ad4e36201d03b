import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KoxDetailPanel, KoxListPanel } from '@/screens/kox/kox-panels';
import { KoxListScreen } from '@/screens/kox/list/kox-list-screen';
import { LIST_PARAM_KEYS, readListParams, type KoxListParams } from '@/screens/kox/list/list-address';
import { listParamsOf, listStateOf } from '@/screens/kox/list/list-params';
import { filterInput, NO_FILTERS } from '@/screens/kox/list/kox-filters';
import { listParamsOfSearch } from '@/tools/find-kox/list-params';
import { screenArtifact } from '@/tools/open-screen/open-screen-artifact';
import { creator, koxDb, type KoxDb } from '../msw/handlers/kox.ts';
import { renderKox } from './kox-kit.tsx';

const lastQuery = (db: KoxDb) => db.listQueries[db.listQueries.length - 1] as URLSearchParams;
const runner = creator('k-1', 'Trail Tom', { followers: 1_250_000 });
const gamer = creator('k-2', 'Pixel Pia', { platform: 'tiktok', topics: ['gaming'] });

describe('creator list params', () => {
  it('carry the filters, search and sort as text and back', () => {
    const filters = {
      ...NO_FILTERS,
      platform: ['youtube', 'tiktok'],
      followers: 'custom',
      followers_min: '5000',
    };
    const params = listParamsOf(filters as typeof NO_FILTERS, 'running', 'engagement_rate');
    expect(params).toEqual({
      platform: 'youtube,tiktok',
      followers: 'custom',
      followers_min: '5000',
      topics: 'running',
      sort: 'engagement_rate',
    });
    const back = listStateOf(params);
    expect(back.filters.platform).toEqual(['youtube', 'tiktok']);
    expect(back.filters.followers_min).toBe('5000');
    expect(back.topics).toBe('running');
    expect(back.sort).toBe('engagement_rate');
    expect(listParamsOf(NO_FILTERS, '', 'followers')).toEqual({});
  });

  it('an address may carry every field of the filter bar, the search and the sort', () => {
    expect([...LIST_PARAM_KEYS].sort()).toEqual([...Object.keys(NO_FILTERS), 'topics', 'sort'].sort());
  });

  it('read an address: numbers and booleans as text, unknown keys, objects and oversize values dropped', () => {
    expect(
      readListParams({
        last_active: 30,
        has_email: true,
        platform: 'youtube',
        topics: 'x'.repeat(201),
        evil: '<script>',
        country: { US: 1 },
        sort: 'nonsense',
      }),
    ).toEqual({ last_active: '30', has_email: 'true', platform: 'youtube', sort: 'nonsense' });
    // An unknown sort falls back to the default rather than reaching the API.
    expect(listStateOf({ sort: 'nonsense' }).sort).toBe('followers');
  });

  it('find_kox: a numeric follower range becomes the custom range; team scope is kept', () => {
    expect(
      listParamsOfSearch({
        scope: 'team',
        followers_max: 50000,
        has_email: false,
        last_active: 90,
        sort: 'followers',
      }),
    ).toEqual({
      scope: 'team',
      followers: 'custom',
      followers_max: '50000',
      has_email: 'false',
      last_active: '90',
    });
    expect(listParamsOfSearch({ followers: '1m+', followers_min: 10 })).toEqual({ followers: '1m+' });
  });

  it('find_kox: a tag opens the team database with the tag in its filter bar, and is asked of the team list', () => {
    const params = listParamsOfSearch({ tag: '春季', topics: 'beauty' });
    expect(params).toEqual({ scope: 'team', tag: '春季', topics: 'beauty' });
    const { filters } = listStateOf(params);
    expect(filters.tag).toBe('春季');
    expect(filterInput(filters, 'beauty')).toEqual({ tag: '春季', topics: 'beauty' });
    expect(readListParams({ tag: ' 春季 ', other: 'x' })).toEqual({ tag: '春季' });
  });

  it('find_kox: an engagement-rate bound and the order go to the list as its filter bar takes them', () => {
    const params = listParamsOfSearch({
      engagement_rate_min: 2.5,
      engagement_rate_max: 8,
      sort: 'last_active',
    });
    expect(params).toEqual({ engagement_rate_min: '2.5', engagement_rate_max: '8', sort: 'last_active' });
    expect(listStateOf(params).filters).toMatchObject({
      engagement_rate_min: '2.5',
      engagement_rate_max: '8',
    });
  });

  it('find_kox: average-views and price bounds go to the list as its filter bar takes them', () => {
    const params = listParamsOfSearch({ avg_views_min: 100_000, price_max: 499.5, sort: 'avg_views' });
    expect(params).toEqual({ avg_views_min: '100000', price_max: '499.5', sort: 'avg_views' });
    expect(listStateOf(params).filters).toMatchObject({ avg_views_min: '100000', price_max: '499.5' });
    expect(listParamsOfSearch({ avg_views_max: 2000, price_min: 10 })).toEqual({
      avg_views_max: '2000',
      price_min: '10',
    });
  });

  it('a screen tab per set of params, in a stable order', () => {
    const a = screenArtifact('kox-list', 'm1', { topics: 'run', platform: 'youtube' });
    const b = screenArtifact('kox-list', 'm2', { platform: 'youtube', topics: 'run' });
    expect(a.key).toBe(b.key);
    expect(a.key).toBe('kox-list?platform=youtube&topics=run');
    expect(screenArtifact('kox-list').key).toBe('kox-list');
    expect(screenArtifact('kox-list', undefined, {}).props).toEqual({ screenId: 'kox-list' });
  });
});

describe('creator list from params', () => {
  it('the panel starts from its tab params: database, filters and search sent and shown', async () => {
    const db = koxDb({ creators: [runner, gamer] });
    renderKox(
      <KoxListPanel inPanel params={{ platform: 'tiktok', topics: 'gaming', last_active: '30' }} />,
      db,
    );
    await waitFor(() => expect(lastQuery(db).getAll('platform')).toEqual(['tiktok']));
    expect(lastQuery(db).get('topics')).toBe('gaming');
    expect(lastQuery(db).get('last_active')).toBe('30');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('gaming');
  });

  it('the page reports every change of filters, search or sort (for its address), not where it started', async () => {
    const db = koxDb({ creators: [runner, gamer] });
    const reported: KoxListParams[] = [];
    renderKox(
      <KoxListScreen
        scope="public"
        onScope={() => undefined}
        initial={{ country: 'CA' }}
        onParamsChange={(params) => reported.push(params)}
      />,
      db,
    );
    await waitFor(() => expect(lastQuery(db).getAll('country')).toEqual(['CA']));
    expect(reported).toEqual([]);
    await userEvent.type(screen.getByRole('searchbox'), 'run');
    await waitFor(() => expect(reported.at(-1)).toEqual({ country: 'CA', topics: 'run' }));
  });

  it('the detail panel shows the creator its tab names', async () => {
    renderKox(<KoxDetailPanel inPanel params={{ id: 'k-1' }} />, koxDb({ creators: [runner] }));
    expect(await screen.findByRole('heading', { name: 'Trail Tom' })).toBeTruthy();
  });
});
