import { sql, type SQL } from 'drizzle-orm';

/** How a kept statement's SQL starts: the comment below, then the statement. */
export const KEPT_STATEMENT = /^\/\* kept: ([a-z_]+) \*\/ /;

/**
 * Marks one of the few large statements every chat turn runs, so PGlite's thread parses, analyses and plans it
 * once, as a named statement, instead of on every call (decision 150: 3–4 ms a call for the turn's opening).
 * PGlite sends every other statement unnamed; postgres.js prepares every statement on a server already, where
 * this is only a comment.
 */
export const keptStatement = (name: string): SQL => sql.raw(`/* kept: ${name} */ `);
