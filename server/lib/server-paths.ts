import path from 'node:path';

/**
 * The server runs from its TypeScript source (vitest, `npm run dev`, tsx) or compiled into dist-server/
 * (`npm start`), where the build puts every output file directly in the folder (scripts/build/build-server.mjs).
 * A compiled module's URL ends in `.js`, a source module's in `.ts`.
 */
export const runsCompiled = !import.meta.url.endsWith('.ts');

const repoRoot = path.resolve(import.meta.dirname, runsCompiled ? '..' : '../..');

/**
 * A file the server reads at run time (migrations, the NLU corpus), by its path under server/. The compiled
 * server reads them from the source tree too: only code is compiled, and a data file has one copy.
 */
export const serverFile = (relative: string): string => path.join(repoRoot, 'server', relative);

/** The built front end (`vite build`). */
export const builtAppDir = path.join(repoRoot, 'dist');
