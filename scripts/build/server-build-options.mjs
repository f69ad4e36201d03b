// @ts-check
import { serverEntries } from './server-entries.mjs';

/**
 * Packages the compiled server still loads from node_modules: each reads files beside its own module at run time
 * (PGlite its WebAssembly and data files, DuckDB its native addon), which a bundle would not carry.
 */
export const UNBUNDLED_PACKAGES = ['@electric-sql/pglite', '@duckdb/node-api'];

/**
 * esbuild's options for the server (build-server.mjs): one file per program — the server and each worker
 * thread's module — with the packages it uses bundled in (Node then resolves and reads one file instead of
 * hundreds at every start), and a source map beside each.
 * @param {string} root
 * @returns {import('esbuild').BuildOptions & { metafile: true }}
 */
export function serverBuildOptions(root) {
  return {
    absWorkingDir: root,
    entryPoints: serverEntries(root),
    outdir: 'dist-server',
    entryNames: '[name]',
    // main.ts loads the bulk of the server with import() while the database opens: a chunk of its own.
    splitting: true,
    bundle: true,
    external: UNBUNDLED_PACKAGES.flatMap((name) => [name, `${name}/*`]),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Bundled CommonJS packages call require(), which an ES module does not have.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  };
}
