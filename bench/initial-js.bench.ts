/**
 * Initial JS per route (issue 9): the gzip size (level 9) of the JS a browser loads before each route shows,
 * read from the build's manifest (dist/.vite/manifest.json, written when `build.manifest` is on). Only reports:
 * the build's own budget check fails `npm test`. Goals: ≤ 120 kB for sign-in, ≤ 200 kB for the workspace.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './bench-result.ts';
import { initialFiles, type Manifest } from './route-chunks.ts';
import { ensureBuilt, repoRoot } from './server-process.ts';

const dist = path.join(repoRoot, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const SIGN_IN_GOAL_KB = 120;
const WORKSPACE_GOAL_KB = 200;

/** Each route group: the URL, the route files it matches below the root, and its goal if the issue sets one. */
const ROUTES: { url: string; files: string[]; goalKb?: number }[] = [
  { url: '/writer/login (sign-in)', files: ['src/routes/writer_/login.tsx'], goalKb: SIGN_IN_GOAL_KB },
  {
    url: '/writer/app/store (start page, workspace)',
    files: ['src/routes/writer/route.tsx', 'src/routes/writer/app/store.tsx'],
    goalKb: WORKSPACE_GOAL_KB,
  },
  {
    url: '/writer/app/session (assistant)',
    files: ['src/routes/writer/route.tsx', 'src/routes/writer/app/session.tsx'],
  },
  {
    url: '/writer/stats/dashboard (dashboard)',
    files: ['src/routes/writer/route.tsx', 'src/routes/writer/stats/dashboard.tsx'],
  },
  {
    url: '/writer/backstage/usermanage (administration)',
    files: ['src/routes/writer/route.tsx', 'src/routes/writer/backstage/usermanage.tsx'],
  },
  { url: '/writer/reportShare (shared report)', files: ['src/routes/writer_/reportShare.tsx'] },
];

export default async function run(): Promise<BenchResult[]> {
  ensureBuilt();
  if (!existsSync(manifestFile)) {
    console.warn(
      `\n  initial JS per route needs ${path.relative(repoRoot, manifestFile)} (build.manifest): skipped`,
    );
    return [];
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const gzipKb = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!gzipKb.has(file))
      gzipKb.set(file, gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length / 1000);
    return gzipKb.get(file)!;
  };
  const results: BenchResult[] = [];
  for (const route of ROUTES) {
    const files = initialFiles(manifest, route.files);
    const sizes = await Promise.all(files.map(sizeOf));
    results.push({
      name: `initial JS, gzip: ${route.url}, ${files.length} chunks`,
      value: Math.round(sizes.reduce((a, b) => a + b, 0)),
      unit: 'kB',
      ...(route.goalKb === undefined ? {} : { target: route.goalKb }),
    });
  }
  return results;
}
