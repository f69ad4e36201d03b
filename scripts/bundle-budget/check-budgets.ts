import type { RouteJs } from './initial-js.ts';
import type { RouteBudget } from './route-budgets.ts';

export interface BudgetRow extends RouteJs {
  /** The group's name, or null when no group names the route. */
  group: string | null;
  budgetBytes: number | null;
  maxChunks: number | null;
  over: boolean;
}

export function routeMatches(pattern: string, route: string): boolean {
  return pattern.endsWith('*') ? route.startsWith(pattern.slice(0, -1)) : route === pattern;
}

export function budgetOf(route: string, budgets: readonly RouteBudget[]): RouteBudget | null {
  return budgets.find((b) => b.routes.some((p) => routeMatches(p, route))) ?? null;
}

/**
 * Each route against its group's budget; a route in no group is over (every route needs a budget). Rows come
 * in the order of the budget table, the heaviest route of a group first, routes without a group last.
 */
export function checkBudgets(routes: readonly RouteJs[], budgets: readonly RouteBudget[]): BudgetRow[] {
  const rank = (budget: RouteBudget | null) => (budget ? budgets.indexOf(budget) : budgets.length);
  return routes
    .map((r) => ({ r, budget: budgetOf(r.route, budgets) }))
    .sort((a, b) => rank(a.budget) - rank(b.budget) || b.r.gzipBytes - a.r.gzipBytes)
    .map(({ r, budget }) => {
      if (!budget) return { ...r, group: null, budgetBytes: null, maxChunks: null, over: true };
      const budgetBytes = budget.gzipKB * 1000;
      const over = r.gzipBytes > budgetBytes || r.chunks.length > budget.maxChunks;
      return { ...r, group: budget.group, budgetBytes, maxChunks: budget.maxChunks, over };
    });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** The rows as a text table. */
export function formatBudgetTable(rows: readonly BudgetRow[]): string {
  const header = ['group', 'route', 'chunks', 'most', 'raw kB', 'gzip kB', 'budget kB', ''];
  const cells = rows.map((r) => [
    r.group ?? '(no budget)',
    r.page ? `${r.route} (${r.page})` : r.route,
    String(r.chunks.length),
    r.maxChunks === null ? '—' : String(r.maxChunks),
    kB(r.rawBytes),
    kB(r.gzipBytes),
    r.budgetBytes === null ? '—' : kB(r.budgetBytes),
    r.over ? 'OVER' : 'ok',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const numeric = new Set([2, 3, 4, 5, 6]);
  const line = (c: string[]) =>
    c
      .map((v, i) => (numeric.has(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line)].join('\n');
}

/** Why the build fails, or null when every route is within its budget. */
export function budgetFailure(rows: readonly BudgetRow[]): string | null {
  const over = rows.filter((r) => r.over);
  if (over.length === 0) return null;
  const lines = over.flatMap((r) => {
    if (r.budgetBytes === null || r.maxChunks === null)
      return [`${r.route}: no budget names this route (scripts/bundle-budget/route-budgets.ts)`];
    const name = `${r.route} (${r.group})`;
    return [
      ...(r.gzipBytes > r.budgetBytes
        ? [`${name}: ${kB(r.gzipBytes)} kB gzip of initial JS, budget ${kB(r.budgetBytes)} kB`]
        : []),
      ...(r.chunks.length > r.maxChunks
        ? [`${name}: initial JS in ${r.chunks.length} files, at most ${r.maxChunks}`]
        : []),
    ];
  });
  return `Initial JS over budget:\n  ${lines.join('\n  ')}`;
}
