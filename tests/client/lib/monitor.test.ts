import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { toast } from 'sonner';
import { server } from '../msw/server.ts';
import { fail, ok } from '../msw/envelope.ts';
import { monitor, MONITOR_FLUSH_MS, MONITOR_MAX_QUEUE } from '@/lib/monitor';

function recordBodies(respond: () => Response = () => ok(null)) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/monitor/record', async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(async () => {
  await monitor.flush();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('monitor', () => {
  it('batches entries and sends them after the flush delay, in order', async () => {
    const bodies = recordBodies();
    monitor.info('route change', { from: '/a', to: '/b' });
    monitor.warn('slow', { ms: 1200 });
    expect(bodies).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(MONITOR_FLUSH_MS);
    await monitor.flush();
    expect(bodies).toEqual([
      { level: 'info', message: 'route change', data: { from: '/a', to: '/b' } },
      { level: 'warn', message: 'slow', data: { ms: 1200 } },
    ]);
  });

  it('fits data into what the endpoint accepts', async () => {
    const bodies = recordBodies();
    monitor.error('x'.repeat(600), {
      error: new TypeError('bad'),
      nested: { a: [1] },
      long: 'y'.repeat(3000),
      skip: undefined,
      nan: Number.NaN,
      ok: true,
      none: null,
    });
    await monitor.flush();
    const body = bodies[0] as { message: string; data: Record<string, unknown> };
    expect(body.message).toHaveLength(500);
    expect(body.data).toEqual({
      error: 'TypeError: bad',
      nested: '{"a":[1]}',
      long: 'y'.repeat(2000),
      nan: 'NaN',
      ok: true,
      none: null,
    });
  });

  it('never throws and never toasts when the server refuses', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const bodies = recordBodies(() => fail('TOO_MANY_ATTEMPTS', 'slow down'));
    expect(() => monitor.info('a')).not.toThrow();
    await expect(monitor.flush()).resolves.toBeUndefined();
    expect(bodies).toHaveLength(1);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('keeps only the newest entries when too many wait', async () => {
    const bodies = recordBodies();
    for (let i = 0; i < MONITOR_MAX_QUEUE + 5; i++) monitor.info(`e${i}`);
    await monitor.flush();
    expect(bodies).toHaveLength(MONITOR_MAX_QUEUE);
    expect((bodies[0] as { message: string }).message).toBe('e5');
  });
});
