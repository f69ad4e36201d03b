import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UIMessage } from 'ai';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { signInForTest, renderThread } from '../chat/chat-kit.tsx';
import { layoutWidths } from '../layout-widths.ts';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

const toolMessage = (type: string, input: unknown, output: unknown): UIMessage => ({
  id: 'a1',
  role: 'assistant',
  parts: [{ type: `tool-${type}`, toolCallId: 'call-1', state: 'output-available', input, output } as never],
});

const creator = (id: string, nickname: string, followers: number, sample = true) => ({
  creator_id: id,
  nickname,
  handle: nickname.toLowerCase().replace(/\s/g, ''),
  platform: 'tiktok',
  followers,
  engagement_rate: 4.25,
  sample,
});

describe('find_kox card', () => {
  it('shows the total and the top rows with the sample badge; the list and a creator open in the panel', async () => {
    signInForTest();
    await renderThread('kox-find', [
      toolMessage(
        'find_kox',
        { platform: ['tiktok'], topics: 'beauty', followers_min: 100000 },
        {
          scope: 'public',
          search: { platform: ['tiktok'], topics: 'beauty', followers_min: 100000 },
          total: 1234,
          list: [
            creator('kox_000001', 'Lily <b>Chen</b>', 1_500_000),
            creator('kox_000002', 'Mia', 98_000, false),
          ],
        },
      ),
    ]);
    const card = await screen.findByRole('group', { name: '公共库中有 1,234 位达人' });
    const rows = within(card).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // A nickname is data: shown as text, never as markup.
    expect(within(rows[1]!).getByRole('button', { name: 'Lily <b>Chen</b>' })).toBeTruthy();
    expect(within(rows[1]!).getByText('示例数据')).toBeTruthy();
    expect(within(rows[1]!).getByText('TikTok')).toBeTruthy();
    expect(within(rows[1]!).getByText('150万')).toBeTruthy();
    expect(within(rows[2]!).queryByText('示例数据')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: '打开列表' }));
    const listTab = 'screen:kox-list?followers=custom&followers_min=100000&platform=tiktok&topics=beauty';
    expect(useArtifactStore.getState().bySession['kox-find']?.tabs).toEqual([
      expect.objectContaining({
        id: listTab,
        sourceMessageId: 'a1',
        props: {
          screenId: 'kox-list',
          params: { followers: 'custom', followers_min: '100000', platform: 'tiktok', topics: 'beauty' },
        },
      }),
    ]);
    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Mia' }));
    expect(useArtifactStore.getState().bySession['kox-find']?.tabs.map((tab) => tab.id)).toEqual([
      listTab,
      'screen:kox-detail?id=kox_000002',
    ]);
  });

  it('says what the rows are ranked by when the search asked for the top of a measure', async () => {
    signInForTest();
    const search = { topics: 'running', sort: 'last_active' };
    await renderThread('kox-sorted', [
      toolMessage('find_kox', search, {
        scope: 'public',
        search,
        total: 12,
        list: [creator('kox_000003', 'Ada', 20_000)],
      }),
    ]);
    const card = await screen.findByRole('group', { name: '公共库中有 12 位达人' });
    expect(within(card).getByText('按最近活跃排序')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '打开列表' }));
    expect(useArtifactStore.getState().bySession['kox-sorted']?.tabs[0]?.id).toBe(
      'screen:kox-list?sort=last_active&topics=running',
    );
  });

  it('shows average views and the price per video when the search bounds them', async () => {
    signInForTest();
    const search = { avg_views_min: 100_000, price_max: 500 };
    await renderThread('kox-bounded', [
      toolMessage('find_kox', search, {
        scope: 'public',
        search,
        total: 3,
        list: [
          { ...creator('kox_000004', 'Bo', 300_000), avg_views: 125_000, price_per_video_usd: 480.5 },
          { ...creator('kox_000005', 'Cy', 90_000), avg_views: null, price_per_video_usd: null },
        ],
      }),
    ]);
    const card = await screen.findByRole('group', { name: '公共库中有 3 位达人' });
    const [head, first, second] = within(card).getAllByRole('row');
    expect(within(head!).getByText('平均播放')).toBeTruthy();
    expect(within(head!).getByText('视频报价')).toBeTruthy();
    expect(within(first!).getByText('12.5万')).toBeTruthy();
    expect(within(first!).getByText('US$480.50')).toBeTruthy();
    // A figure the creator's source did not give is a dash, not a zero.
    expect(within(second!).getAllByText('—')).toHaveLength(2);
  });

  it('a table wider than the card (a phone) scrolls in a labelled region and says how many columns it has', async () => {
    layoutWidths(600, 320);
    signInForTest();
    const search = { avg_views_min: 100_000, price_max: 500 };
    await renderThread('kox-narrow', [
      toolMessage('find_kox', search, {
        scope: 'public',
        search,
        total: 1,
        list: [{ ...creator('kox_000007', 'Ed', 300_000), avg_views: 125_000, price_per_video_usd: 480 }],
      }),
    ]);
    const region = await screen.findByRole('region', { name: '找到的达人' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
    expect(screen.getByText('左右滚动查看全部 6 列')).toBeTruthy();
  });

  it('says the tag searched, and opens the team database with it', async () => {
    signInForTest();
    const search = { tag: '<b>春季</b>' };
    await renderThread('kox-tagged', [
      toolMessage('find_kox', search, {
        scope: 'team',
        search,
        total: 1,
        list: [creator('kox_000008', 'Fay', 20_000)],
      }),
    ]);
    const card = await screen.findByRole('group', { name: '团队库中有 1 位达人' });
    expect(within(card).getByText('标签为「<b>春季</b>」')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '打开列表' }));
    expect(useArtifactStore.getState().bySession['kox-tagged']?.tabs[0]?.props).toEqual({
      screenId: 'kox-list',
      params: { scope: 'team', tag: '<b>春季</b>' },
    });
  });

  it('keeps to followers and engagement rate when the search bounds neither views nor price', async () => {
    signInForTest();
    const search = { topics: 'pets' };
    await renderThread('kox-plain', [
      toolMessage('find_kox', search, {
        scope: 'public',
        search,
        total: 1,
        list: [{ ...creator('kox_000006', 'Di', 10_000), avg_views: 5_000, price_per_video_usd: 80 }],
      }),
    ]);
    const card = await screen.findByRole('group', { name: '公共库中有 1 位达人' });
    expect(within(card).getAllByRole('columnheader')).toHaveLength(4);
  });

  it('says when nothing matched, with no table', async () => {
    signInForTest();
    await renderThread('kox-none', [
      toolMessage(
        'find_kox',
        { scope: 'team' },
        { scope: 'team', search: { scope: 'team' }, total: 0, list: [] },
      ),
    ]);
    const card = await screen.findByRole('group', { name: '团队库中有 0 位达人' });
    expect(within(card).queryByRole('table')).toBeNull();
  });
});

