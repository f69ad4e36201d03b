import { describe, expect, it, vi } from 'vitest';
import type { Rolldown } from 'vite';
import { bundleBudgetPlugin } from '../../../scripts/bundle-budget/bundle-budget-plugin.ts';
import {
  budgetFailure,
  checkBudgets,
  formatBudgetTable,
} from '../../../scripts/bundle-budget/check-budgets.ts';
import {
  initialJsPerRoute,
  routeOfChunk,
  type ChunkFacts,
} from '../../../scripts/bundle-budget/initial-js.ts';
import {
  PAGE_ROUTES,
  ROUTE_BUDGETS,
  type RouteBudget,
} from '../../../scripts/bundle-budget/route-budgets.ts';
import { SIGN_IN_PAGE_PATHS } from '../../../src/lib/sign-in-page-paths.ts';

const ROUTES = '/app/src/routes';

function chunk(
  fileName: string,
  sizes: [raw: number, gzip: number],
  imports: string[] = [],
  facade: string | null = null,
  isEntry = false,
): ChunkFacts {
  return { fileName, isEntry, facadeModuleId: facade, imports, rawBytes: sizes[0], gzipBytes: sizes[1] };
}

/**
 * index (entry) → react; the writer layout → shell → react; the session page → thread; the start page → shell;
 * the sign-in page → form; thread is also imported by the layout's lazy dock (not statically).
 */
const BUILD: ChunkFacts[] = [
  chunk('index.js', [100, 40], ['react.js'], '/app/index.html', true),
  chunk('react.js', [300, 90]),
  chunk('shell.js', [50, 20], ['react.js']),
  chunk('thread.js', [400, 120]),
  chunk('form.js', [10, 5]),
  chunk('layout.js', [5, 2], ['shell.js'], `${ROUTES}/writer/route.tsx?tsr-split=component`),
  chunk('session.js', [20, 8], ['thread.js'], `${ROUTES}/writer/app/session.tsx?tsr-split=component`),
  chunk('store.js', [7, 3], ['shell.js'], `${ROUTES}/writer/app/store.tsx?tsr-split=component`),
  chunk('login.js', [9, 4], ['form.js'], `${ROUTES}/writer_/login.tsx?tsr-split=component`),
  chunk('login-error.js', [900, 900], [], `${ROUTES}/writer_/login.tsx?tsr-split=errorComponent`),
];

describe('initial JS per route', () => {
  it('reads the route from a TanStack component chunk and nothing else', () => {
    expect(routeOfChunk(`${ROUTES}/writer_/login.tsx?tsr-split=component`, ROUTES)).toBe('writer_/login');
    expect(routeOfChunk(`${ROUTES}/a/b.tsx?tsr-split=loader---component`, ROUTES)).toBe('a/b');
    expect(routeOfChunk(`${ROUTES}/a/b.tsx?tsr-split=errorComponent`, ROUTES)).toBeNull();
    expect(routeOfChunk(`${ROUTES}/a/b.tsx`, ROUTES)).toBeNull();
    expect(routeOfChunk(`/elsewhere/a.tsx?tsr-split=component`, ROUTES)).toBeNull();
    expect(routeOfChunk(null, ROUTES)).toBeNull();
  });

  it('adds the entry, the layouts above a page and their static imports, each chunk once', () => {
    const routes = initialJsPerRoute(BUILD, ROUTES);
    expect(routes.map((r) => r.route)).toEqual(['writer/app/session', 'writer/app/store', 'writer_/login']);
    const [session, store, login] = routes;
    expect(session!.chunks).toEqual([
      'index.js',
      'layout.js',
      'react.js',
      'session.js',
      'shell.js',
      'thread.js',
    ]);
    // react.js is imported by both the entry and the shell: counted once.
    expect(session!.gzipBytes).toBe(40 + 90 + 2 + 20 + 8 + 120);
    expect(session!.rawBytes).toBe(100 + 300 + 5 + 50 + 20 + 400);
    expect(store!.gzipBytes).toBe(40 + 90 + 2 + 20 + 3);
    // writer_/ is outside the writer layout; the error component is not initial.
    expect(login!.chunks).toEqual(['form.js', 'index.js', 'login.js', 'react.js']);
    expect(login!.gzipBytes).toBe(40 + 90 + 4 + 5);
  });

  it('measures a route of a page of its own by that page entry alone, and names the page', () => {
    const withPage = [
      ...BUILD,
      chunk('sign-in.js', [30, 12], ['react.js', 'form.js'], '/app/sign-in.html', true),
    ];
    const routes = initialJsPerRoute(withPage, ROUTES, { 'sign-in.html': ['writer_/login'] });
    const login = routes.find((r) => r.route === 'writer_/login')!;
    expect(login).toMatchObject({ page: 'sign-in.html', chunks: ['form.js', 'react.js', 'sign-in.js'] });
    expect(login.gzipBytes).toBe(12 + 90 + 5);
    // The app's routes leave the page's entry out.
    const store = routes.find((r) => r.route === 'writer/app/store')!;
    expect(store.chunks).not.toContain('sign-in.js');
    expect(store.gzipBytes).toBe(40 + 90 + 2 + 20 + 3);
    expect(formatBudgetTable(checkBudgets([login], BUDGETS))).toMatch(/writer_\/login \(sign-in\.html\)/);
  });

  it('refuses a page that is not an entry of the build', () => {
    expect(() => initialJsPerRoute(BUILD, ROUTES, { 'sign-in.html': ['writer_/login'] })).toThrow(
      /sign-in\.html is named for routes but is not an entry/,
    );
  });

  it('refuses a graph that imports a chunk the build does not have', () => {
    const broken = [...BUILD, chunk('x.js', [1, 1], ['gone.js'], `${ROUTES}/x.tsx?tsr-split=component`)];
    expect(() => initialJsPerRoute(broken, ROUTES)).toThrow(/gone\.js/);
  });
});

