import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the Vite build in a temp folder: index.html, one hashed asset, a favicon and version.json
 * (build `build-42`). Remove it with `rm(dir, { recursive: true })`.
 */
export async function createFakeDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'booster-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.ico'), 'icon');
  await writeFile(path.join(dist, 'version.json'), JSON.stringify({ version: 'build-42' }));
  return dist;
}