describe('open_kox card', () => {
  it('names the creator and opens its detail in the panel', async () => {
    signInForTest();
    await renderThread('kox-open', [
      toolMessage(
        'open_kox',
        { creator: 'Lily' },
        {
          creator_id: 'kox_000001',
          nickname: 'Lily Chen',
          handle: 'lilychen',
          platform: 'instagram',
          sample: true,
          path: '/writer/kox/detail?id=kox_000001',
          facts: {
            followers: 93_800,
            avg_views: 22_600,
            engagement_rate: 2.49,
            price_per_video_usd: 340,
            price_per_post_usd: 200,
            email: null,
          },
        },
      ),
    ]);
    const card = await screen.findByRole('group', { name: 'Lily Chen' });
    expect(within(card).getByText('@lilychen · Instagram · 示例数据')).toBeTruthy();
    // What a question about the creator asks, from the public database.
    expect(
      within(card).getByText('粉丝 9.4万 · 互动率 2.49% · 视频报价 US$340 · 图文报价 US$200'),
    ).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '打开详情' }));
    expect(useArtifactStore.getState().bySession['kox-open']?.tabs).toEqual([
      expect.objectContaining({
        id: 'screen:kox-detail?id=kox_000001',
        props: { screenId: 'kox-detail', params: { id: 'kox_000001' } },
      }),
    ]);
  });
});