const BUDGETS: RouteBudget[] = [
  { group: 'sign-in', gzipKB: 0.14, maxChunks: 4, routes: ['writer_/login'] },
  { group: 'workspace', gzipKB: 0.28, maxChunks: 6, routes: ['writer/app/session'] },
];

describe('budget check', () => {
  it('passes a route at its budget and fails one a byte over', () => {
    const rows = checkBudgets(initialJsPerRoute(BUILD, ROUTES), [
      { group: 'all', gzipKB: 0.155, maxChunks: 10, routes: ['*'] },
    ]);
    const byRoute = Object.fromEntries(rows.map((r) => [r.route, r.over]));
    // store: 155 bytes (= budget), session: 280, login: 139.
    expect(byRoute).toEqual({
      'writer/app/store': false,
      'writer/app/session': true,
      'writer_/login': false,
    });
  });

  it('passes a route in as many files as its group allows and fails one in a file more, saying which', () => {
    const rows = checkBudgets(initialJsPerRoute(BUILD, ROUTES), [
      { group: 'all', gzipKB: 1, maxChunks: 5, routes: ['*'] },
    ]);
    // session: 6 chunks, store: 5, login: 4; all well within 1 kB.
    expect(Object.fromEntries(rows.map((r) => [r.route, r.over]))).toEqual({
      'writer/app/session': true,
      'writer/app/store': false,
      'writer_/login': false,
    });
    const failure = budgetFailure(rows);
    expect(failure).toMatch(/writer\/app\/session \(all\): initial JS in 6 files, at most 5$/);
    expect(failure).not.toMatch(/kB gzip/);
  });

  it('gives each route the first group that names it, prefix patterns included', () => {
    const rows = checkBudgets(initialJsPerRoute(BUILD, ROUTES), [
      { group: 'writer', gzipKB: 1, maxChunks: 10, routes: ['writer/*'] },
      { group: 'rest', gzipKB: 1, maxChunks: 10, routes: ['*'] },
      { group: 'never', gzipKB: 1, maxChunks: 10, routes: ['writer_/login'] },
    ]);
    expect(rows.map((r) => [r.route, r.group])).toEqual([
      ['writer/app/session', 'writer'],
      ['writer/app/store', 'writer'],
      ['writer_/login', 'rest'],
    ]);
  });

  it('fails a route that no group names, and says which', () => {
    const rows = checkBudgets(initialJsPerRoute(BUILD, ROUTES), BUDGETS);
    const failure = budgetFailure(rows);
    expect(failure).toMatch(/writer\/app\/store: no budget names this route/);
    expect(failure).not.toMatch(/writer_\/login/);
    expect(failure).not.toMatch(/writer\/app\/session/);
    expect(budgetFailure(rows.filter((r) => r.route !== 'writer/app/store'))).toBeNull();
  });

  it('prints every route with its raw and gzip size and budget', () => {
    const table = formatBudgetTable(checkBudgets(initialJsPerRoute(BUILD, ROUTES), BUDGETS));
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^group\s+route\s+chunks\s+most\s+raw kB\s+gzip kB\s+budget kB/);
    expect(lines[1]).toMatch(/^sign-in\s+writer_\/login\s+4\s+4\s+0\.4\s+0\.1\s+0\.1\s+ok$/);
    expect(lines[2]).toMatch(/^workspace\s+writer\/app\/session\s+6\s+6\s+0\.9\s+0\.3\s+0\.3\s+ok$/);
    expect(lines[3]).toMatch(/^\(no budget\)\s+writer\/app\/store\s+5\s+—\s+.*—\s+OVER$/);
  });

  it('has the budgets of docs/decisions.md for sign-in, start page and workspace, and a catch-all', () => {
    const group = (route: string) =>
      checkBudgets([{ route, chunks: [], rawBytes: 0, gzipBytes: 0 }], ROUTE_BUDGETS)[0]!;
    expect(group('writer_/login').budgetBytes).toBe(120_000);
    expect(group('writer/app/store').budgetBytes).toBe(200_000);
    expect(group('writer/app/session').budgetBytes).toBe(200_000);
    // Each about half of the files these routes needed before small shared chunks were inlined (decision 166).
    expect(group('writer_/login').maxChunks).toBe(15);
    expect(group('writer/app/store').maxChunks).toBe(24);
    expect(group('some/new/route').group).not.toBeNull();
  });
});

