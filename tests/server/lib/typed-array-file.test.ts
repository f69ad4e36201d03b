import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTypedArrayFile, writeTypedArrayFile } from '../../../server/lib/typed-array-file.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'typed-array-file-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const arrays = () => ({
  bytes: Uint8Array.from([1, 2, 3]),
  counts: Uint32Array.from([7, 4_000_000_000]),
  empty: new Float32Array(0),
  weights: Float32Array.from([0.5, -1.25, 3]),
  dates: Float64Array.from([Date.UTC(2026, 11, 3), -1.5]),
});

describe('typed array files', () => {
  it('reads back the header and every array, of its kind and at an aligned offset', async () => {
    const file = path.join(dir, 'nested', 'index.bin');
    await writeTypedArrayFile(file, { format: 1, terms: ['跑步', 'trail'] }, arrays());
    const read = await readTypedArrayFile(file);
    if (!read.ok) throw new Error(read.reason);
    expect(read.header).toEqual({ format: 1, terms: ['跑步', 'trail'] });
    for (const [name, array] of Object.entries(arrays())) {
      const back = read.arrays.get(name)!;
      expect(back.constructor).toBe(array.constructor);
      expect([...back]).toEqual([...array]);
      expect(back.byteOffset % 8).toBe(0);
    }
  });

  it('refuses a missing, foreign, truncated, torn or inconsistent file with its reason', async () => {
    const file = path.join(dir, 'index.bin');
    expect(await readTypedArrayFile(file)).toEqual({ ok: false, reason: 'ENOENT' });

    await writeFile(file, 'not an index at all');
    expect(await readTypedArrayFile(file)).toEqual({ ok: false, reason: 'not an array file' });

    await writeTypedArrayFile(file, { format: 1 }, arrays());
    const whole = await readFile(file);
    await writeFile(file, whole.subarray(0, whole.length - 4));
    expect(await readTypedArrayFile(file)).toEqual({ ok: false, reason: 'array dates outside the file' });
    await writeFile(file, whole.subarray(0, 12));
    expect(await readTypedArrayFile(file)).toEqual({ ok: false, reason: 'truncated header' });

    const torn = Buffer.from(whole);
    torn[torn.length - 1]! ^= 0xff;
    await writeFile(file, torn);
    expect(await readTypedArrayFile(file)).toEqual({ ok: false, reason: 'array dates damaged' });

    const broken = Buffer.from(whole);
    broken.write('{', 10);
    broken.write('#', 11);
    await writeFile(file, broken);
    expect(await readTypedArrayFile(file)).toEqual({ ok: false, reason: 'unreadable header' });
  });

  it('leaves one whole file and nothing else when several write it at once', async () => {
    const file = path.join(dir, 'index.bin');
    const big = () => ({ values: Float64Array.from({ length: 200_000 }, (_, i) => i) });
    await Promise.all([1, 2, 3, 4].map((n) => writeTypedArrayFile(file, { writer: n }, big())));
    expect(await readdir(dir)).toEqual(['index.bin']);
    const read = await readTypedArrayFile(file);
    if (!read.ok) throw new Error(read.reason);
    expect(read.arrays.get('values')).toEqual(big().values);
  });
});
