import { afterEach, describe, expect, it } from 'vitest';
import { FAULT_ADMIN } from '../fault/helpers/spawn-server.ts';
import { startCluster, type Cluster } from './helpers/cluster.ts';

/**
 * Issue 10, item 2: nodes started together on an empty database used to crash in migration. Every round starts
 * three nodes at once on a fresh database; all must come up, serve, and agree on one administrator.
 */
let cluster: Cluster | undefined;
afterEach(async () => {
  await cluster?.close();
  cluster = undefined;
});

describe('nodes starting at once on an empty database', () => {
  for (const round of [1, 2, 3]) {
    it(`round ${round}: three nodes migrate, seed and serve`, async () => {
      cluster = await startCluster(3);
      for (const node of cluster.nodes) expect(await node.signIn()).toMatch(/\S/);
      const admins = await cluster.sql<{ n: number }[]>`
        select count(*)::int as n from users where account = ${FAULT_ADMIN.account}`;
      expect(admins[0]!.n).toBe(1);
      const migrations = await cluster.sql<{ n: number }[]>`
        select count(*)::int as n from drizzle.__drizzle_migrations`;
      const journal = (await import('../../server/db/migrations/meta/_journal.json')).default as {
        entries: unknown[];
      };
      expect(migrations[0]!.n).toBe(journal.entries.length);
    });
  }
});
