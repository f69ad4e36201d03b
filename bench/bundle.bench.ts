/**
 * The client build (issue 9): initial JS of the sign-in page, the start page and the assistant workspace (gzip
 * against their budgets, and brotli as the server sends it), and whether chunk names are stable: two builds of
 * the same source must give the same file names, and a change to one module may rename only the chunks whose
 * content changed, plus the chunks that import those (an import names its target's file).
 * Three full `vite build`s into temporary folders; nothing of dist/ is touched.
 */
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { chunkFacts } from '../scripts/bundle-budget/bundle-budget-plugin.ts';
import { initialJsPerRoute, type RouteJs } from '../scripts/bundle-budget/initial-js.ts';
import { budgetOf } from '../scripts/bundle-budget/check-budgets.ts';
import { PAGE_ROUTES, ROUTE_BUDGETS } from '../scripts/bundle-budget/route-budgets.ts';
import type { BenchResult } from './bench-result.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const routesDir = path.join(root, 'src/routes').split(path.sep).join('/');
const ROUTES = {
  'sign-in': 'writer_/login',
  'start page': 'writer/app/store',
  workspace: 'writer/app/session',
};
/** A leaf module of every signed-in page; the edit changes one string of it. */
const EDITED = path.join(root, 'src/components/app-shell/brand-mark.tsx');

interface Built {
  outDir: string;
  routes: RouteJs[];
  assets: string[];
}

/** A plugin that reads the routes' initial JS from the finished bundle, and optionally edits one module. */
function observe(into: { routes: RouteJs[] }, edit: boolean): Plugin {
  return {
    name: 'bench-observe',
    enforce: 'pre',
    transform(code, id) {
      if (edit && id === EDITED) return code.replace('rounded-lg', 'rounded-xl');
      return undefined;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        into.routes = initialJsPerRoute(chunkFacts(bundle), routesDir, PAGE_ROUTES);
      },
    },
  };
}

async function buildOnce(edit: boolean): Promise<Built> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'booster-bench-build-'));
  const seen = { routes: [] as RouteJs[] };
  await build({
    root,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
    plugins: [observe(seen, edit)],
  });
  const assets = (await readdir(path.join(outDir, 'assets'))).filter((f) => /\.(js|css)$/.test(f)).sort();
  return { outDir, routes: seen.routes, assets };
}

/** File name without its content hash: `react-CYLIbKzf.js` → `react.js`. */
const unhashed = (file: string) => file.replace(/-[\w-]{8}(\.\w+)$/, '$1');

/** The file's text with every hashed file name in it unhashed: what its own content is, apart from names. */
async function ownContent(dir: string, file: string): Promise<string> {
  const text = await readFile(path.join(dir, 'assets', file), 'utf8');
  return text.replace(/([\w.-]+)-[\w-]{8}\.(js|css)/g, '$1.$2');
}

/** Bytes as sent (the brotli copy where there is one) of some of the build's files. */
async function brotliBytes(dir: string, files: string[]): Promise<number> {
  const sizes = await Promise.all(
    files.map(
      async (f) =>
        (await readFile(path.join(dir, `${f}.br`)).catch(() => readFile(path.join(dir, f)))).length,
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

export default async function run(): Promise<BenchResult[]> {
  const first = await buildOnce(false);
  const second = await buildOnce(false);
  const edited = await buildOnce(true);
  try {
    const renamedSame = first.assets.filter((f) => !second.assets.includes(f)).length;
    const renamedByEdit = first.assets.filter((f) => !edited.assets.includes(f));
    const editedByName = new Map(edited.assets.map((f) => [unhashed(f), f]));
    let changed = 0;
    for (const file of renamedByEdit) {
      const twin = editedByName.get(unhashed(file));
      if (!twin || (await ownContent(first.outDir, file)) !== (await ownContent(edited.outDir, twin)))
        changed++;
    }
    const asSent = (files: string[]) =>
      brotliBytes(
        first.outDir,
        files.map((f) => `assets/${f}`),
      );
    const renamedShare = (await asSent(renamedByEdit)) / (await asSent(first.assets));
    const results: BenchResult[] = [
      { name: 'client chunks (js, css)', value: first.assets.length, unit: 'files' },
      { name: 'renamed between two builds of the same source', value: renamedSame, unit: 'files', target: 0 },
      { name: 'renamed by a one-string edit of brand-mark.tsx', value: renamedByEdit.length, unit: 'files' },
      { name: '… of which their own content changed', value: changed, unit: 'files' },
      {
        name: '… their share of the bytes a returning visitor fetches again',
        value: Math.round(renamedShare * 1000) / 10,
        unit: '%',
      },
    ];
    for (const [label, route] of Object.entries(ROUTES)) {
      const js = first.routes.find((r) => r.route === route);
      if (!js) throw new Error(`No route ${route} in the build`);
      results.push(
        {
          name: `initial JS, ${label} (${route}), gzip`,
          value: Math.round(js.gzipBytes / 100) / 10,
          unit: 'kB',
          target: budgetOf(route, ROUTE_BUDGETS)?.gzipKB,
        },
        {
          name: `initial JS, ${label}, brotli (as sent)`,
          value: Math.round((await brotliBytes(first.outDir, js.chunks)) / 100) / 10,
          unit: 'kB',
        },
        { name: `initial JS, ${label}, uncompressed`, value: Math.round(js.rawBytes / 100) / 10, unit: 'kB' },
        {
          name: `initial JS, ${label}, files`,
          value: js.chunks.length,
          unit: 'files',
          target: budgetOf(route, ROUTE_BUDGETS)?.maxChunks,
        },
      );
    }
    return results;
  } finally {
    await Promise.all([first, second, edited].map((b) => rm(b.outDir, { recursive: true, force: true })));
  }
}
