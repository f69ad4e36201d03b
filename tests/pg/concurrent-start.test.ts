import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../server/analytics/store/postgres-store.ts';
import { createDb } from '../../server/db/client.ts';
import { users } from '../../server/db/schema/index.ts';
import { seed, type SeedResult } from '../../server/db/seed.ts';
import { loadConfig } from '../../server/lib/config.ts';
import journal from '../../server/db/migrations/meta/_journal.json' with { type: 'json' };
import { createScratchDatabase } from './scratch-database.ts';

const NODES = 4;
const ROUNDS = 3;

/** What server/main.ts does before it serves: the app database (migrated), then the analytics schema and the seed. */
async function startNode(url: string): Promise<SeedResult> {
  const database = await createDb({ databaseUrl: url });
  try {
    const [analytics, seeded] = await Promise.allSettled([
      openPostgresStore(url),
      seed(database.db, loadConfig({ DATABASE_URL: url }), () => {}),
    ]);
    if (analytics.status === 'fulfilled') await analytics.value.close();
    if (analytics.status === 'rejected') throw analytics.reason;
    if (seeded.status === 'rejected') throw seeded.reason;
    return seeded.value;
  } finally {
    await database.close();
  }
}

describe('nodes starting together on an empty database', { timeout: 180_000 }, () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'round %i: every node starts, the schema is migrated once and seeded once',
    async () => {
      const scratch = await createScratchDatabase();
      const check = postgres(scratch.url, { max: 1, onnotice: () => {} });
      try {
        const results = await Promise.allSettled(Array.from({ length: NODES }, () => startNode(scratch.url)));
        expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
        const seeded = results.map((r) => (r as PromiseFulfilledResult<SeedResult>).value);
        expect(seeded.filter((s) => s.adminCreated)).toHaveLength(1);

        const [migrations] = await check`select count(*)::int as n from drizzle.__drizzle_migrations`;
        const [admins] = await check`select count(*)::int as n from users where account = 'admin'`;
        const [teams] = await check`select count(*)::int as n from teams`;
        const [factTables] = await check`select count(*)::int as n from information_schema.tables
                                         where table_schema = 'analytics'`;
        expect({
          migrations: migrations!.n,
          admins: admins!.n,
          teams: teams!.n,
          factTables: factTables!.n > 0,
        }).toEqual({ migrations: journal.entries.length, admins: 1, teams: 1, factTables: true });
      } finally {
        await check.end();
        await scratch.drop();
      }
    },
  );

  // The roles' upsert makes a first seed wait for another's commit; once they exist, only the lock orders seeds.
  it('nodes seeding together for a new ADMIN_ACCOUNT create it once', async () => {
    const scratch = await createScratchDatabase();
    const nodes = await Promise.all(
      Array.from({ length: NODES }, () => createDb({ databaseUrl: scratch.url })),
    );
    try {
      await seed(nodes[0]!.db, loadConfig({ DATABASE_URL: scratch.url, ADMIN_ACCOUNT: 'first' }), () => {});
      const config = loadConfig({ DATABASE_URL: scratch.url, ADMIN_ACCOUNT: 'boss' });
      const results = await Promise.allSettled(nodes.map((node) => seed(node.db, config, () => {})));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const seeded = results.map((r) => (r as PromiseFulfilledResult<SeedResult>).value);
      expect(seeded.filter((s) => s.adminCreated)).toHaveLength(1);
      const bosses = await nodes[0]!.db.select().from(users).where(eq(users.account, 'boss'));
      expect(bosses).toHaveLength(1);
    } finally {
      for (const node of nodes) await node.close();
      await scratch.drop();
    }
  });
});
