import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInSlices } from '../../../server/lib/parse-in-slices.ts';

const item = z.object({ n: z.number(), label: z.string().default('none') });
const page = z.object({ total: z.number(), list: z.array(item) });
const items = (count: number) => Array.from({ length: count }, (_, n) => ({ n, extra: 'dropped' }));

describe('parseInSlices', () => {
  it('answers what parse answers: defaults applied, unknown keys dropped, in the elements too', async () => {
    const value = { total: 500, list: items(500), secret: 'dropped' };
    const parsed = await parseInSlices(page, value);
    expect(parsed).toEqual(page.parse(value));
    expect(parsed.list[499]).toEqual({ n: 499, label: 'none' });
    expect(parsed).not.toHaveProperty('secret');
  });

  it('lets other work run while a long list is checked', async () => {
    const slow = z.object({
      list: z.array(
        z.number().transform((n) => {
          const until = performance.now() + 1;
          while (performance.now() < until);
          return n;
        }),
      ),
    });
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    await parseInSlices(slow, { list: Array.from({ length: 40 }, (_, n) => n) });
    order.push('checked');
    expect(order).toEqual(['other work', 'checked']);
  });

  it('names the failing element by its full path', async () => {
    const list = items(100);
    (list[70] as { n: unknown }).n = 'seventy';
    const error = await parseInSlices(page, { total: 100, list }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(z.ZodError);
    expect((error as z.ZodError).issues[0]?.path).toEqual(['list', 70, 'n']);
  });

  it('fails on the rest of the answer as parse does', async () => {
    await expect(parseInSlices(page, { total: 'many', list: items(100) })).rejects.toBeInstanceOf(z.ZodError);
  });

  it('parses whole what checks the list or the object as a whole', async () => {
    const capped = z.object({ list: z.array(item).max(50) });
    await expect(parseInSlices(capped, { list: items(100) })).rejects.toBeInstanceOf(z.ZodError);
    const counted = page.refine((p) => p.total === p.list.length, 'total is not the count');
    await expect(parseInSlices(counted, { total: 100, list: items(100) })).resolves.toMatchObject({
      total: 100,
    });
    await expect(parseInSlices(counted, { total: 99, list: items(100) })).rejects.toBeInstanceOf(z.ZodError);
  });
});
