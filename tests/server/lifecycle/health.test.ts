import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('GET /healthz', () => {
  let draining = false;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ options: { draining: () => draining } });
  });
  afterAll(() => t.close());

  it('answers 200 while the node serves and its database answers, without signing in', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 once the node is stopping, so a load balancer sends it nothing new', async () => {
    draining = true;
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'draining' });
    draining = false;
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.close();
    const res = await broken.app.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'database_unreachable' });
  });
});
