import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { createDb } from '../../server/db/client.ts';
import { dashboards, placements } from '../../server/db/schema/index.ts';
import { noModel } from '../server/helpers/no-model.ts';
import { createTestApp, type TestApp } from '../server/helpers/test-app.ts';
import { getWithList, newDashboard, newUser, ok, teamWorld } from '../server/teams/org-kit.ts';
import { createScratchDatabase } from './scratch-database.ts';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let t: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  t = await createTestApp({ models: noModel, database: await createDb({ databaseUrl: scratch.url }) });
});

afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

/** Resolves once a session of this database waits for a lock: the call's insert, held by the rival's row. */
async function blockedOnTheIndex(sql: postgres.Sql): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`;
    if (row?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The call never waited for the rival row.');
}

describe('clients, projects and placements on PostgreSQL', () => {
  it('sums budgets exactly per currency, and deleting a client cascades and unfiles dashboards', async () => {
    const w = await teamWorld(t, 'pg');
    const client = ok(await t.call('client.add', { name: 'Acme' }, w.admin.token)).client_id;
    const project = ok(
      await t.call('project.add', { client_id: client, name: 'Q3' }, w.editor.token),
    ).project_id;
    for (const budget of ['0.10', '0.20', '0.10', '0.20', '0.10', '0.20', '0.10', '999999999999.99'])
      ok(
        await t.call(
          'placement.add',
          { project_id: project, name: 'S', channel: 'social', budget },
          w.editor.token,
        ),
      );
    ok(
      await t.call(
        'placement.add',
        { project_id: project, name: 'U', channel: 'video', budget: 0.3, currency: 'usd' },
        w.editor.token,
      ),
    );
    const list = ok(await t.call('placement.list', { project_id: project, page_size: 1 }, w.viewer.token));
    expect(list.budget_totals).toEqual([
      { currency: 'CNY', amount: '1000000000000.99' },
      { currency: 'USD', amount: '0.30' },
    ]);
    const board = await newDashboard(t, {
      teamId: w.teamId,
      ownerId: w.editor.id,
      clientId: client,
      projectId: project,
    });

    const preview = ok(
      await getWithList(t, '/api/client/delete_preview', { client_ids: [client] }, w.admin.token),
    );
    expect(preview).toMatchObject({ projects: 1, placements: 9, dashboards: 1 });
    ok(await t.call('client.delete', { client_ids: [client] }, w.admin.token));
    expect(await t.deps.db.select().from(placements).where(eq(placements.projectId, project))).toEqual([]);
    const [kept] = await t.deps.db.select().from(dashboards).where(eq(dashboards.id, board));
    expect([kept?.clientId, kept?.projectId]).toEqual([null, null]);
  });

  it('keeps client and group names unique under concurrent adds', async () => {
    const w = await teamWorld(t, 'pgc');
    const clientAdds = await Promise.all(
      ['Twin', 'twin', 'TWIN'].map((name) => t.call('client.add', { name }, w.admin.token)),
    );
    expect(clientAdds.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.CONFLICT, ErrorCode.CONFLICT]);
    const root = await newUser(t, 'pg-root', true);
    const groupAdds = await Promise.all(
      ['Pair', 'pair', 'PAIR'].map((name) => t.call('group.add', { name }, root.token)),
    );
    expect(groupAdds.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.CONFLICT, ErrorCode.CONFLICT]);
  });

  it('answers a group name that a concurrent write takes after the check 10206, as the check would', async () => {
    const root = await newUser(t, 'pg-race-root', true);
    const renamed = ok(await t.call('group.add', { name: 'Renamed later' }, root.token)).group_id;
    const rival = postgres(scratch.url, { max: 2, onnotice: () => {} });
    try {
      for (const call of [
        () => t.call('group.add', { name: 'late twin' }, root.token),
        () => t.call('group.update', { group_id: renamed, name: 'LATE TWIN' }, root.token),
      ]) {
        // The rival's row is not committed when the call checks the name, so only the index can refuse it.
        let answer: Promise<Awaited<ReturnType<typeof call>>> | undefined;
        await rival.begin(async (tx) => {
          await tx`insert into groups (id, name) values (${randomUUID()}, 'Late Twin')`;
          answer = call();
          await blockedOnTheIndex(rival);
        });
        const res = await answer!;
        expect(res.body).toMatchObject({ code: ErrorCode.CONFLICT });
        expect(res.body.message).toMatch(/already exists/);
        await rival`delete from groups where name = 'Late Twin'`;
      }
    } finally {
      await rival.end();
    }
  });
});
