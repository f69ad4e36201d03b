import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

const CLIENT_SUITES = readdirSync('tests/client', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('tests/client', file.split(path.sep).join('/')));

const suitesWhere = (holds: (source: string) => boolean) =>
  CLIENT_SUITES.filter((file) => holds(readFileSync(file, 'utf8')));

/**
 * Client suites that see stand-ins for the same modules, one setup file per set: the chat's parts in shell and
 * router suites, the charts and the export in report suites. A mock made in a setup file holds for every file of
 * its project, so these share a worker's modules as the `client` project does; each mocking its modules itself,
 * they ran isolated, importing the app afresh (a suite names its setup file in a comment).
 */
const STAND_IN_SETS = {
  'client-shell': 'tests/client/stand-ins/chat-shell.ts',
  'client-charts': 'tests/client/stand-ins/charts.ts',
};
const STAND_IN_SUITES = Object.fromEntries(
  Object.entries(STAND_IN_SETS).map(([project, setup]) => [
    project,
    suitesWhere((source) => source.includes(setup)),
  ]),
);

/**
 * The client suites that replace modules themselves (`vi.mock`, `vi.doMock`, `vi.resetModules`): a mock only
 * holds when its file imports the module afresh, so these run isolated; the others share a worker's modules,
 * which takes the client project from about 300 to about 70 s on this machine (docs/decisions.md).
 */
const CLIENT_MOCKING_SUITES = suitesWhere((source) => /\bvi\.(mock|doMock|resetModules)\(/.test(source));
// A suite in a stand-in set whose own mocks would not hold there, and that would also run a second time isolated.
for (const file of Object.values(STAND_IN_SUITES).flat()) {
  if (CLIENT_MOCKING_SUITES.includes(file))
    throw new Error(`${file} sees stand-ins and mocks for itself: move its mocks to its set's setup file.`);
}

/**
 * Timeouts here only catch a hung test; speed targets live in `npm run bench`. They are this generous because
 * `npm test` runs four lanes on two shared cores: CI has run a test five times slower than alone, and a file's
 * first test also imports its screen's lazy chunks or starts an app and a database.
 */
const HANG_GUARDS = { testTimeout: 60_000, hookTimeout: 60_000 };

/** The client suites: React in happy-dom, the API answered by msw. */
function clientProject(
  name: string,
  files: { include: string[]; exclude?: string[] },
  { isolate, standIns }: { isolate: boolean; standIns?: string },
) {
  return {
    plugins: [react()],
    resolve: { alias },
    test: {
      name,
      environment: 'happy-dom',
      isolate,
      include: files.include,
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      // Stand-ins first: a mock holds only for imports made after it, and the common setup imports the app.
      setupFiles: [...(standIns ? [standIns] : []), 'tests/client/setup.ts'],
      ...HANG_GUARDS,
    },
  };
}

/**
 * The browser specs' second half, a lane of its own with its own built server (e2e/global-setup.ts): the KOX
 * workstation's specs and the accessibility walk, which makes the two halves about as long (docs/decisions.md).
 */
const SECOND_HALF_E2E = ['e2e/specs/kox-*.e2e.test.ts', 'e2e/specs/accessibility.e2e.test.ts'];

/**
 * The built app and server driven in Debian's Chromium, one spec at a time against the project's own server.
 * Two such projects run side by side in `npm test`: a browser spec also waits (pages, the server, timers), so
 * two lanes keep the machine busier and the run shorter.
 */
function e2eProject(name: string, files: { include?: string[]; exclude?: string[] }) {
  return {
    resolve: { alias },
    test: {
      name,
      environment: 'node',
      // Each spec still launches its own browser; only the imports (Playwright, the endpoint table) are shared.
      isolate: false,
      include: files.include ?? ['e2e/specs/**/*.e2e.test.ts'],
      ...(files.exclude ? { exclude: files.exclude } : {}),
      globalSetup: ['e2e/global-setup.ts'],
      fileParallelism: false,
      // A walk of 15 s alone has taken past 60 s in CI with every lane running.
      testTimeout: 180_000,
      hookTimeout: 300_000,
      // A page that answers in a second on a quiet machine takes several with every lane running (CI).
      expect: { poll: { timeout: 60_000 } },
    },
  };
}

/**
 * Projects: `server` (Node, in-memory PGlite), `client`, `client-shell`, `client-charts` and `client-mocks` (happy-dom +
 * msw), `fault` (the real server as a child process, killed with SIGKILL, on a full disk, with a foreign lock), `e2e`
 * and `e2e-2` (the built app and server driven in Debian's Chromium, in two halves), and, only when DATABASE_URL names
 * a PostgreSQL server (.ci/run sets it), `pg`, suites that also run against it, and `nodes`, several real server
 * processes on one database (issue 10).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          // The suites share a worker's modules (each still builds its own app, database and stores): importing
          // the server anew for every file took about half of this project's time.
          isolate: false,
          include: ['tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts'],
          // `npm run issue-key` runs compiled (tests/server/issue-login-key.test.ts).
          globalSetup: ['tests/helpers/compiled-server-setup.ts'],
          setupFiles: ['tests/helpers/keep-sample-index.ts'],
          ...HANG_GUARDS,
        },
      },
      clientProject(
        'client',
        {
          include: ['tests/client/**/*.test.{ts,tsx}'],
          exclude: [...CLIENT_MOCKING_SUITES, ...Object.values(STAND_IN_SUITES).flat()],
        },
        { isolate: false },
      ),
      ...Object.entries(STAND_IN_SETS).map(([project, setup]) =>
        clientProject(project, { include: STAND_IN_SUITES[project]! }, { isolate: false, standIns: setup }),
      ),
      clientProject('client-mocks', { include: CLIENT_MOCKING_SUITES }, { isolate: true }),
      {
        resolve: { alias },
        test: {
          name: 'fault',
          environment: 'node',
          // As the server project: the suites share a worker's modules, since none replaces a module and each
          // starts its own servers; importing the server anew for every file was about a fifth of its CPU.
          isolate: false,
          include: ['tests/fault/**/*.test.ts'],
          globalSetup: [
            'tests/helpers/compiled-server-setup.ts',
            'tests/fault/helpers/seeded-data-dir-setup.ts',
          ],
          // Each test starts, kills and restarts servers: a start of seconds alone has passed 2 minutes in CI.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      e2eProject('e2e', { exclude: [...configDefaults.exclude, ...SECOND_HALF_E2E] }),
      e2eProject('e2e-2', { include: SECOND_HALF_E2E }),
      ...(process.env.DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'pg',
                environment: 'node',
                // As the server project: importing the server anew for every file was nearly half its CPU.
                isolate: false,
                include: ['tests/pg/**/*.test.ts'],
                setupFiles: ['tests/helpers/keep-sample-index.ts'],
                fileParallelism: false,
                ...HANG_GUARDS,
              },
            },
            {
              resolve: { alias },
              test: {
                name: 'nodes',
                environment: 'node',
                isolate: false,
                include: ['tests/nodes/**/*.test.ts'],
                globalSetup: ['tests/helpers/compiled-server-setup.ts'],
                fileParallelism: false,
                testTimeout: 300_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
    ],
  },
});
