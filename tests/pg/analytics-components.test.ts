/**
 * The db_* components on PostgreSQL give exactly what they give on DuckDB (whose values components.test.ts
 * checks by hand), for the whole dashboard and for narrowed scopes (subjects, a window, some media).
 */
import { describe, expect, it } from 'vitest';
import { computeComponents, DB_API_KEYS } from '../../server/analytics/components/registry.ts';
import { compute as channelData } from '../../server/analytics/components/db-channel-data.ts';
import { compute as videoData } from '../../server/analytics/components/db-video-data.ts';
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
  all: { dashboardId: 'd1', subjectIds: [] },
  media: { dashboardId: 'd1', subjectIds: ['s1', 's2'], platforms: ['tiktok', 'instagram'] },
  mediaWindow: {
    dashboardId: 'd1',
    subjectIds: [],
    platforms: ['youtube'],
    since: '2026-01-10T00:00:00Z',
    until: '2026-03-01T00:00:00Z',
  },
};

describe('db_* components on PostgreSQL and DuckDB', () => {
  for (const [name, scope] of Object.entries(scopes)) {
    it(`agree on every component (${name})`, async () => {
      const [onPg, onDuck] = await Promise.all([
        computeComponents(engines.pg, scope, DB_API_KEYS),
        computeComponents(engines.duck, scope, DB_API_KEYS),
      ]);
      for (const key of DB_API_KEYS) expect(onPg[key], key).toEqual(onDuck[key]);
      expect(onPg.db_overview.total.posts).toBeGreaterThan(0);
    });
  }

  it('agree on sorted pages of the data tables', async () => {
    const scope = scopes.dashboard;
    const video = { page: 2, pageSize: 5, sort: 'postedAt', order: 'asc' } as const;
    const channel = { page: 1, pageSize: 3, sort: 'posts', order: 'asc' } as const;
    expect(await videoData(engines.pg, scope, video)).toEqual(await videoData(engines.duck, scope, video));
    expect(await channelData(engines.pg, scope, channel)).toEqual(
      await channelData(engines.duck, scope, channel),
    );
  });
});
