import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdDayRow } from '../../../../server/ads/ad-day-row.ts';
import type { AdSource, ReadAdDaysRequest } from '../../../../server/ads/sources/ad-source.ts';

export function fixture(name: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8'),
  ) as Record<string, unknown>;
}

/** Every page a read yields, and the error that ended it, if any. */
export async function readAll(source: AdSource, request: ReadAdDaysRequest) {
  const pages: AdDayRow[][] = [];
  let error: unknown = null;
  try {
    for await (const page of source.readDays(request)) pages.push(page);
  } catch (err) {
    error = err;
  }
  return { pages, rows: pages.flat(), error };
}

/** A wait that returns at once and remembers how long it was asked to wait. */
export function recordedWaits() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

/** A window's conversions when the source reported none. */
export const zeros = {
  purchases: 0,
  purchase_value_usd: 0,
  adds_to_cart: 0,
  checkouts_initiated: 0,
  installs: 0,
  actives: 0,
};
