import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuotaLedger } from '../../../server/analytics/sources/youtube/quota-ledger.ts';
import { YoutubeApiError } from '../../../server/analytics/sources/youtube/youtube-error.ts';
import { createDb, type DbHandle } from '../../../server/db/client.ts';
import { youtubeQuotaSpent } from '../../../server/db/schema/index.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';
import { putMigratedDatabase } from '../helpers/migrated-data-dir.ts';

let database: DbHandle;
let keys = 0;
beforeAll(async () => {
  database = await createMemoryDb();
}, 60_000);
afterAll(() => database?.close());

/** 2026-11-22 09:00 in Los Angeles (PST, UTC−8). */
const MORNING = new Date('2026-11-22T17:00:00Z');
const newKey = () => `AIza-test-key-${++keys}`;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err,
  );

describe('the YouTube quota ledger (PGlite)', { timeout: 60_000 }, () => {
  it('books units up to the budget and refuses, without booking, a charge that would pass it', async () => {
    const ledger = createQuotaLedger({ db: database.db, apiKey: newKey(), budget: 150, now: () => MORNING });
    await ledger.charge(100, 'search');
    await ledger.charge(49, 'videos');
    const err = await refusal(ledger.charge(2, 'channels'));
    expect(err).toBeInstanceOf(YoutubeApiError);
    expect((err as YoutubeApiError).kind).toBe('quota_budget');
    expect((err as Error).message).toBe(
      'The daily YouTube quota budget of 150 units is spent (149 used; channels.list needs 2). Collection resumes after midnight Pacific Time.',
    );
    await ledger.charge(1, 'channels');
    expect(await ledger.used()).toBe(150);
    expect(await refusal(ledger.charge(1, 'videos'))).toBeInstanceOf(YoutubeApiError);
  });

  it('refuses on a fresh day a single charge larger than the whole budget', async () => {
    const ledger = createQuotaLedger({ db: database.db, apiKey: newKey(), budget: 50, now: () => MORNING });
    expect(await refusal(ledger.charge(100, 'search'))).toBeInstanceOf(YoutubeApiError);
    expect(await ledger.used()).toBe(0);
  });

  it('is one budget for every ledger of a key, a budget of its own for each key, and stores no key', async () => {
    const key = newKey();
    const [a, b] = [1, 2].map(() =>
      createQuotaLedger({ db: database.db, apiKey: key, budget: 10, now: () => MORNING }),
    );
    const other = createQuotaLedger({ db: database.db, apiKey: newKey(), budget: 10, now: () => MORNING });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => refusal((i % 2 ? a! : b!).charge(3, 'videos'))),
    );
    expect(answers.filter((e) => e === null)).toHaveLength(3);
    expect([await a!.used(), await b!.used(), await other.used()]).toEqual([9, 9, 0]);
    await other.charge(10, 'videos');

    const rows = await database.db.select().from(youtubeQuotaSpent);
    expect(JSON.stringify(rows)).not.toContain('AIza');
  });

  it('starts again at midnight Pacific Time', async () => {
    let now = new Date('2026-11-23T07:59:59Z'); // 23:59:59 on the 22nd in Los Angeles
    const ledger = createQuotaLedger({ db: database.db, apiKey: newKey(), budget: 100, now: () => now });
    await ledger.charge(100, 'search');
    expect(await refusal(ledger.charge(1, 'videos'))).toBeInstanceOf(YoutubeApiError);
    now = new Date('2026-11-23T08:00:00Z');
    expect(await ledger.used()).toBe(0);
    await ledger.charge(100, 'search');
    expect(await ledger.used()).toBe(100);
    // Summer time: midnight in Los Angeles is 07:00 UTC.
    now = new Date('2026-07-01T06:59:59Z');
    await ledger.charge(60, 'search');
    now = new Date('2026-07-01T07:00:00Z');
    expect(await ledger.used()).toBe(0);
  });

  it('keeps what was spent across a restart of the embedded database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'booster-quota-'));
    const key = newKey();
    const ledgerOn = (db: DbHandle) =>
      createQuotaLedger({ db: db.db, apiKey: key, budget: 200, now: () => MORNING });
    await putMigratedDatabase(dataDir);
    try {
      const first = await createDb({ dataDir });
      try {
        await ledgerOn(first).charge(150, 'search');
      } finally {
        await first.close();
      }
      const second = await createDb({ dataDir });
      try {
        expect(await ledgerOn(second).used()).toBe(150);
        expect(await refusal(ledgerOn(second).charge(100, 'search'))).toBeInstanceOf(YoutubeApiError);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
