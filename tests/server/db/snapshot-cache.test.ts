import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheSnapshot } from '../helpers/db-snapshot.ts';

describe('the test database snapshot cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'snapshot-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps every writer whole when several workers cache the same dump at once, as on a clean clone', async () => {
    const file = path.join(dir, 'pglite-new.tar');
    const dump = Buffer.alloc(4 << 20, 7);
    await Promise.all(Array.from({ length: 6 }, () => cacheSnapshot(file, dump)));
    expect(await readdir(dir)).toEqual(['pglite-new.tar']);
    expect((await readFile(file)).equals(dump)).toBe(true);
  });

  it("removes older migration sets' dumps and leaves files it does not own", async () => {
    await writeFile(path.join(dir, 'pglite-old.tar'), 'old');
    await writeFile(path.join(dir, 'notes.txt'), 'kept');
    await cacheSnapshot(path.join(dir, 'pglite-new.tar'), Buffer.from('new'));
    expect((await readdir(dir)).sort()).toEqual(['notes.txt', 'pglite-new.tar']);
  });
});
