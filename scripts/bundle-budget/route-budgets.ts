/**
 * The most initial JS (gzip, in kB of 1000 bytes) a first visit to a route may download (issue 9), and in how
 * many files: each is a round trip, six at a time over HTTP/1.1 (decision 166). A route belongs to the first
 * group with a pattern that names it (`*` at the end: every route starting so); the bundle budget check fails
 * the build for a route over either budget of its group or in no group.
 */
export interface RouteBudget {
  group: string;
  gzipKB: number;
  maxChunks: number;
  routes: readonly string[];
}

/**
 * Routes a first visit gets from a page of their own, by its HTML file: the server sends sign-in.html for the
 * paths of src/lib/sign-in-page-paths.ts (a test holds the two lists together), so these are measured by that
 * page's entry, not the app's.
 */
export const PAGE_ROUTES = {
  'sign-in.html': ['writer_/login', 'designer/login', 'bulogin/pwdbulogin', 'selectrole'],
} as const satisfies Record<string, readonly string[]>;

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  {
    group: 'sign-in',
    // sign-in.html, without TanStack Router and Query, and (decisions 91, 96) without react-i18next and i18next:
    // 107.7 kB. Inside the app the same screens (after signing out) come with the app already loaded.
    gzipKB: 120,
    maxChunks: 15,
    routes: ['writer_/login', 'designer/login', 'bulogin/pwdbulogin', 'selectrole'],
  },
  { group: 'start page', gzipKB: 200, maxChunks: 24, routes: ['writer/app/store'] },
  {
    group: 'assistant workspace',
    gzipKB: 200,
    maxChunks: 24,
    routes: ['writer/app/session', 'writer/knowledge'],
  },
  // A shared report is the whole report at once: its markdown, charts' data checks (zod) and tables.
  { group: 'shared reports', gzipKB: 310, maxChunks: 32, routes: ['writer_/*'] },
  { group: 'reports', gzipKB: 240, maxChunks: 32, routes: ['writer/app/report', 'benchmark/app/report'] },
  { group: 'other screens', gzipKB: 200, maxChunks: 30, routes: ['*'] },
];
