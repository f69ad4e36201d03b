import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  YoutubeApiError,
  type YoutubeFailureKind,
} from '../../../server/analytics/sources/youtube/youtube-error.ts';
import type { DbHandle } from '../../../server/db/client.ts';
import { jobs } from '../../../server/db/schema/index.ts';
import { computeDbComponents } from '../../../server/domains/dashboard/component-results.ts';
import {
  CollectionNotWiredError,
  failureCodeOf,
  jobFailureCode,
} from '../../../server/domains/dashboard/failure-code.ts';
import { enqueueJob } from '../../../server/jobs/job-queue.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';
import { refuseWrites } from '../jobs/refuse-writes.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createMemoryDb();
});
afterAll(() => handle.close());

describe('failure codes', () => {
  it('names a full disk, whichever layer reports it', async () => {
    const allow = await refuseWrites(handle.db, ['jobs']);
    const fromPostgres = await enqueueJob(handle.db, { kind: 'x' }).catch((err: unknown) => err);
    await allow();
    const fromNode = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const fromDuckDb = new Error(
      'TransactionContext Error: Failed to commit: Could not write file "/d/facts.duckdb.wal": No space left on device',
    );
    for (const err of [fromPostgres, fromNode, fromDuckDb])
      expect(failureCodeOf(err, 'collection_failed')).toBe('storage_full');
    expect(await handle.db.$count(jobs, eq(jobs.kind, 'x'))).toBe(0);
  });

  it('tells what the user can do about YouTube: wait for the quota, fix the key, or retry later', () => {
    const codes = (
      [
        'quota_budget',
        'quota_exceeded',
        'forbidden',
        'bad_request',
        'rate_limited',
        'server',
      ] as YoutubeFailureKind[]
    ).map((kind) => failureCodeOf(new YoutubeApiError(kind, 'x'), 'collection_failed'));
    expect(codes).toEqual([
      'source_quota',
      'source_quota',
      'source_rejected',
      'source_rejected',
      'source_unavailable',
      'source_unavailable',
    ]);
  });

  it('says not_wired, interrupted, or the stage that failed for anything else', () => {
    expect(failureCodeOf(new CollectionNotWiredError(), 'collection_failed')).toBe('not_wired');
    expect(failureCodeOf(new Error('boom'), 'collection_failed')).toBe('collection_failed');
    expect(failureCodeOf('boom', 'analysis_failed')).toBe('analysis_failed');
    expect(jobFailureCode({ kind: 'interrupted' }, 'analysis_failed')).toBe('interrupted');
    expect(jobFailureCode({ kind: 'error', error: new Error('x') }, 'analysis_failed')).toBe(
      'analysis_failed',
    );
  });

  it('gives a component that could not be computed a code, with the detail kept apart for the log', async () => {
    const store = {
      engine: 'duckdb' as const,
      all: () => Promise.reject(new Error('IO Error: No space left on device')),
    };
    const outcomes = await computeDbComponents(store, { dashboardId: 'd', subjectIds: [] }, [
      'db_overview',
      'db_ad_performance_overview',
    ]);
    expect(outcomes.get('db_overview')).toEqual({
      ok: false,
      code: 'storage_full',
      detail: 'IO Error: No space left on device',
    });
    expect(outcomes.get('db_ad_performance_overview')).toMatchObject({
      ok: false,
      code: 'ad_data_unavailable',
    });
  });
});
