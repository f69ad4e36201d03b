import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { createDb } from '../../server/db/client.ts';
import { SIGN_IN_LIMIT } from '../../server/lib/rate-limits/app-limits.ts';
import { runningShoes } from '../server/dashboard/dashboard-fixtures.ts';
import { noModel } from '../server/helpers/no-model.ts';
import { createTestApp, type TestApp } from '../server/helpers/test-app.ts';
import { addUser } from '../server/helpers/users.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** Two nodes (two apps, two connection pools) on one PostgreSQL: their limits add up. */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let nodes: TestApp[];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const env = { DATABASE_URL: scratch.url };
  const first = await createTestApp({
    models: noModel,
    env,
    database: await createDb({ databaseUrl: scratch.url }),
  });
  const second = await createTestApp({
    models: noModel,
    env,
    database: await createDb({ databaseUrl: scratch.url }),
  });
  nodes = [first, second];
});

afterAll(async () => {
  for (const node of nodes ?? []) await node.close();
  await scratch?.drop();
});

const codes = (results: { body: { code: number } }[]) => results.map((r) => r.body.code);
const count = (list: number[], code: number) => list.filter((c) => c === code).length;

describe('limits shared by several nodes', () => {
  it('parallel passwords spread over two nodes get the limit once, not once per node', async () => {
    await addUser(nodes[0]!.deps.db, 'nina', 'nina-password-1');
    // All wrong: a right one among the first evaluated would wipe the count (next test) and let more through.
    const answers = codes(
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          nodes[i % 2]!.call('auth.loginByPassword', { account: 'nina', password: `guess-${i}` }),
        ),
      ),
    );
    expect(count(answers, ErrorCode.BAD_CREDENTIALS)).toBe(SIGN_IN_LIMIT.limit);
    expect(count(answers, ErrorCode.TOO_MANY_ATTEMPTS)).toBe(30 - SIGN_IN_LIMIT.limit);
    // Past the limit the right password waits too, on either node.
    for (const node of nodes)
      expect(
        (await node.call('auth.loginByPassword', { account: 'nina', password: 'nina-password-1' })).body.code,
      ).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
  });

  it('a success on one node wipes the failures counted on the other', async () => {
    await addUser(nodes[0]!.deps.db, 'omar', 'omar-password-1');
    for (let i = 0; i < SIGN_IN_LIMIT.limit - 1; i++)
      await nodes[0]!.call('auth.loginByPassword', { account: 'omar', password: 'wrong-one' });
    expect(
      (await nodes[1]!.call('auth.loginByPassword', { account: 'omar', password: 'omar-password-1' })).body
        .code,
    ).toBe(0);
    for (let i = 0; i < SIGN_IN_LIMIT.limit - 1; i++)
      await nodes[1]!.call('auth.loginByPassword', { account: 'omar', password: 'wrong-two' });
    expect(
      (await nodes[0]!.call('auth.loginByPassword', { account: 'omar', password: 'omar-password-1' })).body
        .code,
    ).toBe(0);
  });

  it('wrong share codes on two nodes share one count', async () => {
    const owner = await nodes[0]!.signIn();
    const dashboard = (await nodes[0]!.call('dashboard.add', runningShoes({ name: 'Two nodes' }), owner)).body
      .data;
    const link = (
      await nodes[0]!.call(
        'share.add',
        { dashboard_id: dashboard.dashboard_id, valid_days: 7, code: 'Right1234' },
        owner,
      )
    ).body.data.link_id;
    const answers = codes(
      await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          nodes[i % 2]!.call('share.verify', { link, code: `Wrong${i}00` }),
        ),
      ),
    );
    expect(count(answers, ErrorCode.BAD_CREDENTIALS)).toBe(10);
    expect(count(answers, ErrorCode.TOO_MANY_ATTEMPTS)).toBe(14);
    expect((await nodes[1]!.call('share.verify', { link, code: 'Right1234' })).body.code).toBe(
      ErrorCode.TOO_MANY_ATTEMPTS,
    );
  });
});
