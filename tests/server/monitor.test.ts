import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { MONITOR_LIMIT } from '../../server/lib/rate-limits/app-limits.ts';
import { noModel } from './helpers/no-model.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ models: noModel, options: { monitorSink: (l) => lines.push(l) } });
});
afterAll(() => t.close());

describe('POST /api/monitor/record', () => {
  it('writes one JSON line per event, with the signed-in account', async () => {
    const token = await t.signIn();
    const res = await t.call(
      'monitor.record',
      { level: 'info', message: 'route change', data: { to: '/writer/app/store' } },
      token,
    );
    expect(res.body).toEqual({ code: 0, data: null, message: 'ok' });
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      kind: 'client-event',
      level: 'info',
      message: 'route change',
      data: { to: '/writer/app/store' },
      user: 'admin',
    });
  });

  it('rejects nested data and rate-limits each address', async () => {
    const nested = await t.app.request('/api/monitor/record', {
      method: 'POST',
      body: JSON.stringify({ level: 'info', message: 'x', data: { deep: { a: 1 } } }),
    });
    expect((await nested.json()).code).toBe(ErrorCode.VALIDATION);

    const before = lines.length;
    let limited = 0;
    for (let i = 0; i < MONITOR_LIMIT.limit + 5; i++) {
      const res = await t.call('monitor.record', { level: 'warn', message: `e${i}` });
      if (res.body.code === ErrorCode.TOO_MANY_ATTEMPTS) limited++;
    }
    expect(limited).toBe(6);
    expect(lines.length - before).toBe(MONITOR_LIMIT.limit - 1);
  });
});
