import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsStore } from '../../../../server/analytics/store/analytics-store.ts';
import { channels, hostile, portableQueries, post } from './store-fixture.ts';

/** The behaviour every engine of the analytics store must show; run once per engine. */
export function describeStoreContract(engine: string, open: () => Promise<AnalyticsStore>) {
  describe(`analytics store on ${engine}`, () => {
    let store: AnalyticsStore;
    const posts = Array.from({ length: 12 }, (_, i) => post(i + 1));

    beforeAll(async () => {
      store = await open();
      await store.insert('channels', channels);
      await store.insert('posts', posts);
      await store.insert('post_hashtags', [
        { dashboard_id: 'd1', subject_id: 's1', platform: 'youtube', post_id: 'p1', tag: 'running' },
        { dashboard_id: 'd1', subject_id: 's1', platform: 'youtube', post_id: 'p1', tag: '跑鞋' },
      ]);
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('reports its engine and counts inserted rows', async () => {
      expect(store.engine).toBe(engine);
      const [row] = await store.all<{ n: number }>('select count(*) as n from analytics.posts');
      expect(row).toEqual({ n: 12 });
    });

    it('returns bigints as numbers, timestamps as UTC ISO strings, defaults filled in', async () => {
      const rows = await store.all(
        `select p.post_id, p.views, p.posted_at, p.description, p.is_paid, c.followers, c.new_followers
         from analytics.posts p join analytics.channels c on c.channel_id = p.channel_id
         where p.post_id = $1`,
        ['p4'],
      );
      expect(rows).toEqual([
        {
          post_id: 'p4',
          views: 4000,
          posted_at: '2026-01-04T12:30:00.000Z',
          description: '',
          is_paid: true,
          followers: 5_000_000_001,
          new_followers: 0,
        },
      ]);
    });

    it('round-trips hostile strings through rows and parameters', async () => {
      const rows = await store.all<{ title: string }>(
        'select distinct title from analytics.posts where title = any (select title from analytics.posts) order by title',
      );
      expect(rows.map((r) => r.title).sort()).toEqual([...hostile].sort());
      for (const text of hostile) {
        const found = await store.all<{ n: number }>(
          'select count(*) as n from analytics.posts where title = $1',
          [text],
        );
        expect(found[0]?.n).toBe(2);
      }
      const tags = await store.all('select tag from analytics.post_hashtags where tag = $1', ['跑鞋']);
      expect(tags).toEqual([{ tag: '跑鞋' }]);
    });

    it('inserts nothing when one row of a batch breaks a constraint', async () => {
      const batch = [post(100, { dashboard_id: 'bad' }), post(101, { dashboard_id: 'bad', title: null })];
      await expect(store.insert('posts', batch)).rejects.toThrow();
      const duplicate = [post(200, { dashboard_id: 'bad' }), post(200, { dashboard_id: 'bad' })];
      await expect(store.insert('posts', duplicate)).rejects.toThrow();
      const rows = await store.all('select post_id from analytics.posts where dashboard_id = $1', ['bad']);
      expect(rows).toEqual([]);
    });

    it('rejects unknown columns and values of the wrong type before writing', async () => {
      await expect(store.insert('posts', [post(300, { nope: 1 })])).rejects.toThrow(/no column "nope"/);
      await expect(store.insert('posts', [post(301, { views: 1.5 })])).rejects.toThrow(/views/);
      await expect(store.insert('posts', [post(302, { posted_at: 'yesterday' })])).rejects.toThrow(
        /posted_at/,
      );
    });

    it('inserts more rows than one batch in one go', async () => {
      const many = Array.from({ length: 2_500 }, (_, i) =>
        post(i, { dashboard_id: 'bulk', subject_id: `s${i % 2}` }),
      );
      await expect(store.insert('posts', many)).resolves.toBe(2_500);
      const [row] = await store.all(
        'select count(*) as n, sum(views) as views from analytics.posts where dashboard_id = $1',
        ['bulk'],
      );
      expect(row).toEqual({ n: 2_500, views: 1_000 * ((2_499 * 2_500) / 2) });
    });

    it('deletes the facts of one subject, then of the whole dashboard', async () => {
      await store.insert('channels', [{ ...channels[0], dashboard_id: 'bulk', subject_id: 's1' }]);
      await store.deleteFacts({ dashboardId: 'bulk', subjectId: 's1' });
      const left = await store.all(
        'select subject_id, count(*) as n from analytics.posts where dashboard_id = $1 group by subject_id',
        ['bulk'],
      );
      expect(left).toEqual([{ subject_id: 's0', n: 1_250 }]);
      expect(await store.all('select * from analytics.channels where dashboard_id = $1', ['bulk'])).toEqual(
        [],
      );
      await store.deleteFacts({ dashboardId: 'bulk' });
      expect(await store.all('select * from analytics.posts where dashboard_id = $1', ['bulk'])).toEqual([]);
      const [others] = await store.all<{ n: number }>(
        'select count(*) as n from analytics.posts where dashboard_id = $1',
        ['d1'],
      );
      expect(others?.n).toBe(12);
    });

    it('takes facts again after deleting them, and serialises concurrent writes', async () => {
      const rows = (subject: string) =>
        [0, 1, 2].map((i) => post(i, { dashboard_id: 'again', subject_id: subject }));
      await store.insert('posts', rows('s1'));
      await store.deleteFacts({ dashboardId: 'again' });
      const writes = [
        store.insert('posts', rows('s1')),
        store.insert('posts', rows('s2')),
        store.deleteFacts({ dashboardId: 'none' }),
      ];
      const [count] = await Promise.all([store.all('select count(*) as n from analytics.posts'), ...writes]);
      expect(count).toHaveLength(1);
      const [row] = await store.all('select count(*) as n from analytics.posts where dashboard_id = $1', [
        'again',
      ]);
      expect(row).toEqual({ n: 6 });
      await store.deleteFacts({ dashboardId: 'again' });
    });

    const count = async (table: string, dashboard: string) =>
      (
        await store.all<{ n: number }>(
          `select count(*) as n from analytics.${table} where dashboard_id = $1`,
          [dashboard],
        )
      )[0]?.n;
    const hashtag = (n: number, dashboard: string) => ({
      dashboard_id: dashboard,
      subject_id: 's1',
      platform: 'youtube',
      post_id: `p${n}`,
      tag: `t${n}`,
    });

    it('writes several tables in one transaction: a bad row in the last table leaves all of them empty', async () => {
      const writes = [
        { table: 'posts' as const, rows: [post(1, { dashboard_id: 'tx' }), post(2, { dashboard_id: 'tx' })] },
        { table: 'post_hashtags' as const, rows: [hashtag(1, 'tx'), { ...hashtag(2, 'tx'), tag: null }] },
      ];
      await expect(store.writeFacts({ writes })).rejects.toThrow();
      expect([await count('posts', 'tx'), await count('post_hashtags', 'tx')]).toEqual([0, 0]);
      writes[1]!.rows[1] = hashtag(2, 'tx');
      await expect(store.writeFacts({ writes })).resolves.toBe(true);
      expect([await count('posts', 'tx'), await count('post_hashtags', 'tx')]).toEqual([2, 2]);
    });

    it('replaces a scope in the same transaction as the new rows', async () => {
      const rows = [post(7, { dashboard_id: 'tx' })];
      await store.writeFacts({
        writes: [{ table: 'posts', rows }],
        replace: { dashboardId: 'tx', subjectId: 's1' },
      });
      expect(await count('posts', 'tx')).toBe(1);
      expect(await count('post_hashtags', 'tx')).toBe(0);
      await store.deleteFacts({ dashboardId: 'tx' });
    });

    it('writes a recorded write at most once, and never after it was fenced', async () => {
      const record = { id: 'import-1', dashboardId: 'once', subjectId: 's1' };
      const writes = [{ table: 'posts' as const, rows: [post(1, { dashboard_id: 'once' })] }];
      const both = await Promise.all([
        store.writeFacts({ writes, record }),
        store.writeFacts({ writes, record }),
      ]);
      expect(both.sort()).toEqual([false, true]);
      expect(await count('posts', 'once')).toBe(1);
      expect(await store.fenceWrite(record)).toBe('written');

      const fenced = { id: 'import-2', dashboardId: 'once', subjectId: 's1' };
      expect(await store.fenceWrite(fenced)).toBe('aborted');
      const late = [{ table: 'posts' as const, rows: [post(2, { dashboard_id: 'once' })] }];
      expect(await store.writeFacts({ writes: late, record: fenced })).toBe(false);
      expect(await count('posts', 'once')).toBe(1);
      expect(await store.fenceWrite(fenced)).toBe('aborted');

      // Records go with the facts of their dashboard.
      await store.deleteFacts({ dashboardId: 'once' });
      expect(await count('fact_writes', 'once')).toBe(0);
    });

    it('answers the portable queries', async () => {
      const [stats] = await store.all(portableQueries[0]!.sql, portableQueries[0]!.params);
      expect(stats).toEqual({
        n: 12,
        paid: 3,
        median_views: 6_500,
        engagements: posts.reduce((sum, p) => sum + (p.engagements as number), 0),
        avg_views: 6_500,
        engagements_per_post: posts.reduce((sum, p) => sum + (p.engagements as number), 0) / 12,
      });
      const keyword = await store.all<{ post_id: string }>(
        portableQueries[2]!.sql,
        portableQueries[2]!.params,
      );
      expect(keyword.map((r) => r.post_id)).toEqual(['p2', 'p3', 'p8', 'p9']);
    });
  });
}
