import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AD_VALUE_KEYS,
  adTrendResultSchema,
  type AdValues,
} from '../../../src/lib/report-components/ad-results.ts';
import { validated } from '../../../server/domains/dashboard/component-results.ts';

const values = (n: number): AdValues =>
  Object.fromEntries(AD_VALUE_KEYS.map((key, i) => [key, i % 5 === 0 ? null : n + i])) as AdValues;

/** A year of daily ad values: what db_ad_ads_data_trends answers for a year's range. */
const yearOfTrends = () => ({
  window: '7d_click',
  metrics: ['amount_spent_usd', 'roi'],
  days: Array.from({ length: 366 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    values: values(i),
  })),
});

describe("a component's result checked against its schema", () => {
  it('passes a long result as the schema parses it', async () => {
    const result = yearOfTrends();
    const outcome = await validated('db_ad_ads_data_trends', adTrendResultSchema, result);
    expect(outcome).toEqual({ ok: true, result: adTrendResultSchema.parse(result) });
  });

  it('fails the component on an element deep in a long result, naming where', async () => {
    const result = yearOfTrends();
    (result.days[300]!.values as Record<string, unknown>).roi = 'a lot';
    const outcome = await validated('db_ad_ads_data_trends', adTrendResultSchema, result);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid_result' });
    expect(outcome.ok || outcome.detail).toContain('days.300.values.roi');
  });

  it('fails the component on the rest of the result', async () => {
    const outcome = await validated('db_ad_ads_data_trends', adTrendResultSchema, {
      ...yearOfTrends(),
      window: 'forever',
    });
    expect(outcome).toMatchObject({ ok: false, code: 'invalid_result' });
    expect(outcome.ok || outcome.detail).toContain('window');
  });

  it('lets other requests run while a long result is checked', async () => {
    const slowDay = z.object({
      day: z.string().transform((d) => {
        const until = performance.now() + 0.2;
        while (performance.now() < until);
        return d;
      }),
    });
    const schema = z.object({ days: z.array(slowDay) });
    const order: string[] = [];
    setImmediate(() => order.push('another request'));
    await validated('db_ad_ads_data_trends', schema, yearOfTrends());
    order.push('checked');
    expect(order).toEqual(['another request', 'checked']);
  });
});
