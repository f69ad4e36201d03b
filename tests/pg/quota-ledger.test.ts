import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuotaLedger } from '../../server/analytics/sources/youtube/quota-ledger.ts';
import { createDb, type DbHandle } from '../../server/db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** Two nodes (two pools) on one PostgreSQL spend one YouTube budget. */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let nodes: DbHandle[];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  nodes = [await createDb({ databaseUrl: scratch.url }), await createDb({ databaseUrl: scratch.url })];
});

afterAll(async () => {
  for (const node of nodes ?? []) await node.close();
  await scratch?.drop();
});

const MORNING = new Date('2026-11-22T17:00:00Z');
const ledgersOf = (apiKey: string, budget: number) =>
  nodes.map((node) => createQuotaLedger({ db: node.db, apiKey, budget, now: () => MORNING }));

describe('the YouTube quota ledger on several nodes', () => {
  it('concurrent charges from two nodes book the budget once, never past it', async () => {
    const ledgers = ledgersOf('shared-key', 100);
    // 60 charges of 7 units, alternating nodes, all in flight at once: 14 fit into 100.
    const booked = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        ledgers[i % 2]!.charge(7, 'videos').then(
          () => 1,
          () => 0,
        ),
      ),
    );
    expect(booked.reduce((a: number, b) => a + b, 0)).toBe(14);
    expect(await Promise.all(ledgers.map((l) => l.used()))).toEqual([98, 98]);
  });

  it('a node started later sees what the others spent', async () => {
    const [first] = ledgersOf('restart-key', 500);
    await first!.charge(300, 'search');
    const later = await createDb({ databaseUrl: scratch.url });
    try {
      const ledger = createQuotaLedger({
        db: later.db,
        apiKey: 'restart-key',
        budget: 500,
        now: () => MORNING,
      });
      expect(await ledger.used()).toBe(300);
      await expect(ledger.charge(201, 'search')).rejects.toMatchObject({ kind: 'quota_budget' });
    } finally {
      await later.close();
    }
  });
});
