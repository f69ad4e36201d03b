/**
 * The SQL that query_dashboard adds (top posts and top channels, overall and per subject, in a window; the posts
 * grouped by each dimension, also on some media) gives on
 * PostgreSQL exactly what it gives on DuckDB, whose answers tests/server/tools checks by hand.
 */
import { describe, expect, it } from 'vitest';
import { POST_DIMENSIONS, QUERY_METRICS } from '../../src/tools/query-dashboard/contract.ts';
import { postBreakdown } from '../../server/tools/query-dashboard/post-breakdown.ts';
import { topChannels } from '../../server/tools/query-dashboard/top-channels.ts';
import { topPosts } from '../../server/tools/query-dashboard/top-posts.ts';
import { loadFixture } from '../server/analytics/components/fixture-corpus.ts';
import { withEnginePair } from './engine-pair.ts';

const engines = withEnginePair(loadFixture);

const scopes = {
  dashboard: { dashboardId: 'd1', subjectIds: ['s1', 's2'] },
  window: {
    dashboardId: 'd1',
    subjectIds: ['s2', 's3'],
    since: '2026-01-01T00:00:00Z',
    until: '2026-04-01T00:00:00Z',
  },
};

describe('query_dashboard SQL on PostgreSQL and DuckDB', () => {
  for (const [name, scope] of Object.entries(scopes)) {
    for (const perSubject of [false, true]) {
      it(`agree on top posts and top channels for every metric (${name}, per subject: ${perSubject})`, async () => {
        for (const metric of QUERY_METRICS) {
          const [postsPg, postsDuck, channelsPg, channelsDuck] = await Promise.all([
            topPosts(engines.pg, scope, metric, 3, perSubject),
            topPosts(engines.duck, scope, metric, 3, perSubject),
            topChannels(engines.pg, scope, metric, 3, perSubject),
            topChannels(engines.duck, scope, metric, 3, perSubject),
          ]);
          expect(postsPg, metric).toEqual(postsDuck);
          expect(channelsPg, metric).toEqual(channelsDuck);
          expect(postsPg.length, metric).toBeGreaterThan(0);
        }
      });
    }
  }

  it('agree on the posts grouped by every dimension, for every metric, also on some media', async () => {
    const scopesWithMedia = [
      ...Object.values(scopes),
      { ...scopes.dashboard, platforms: ['youtube', 'tiktok'] },
    ];
    for (const scope of scopesWithMedia)
      for (const by of POST_DIMENSIONS)
        for (const metric of QUERY_METRICS) {
          const [onPg, onDuck] = await Promise.all([
            postBreakdown(engines.pg, scope, by, metric, 4),
            postBreakdown(engines.duck, scope, by, metric, 4),
          ]);
          expect(onPg, `${by} ${metric}`).toEqual(onDuck);
          expect(onPg.length, `${by} ${metric}`).toBeGreaterThan(0);
        }
  });
});
