import { deserialize, serialize } from 'node:v8';
import type { AdDayRow } from './ad-day-row.ts';

/**
 * A slice of ad-day rows serialized once where it is made (the ad import thread) and read where it is written
 * (the DuckDB thread). In between the event loop only passes its bytes on, moved and never copied: receiving and
 * posting 100,000 rows again took 0.6 s of the event loop per upload and most of its garbage.
 */
export interface PackedAdDays {
  count: number;
  bytes: Uint8Array<ArrayBuffer>;
}

export function packAdDays(rows: readonly AdDayRow[]): PackedAdDays {
  const serialized = serialize(rows);
  // A buffer of its own, so that moving it to another thread moves nothing else.
  const bytes = new Uint8Array(serialized.byteLength);
  bytes.set(serialized);
  return { count: rows.length, bytes };
}

export function unpackAdDays(bytes: Uint8Array): AdDayRow[] {
  return deserialize(bytes) as AdDayRow[];
}
