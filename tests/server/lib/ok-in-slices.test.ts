import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { okInSlices } from '../../../server/lib/ok-in-slices.ts';
import { turnsDuring } from '../helpers/turns-during.ts';

const answer = (data: unknown) => {
  const app = new Hono();
  app.get('/', (c) => okInSlices(c, data));
  return app.request('/');
};

const envelope = (data: unknown) => JSON.stringify({ code: 0, data, message: 'ok' });

/** An element whose JSON takes `ms` to write, as a large component's does. */
const slowElement = (n: number, ms: number) => ({
  toJSON() {
    const until = performance.now() + ms;
    while (performance.now() < until);
    return { n, label: `第${n}个` };
  },
});

describe('okInSlices', () => {
  it('writes what ok() writes, for short and long lists alike', async () => {
    const shapes = [
      { total: 2, list: [{ a: 1 }, { b: '二' }] },
      {
        before: { nested: [1, 2] },
        gone: undefined,
        list: Array.from({ length: 300 }, (_, n) => (n % 7 === 0 ? undefined : { n, text: `"引号" ${n}\n` })),
        after: null,
        also: Array.from({ length: 21 }, (_, n) => n),
      },
      // Long enough to be encoded as it is written (utf8-chunks.ts), with characters of every UTF-8 length.
      { rows: Array.from({ length: 3000 }, (_, n) => ({ n, name: `第${n}行 é 😀` })) },
      [1, 2, 3],
      'text',
      null,
    ];
    for (const data of shapes) {
      const res = await answer(data);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(await res.text()).toBe(envelope(data));
    }
  });

  it('sends a long answer as it is written, letting other work run between its slices', async () => {
    const data = { total: 40, list: Array.from({ length: 40 }, (_, n) => slowElement(n, 1)) };
    const { result: text, turns } = await turnsDuring(async () => (await answer(data)).text());
    expect(text).toBe(envelope(data));
    // 40 ms of writing in slices of 2 ms: other work ran between them, not only before or after.
    expect(turns).toBeGreaterThanOrEqual(10);
  });
});
