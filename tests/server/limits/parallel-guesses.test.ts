import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import {
  MONITOR_LIMIT,
  SHARE_ADDRESS_LIMIT,
  SHARE_CODE_LIMIT,
  SIGN_IN_ADDRESS_LIMIT,
  SIGN_IN_LIMIT,
} from '../../../server/lib/rate-limits/app-limits.ts';
import { runningShoes } from '../dashboard/dashboard-fixtures.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from '../helpers/users.ts';

/** Every limiter under a parallel burst: the count is taken before the slow check, so a burst cannot outrun it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
}, 60_000);
afterAll(() => t.close());

const codes = (results: { body: { code: number } }[]) => results.map((r) => r.body.code);
const count = (list: number[], code: number) => list.filter((c) => c === code).length;

describe('parallel guesses', () => {
  it('40 parallel passwords with the right one at #31 do not sign in', async () => {
    await addUser(t.deps.db, 'paula', 'paula-password-1');
    const attempts = Array.from({ length: 40 }, (_, i) =>
      t.call('auth.loginByPassword', {
        account: 'paula',
        password: i === 30 ? 'paula-password-1' : `no-${i}`,
      }),
    );
    const answers = codes(await Promise.all(attempts));
    expect(answers[30]).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    expect(count(answers, ErrorCode.BAD_CREDENTIALS)).toBe(SIGN_IN_LIMIT.limit);
    expect(count(answers, ErrorCode.TOO_MANY_ATTEMPTS)).toBe(40 - SIGN_IN_LIMIT.limit);
    expect(count(answers, 0)).toBe(0);
  }, 60_000);

  it('60 parallel share codes with the right one at #46 do not open the report', async () => {
    const owner = await t.signIn();
    const dashboard = (await t.call('dashboard.add', runningShoes({ name: 'Guarded' }), owner)).body.data;
    const link = (
      await t.call(
        'share.add',
        { dashboard_id: dashboard.dashboard_id, valid_days: 7, code: 'Right1234' },
        owner,
      )
    ).body.data.link_id;
    const attempts = Array.from({ length: 60 }, (_, i) =>
      t.call('share.verify', { link, code: i === 45 ? 'Right1234' : `Wrong${i}00` }),
    );
    const answers = codes(await Promise.all(attempts));
    expect(answers[45]).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    expect(count(answers, ErrorCode.BAD_CREDENTIALS)).toBe(SHARE_CODE_LIMIT.limit);
    expect(count(answers, 0)).toBe(0);
  }, 60_000);

  it('a parallel burst of client events records exactly the limit', async () => {
    const answers = codes(
      await Promise.all(
        Array.from({ length: MONITOR_LIMIT.limit + 30 }, (_, i) =>
          t.call('monitor.record', { level: 'info', message: `burst ${i}` }),
        ),
      ),
    );
    expect(count(answers, 0)).toBe(MONITOR_LIMIT.limit);
    expect(count(answers, ErrorCode.TOO_MANY_ATTEMPTS)).toBe(30);
  });
});

describe('per-address limits keep the keys bounded', () => {
  it('many accounts tried from one address stop at the address limit', async () => {
    const answers = codes(
      await Promise.all(
        Array.from({ length: SIGN_IN_ADDRESS_LIMIT.limit + 10 }, (_, i) =>
          t.call('auth.loginByPassword', { account: `nobody-${i}`, password: 'whatever-1' }),
        ),
      ),
    );
    // The 5 failures of the first test came from the same (in-process) address.
    expect(count(answers, ErrorCode.BAD_CREDENTIALS)).toBe(SIGN_IN_ADDRESS_LIMIT.limit - SIGN_IN_LIMIT.limit);
    expect(count(answers, ErrorCode.TOO_MANY_ATTEMPTS)).toBe(10 + SIGN_IN_LIMIT.limit);
  }, 120_000);

  it('random link ids count against their address, not one key each', async () => {
    const answers = codes(
      await Promise.all(
        Array.from({ length: SHARE_ADDRESS_LIMIT.limit + 20 }, () =>
          t.call('share.verify', { link: randomBytes(18).toString('base64url'), code: 'Anything1' }),
        ),
      ),
    );
    // The wrong codes of the second test already counted for this address.
    expect(count(answers, ErrorCode.SHARE_EXPIRED)).toBe(SHARE_ADDRESS_LIMIT.limit - SHARE_CODE_LIMIT.limit);
    expect(count(answers, ErrorCode.TOO_MANY_ATTEMPTS)).toBe(20 + SHARE_CODE_LIMIT.limit);
  });
});
