import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir, startServer } from './helpers/spawn-server.ts';

/* A real server keeps the sample creators' index in DATA_DIR/cache unless CACHE_DIR says where. */

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'booster-fault-index-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function eventually(file: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      return await access(file);
    } catch (error) {
      if (tries > 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('the kept creator index of a real server', () => {
  it('is written to DATA_DIR/cache after the first search of the public database', async () => {
    const dataDir = await seededDataDir(path.join(root, 'data'));
    const index = path.join(dataDir, 'cache', 'sample-creator-index.bin');
    const server = await startServer({ dataDir, env: { CACHE_DIR: '' } });
    try {
      await expect(access(index)).rejects.toThrow();
      const token = await server.signIn();
      const page = await server.call('kox.publicList', {}, token);
      expect(page.body.code).toBe(0);
      await eventually(index);
    } finally {
      await server.kill('SIGTERM');
    }
  });
});
