import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Projects: `server` (Node, in-memory PGlite), `client` (happy-dom + msw), `fault` (the real server as a child
 * process, killed with SIGKILL, on a full disk, with a foreign lock), `e2e` (the built app and server driven in
 * Debian's Chromium), and, only when DATABASE_URL names a PostgreSQL server (.ci/run sets it), `pg`, suites that
 * also run against it, and `nodes`, several real server processes on one database (issue 10).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'fault',
          environment: 'node',
          include: ['tests/fault/**/*.test.ts'],
          globalSetup: ['tests/helpers/compiled-server-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/specs/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'pg',
                environment: 'node',
                include: ['tests/pg/**/*.test.ts'],
                fileParallelism: false,
              },
            },
            {
              resolve: { alias },
              test: {
                name: 'nodes',
                environment: 'node',
                include: ['tests/nodes/**/*.test.ts'],
                globalSetup: ['tests/helpers/compiled-server-setup.ts'],
                fileParallelism: false,
                testTimeout: 180_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