describe('the sign-in page routes', () => {
  it('are the routes of the paths the server answers with sign-in.html', () => {
    // A route file's folder ending in `_` leaves a layout, not the path: `writer_/login` is /writer/login.
    const paths = PAGE_ROUTES['sign-in.html'].map((route) => `/${route.replace(/_(\/|$)/g, '$1')}`);
    expect(paths.sort()).toEqual([...SIGN_IN_PAGE_PATHS].sort());
  });
});

describe('bundle budget plugin', () => {
  function bundleOf(chunks: ChunkFacts[], codeBytes: (c: ChunkFacts) => number): Rolldown.OutputBundle {
    return Object.fromEntries(
      chunks.map((c) => [
        c.fileName,
        {
          type: 'chunk',
          fileName: c.fileName,
          isEntry: c.isEntry,
          facadeModuleId: c.facadeModuleId,
          imports: c.imports,
          code: 'x'.repeat(codeBytes(c)),
        },
      ]),
    ) as unknown as Rolldown.OutputBundle;
  }

  function runPlugin(budgets: RouteBudget[]) {
    const plugin = bundleBudgetPlugin({ budgets, routesDir: ROUTES });
    const hook = plugin.generateBundle as { handler: (...args: unknown[]) => void };
    const info = vi.fn();
    const context = {
      environment: { logger: { info } },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const bundle = bundleOf(BUILD, (c) => c.rawBytes);
    hook.handler.call(context, {}, bundle, false);
    return info.mock.calls.map((c) => String(c[0])).join('\n');
  }

  it('measures the real code, prints the table and passes within budget', () => {
    const printed = runPlugin([{ group: 'all', gzipKB: 1, maxChunks: 10, routes: ['*'] }]);
    expect(printed).toMatch(/writer\/app\/session\s+6\s+10\s+0\.9\s/);
    expect(printed).toMatch(/writer_\/login\s+4\s+10\s+0\.4\s/);
  });

  it('fails the build when a route is over its budget', () => {
    // Six chunks of repeated text: each gzips to a few dozen bytes, more than 0.06 kB in all.
    expect(() => runPlugin([{ group: 'all', gzipKB: 0.06, maxChunks: 10, routes: ['*'] }])).toThrow(
      /Initial JS over budget:[\s\S]*writer\/app\/session \(all\): [\d.]+ kB gzip of initial JS, budget 0\.1 kB/,
    );
  });
});
