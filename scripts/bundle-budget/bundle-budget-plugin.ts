import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { budgetFailure, checkBudgets, formatBudgetTable } from './check-budgets.ts';
import { initialJsPerRoute, type ChunkFacts, type PageRoutes } from './initial-js.ts';
import type { RouteBudget } from './route-budgets.ts';

/** The JS chunks of a bundle with their sizes; gzip at level 9, as the build precompresses them. */
export function chunkFacts(bundle: Rolldown.OutputBundle): ChunkFacts[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            isEntry: output.isEntry,
            facadeModuleId: output.facadeModuleId,
            imports: output.imports,
            rawBytes: Buffer.byteLength(output.code),
            gzipBytes: gzipSync(output.code, { level: 9 }).length,
          },
        ]
      : [],
  );
}

export interface BundleBudgetOptions {
  budgets: readonly RouteBudget[];
  /** Absolute path of the TanStack routes folder. */
  routesDir: string;
  /** Routes served by a page of their own (route-budgets.ts `PAGE_ROUTES`). */
  pages?: PageRoutes;
}

/**
 * Prints the initial JS of every route after `vite build` and fails the build when a route is over its budget
 * (scripts/bundle-budget/route-budgets.ts), so `npm test`, which builds, fails too.
 */
export function bundleBudgetPlugin(options: BundleBudgetOptions): Plugin {
  const routesDir = options.routesDir.split(path.sep).join('/');
  return {
    name: 'booster-bundle-budget',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const rows = checkBudgets(
          initialJsPerRoute(chunkFacts(bundle), routesDir, options.pages),
          options.budgets,
        );
        this.environment.logger.info(`\nInitial JS per route\n${formatBudgetTable(rows)}\n`);
        const failure = budgetFailure(rows);
        if (failure) this.error(failure);
      },
    },
  };
}
