import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The auth cache is only as correct as the writes that tell it about changes. These checks make a new write
 * to tokens, account status or roles fail here until it goes through a helper that names the users it changed.
 */
const serverDir = path.resolve(import.meta.dirname, '../../server');

const WRITE = [
  /\.(update|delete)\(\s*(authTokens|users|userRoles|roles)\s*\)/,
  /\.insert\(\s*(userRoles|roles)\s*\)/,
  /\b(update|delete\s+from|insert\s+into)\s+"?(auth_tokens|users|user_roles|roles)\b/i,
];
const writes = (text: string) => WRITE.some((pattern) => pattern.test(text));

/** The query modules whose write helpers take ChangedUsers. */
const HELPER_MODULES = ['domains/auth/queries.ts', 'domains/user/queries.ts'];
/** Rows that nothing cached can name yet: the role table and the first administrator, at the first start. */
const FIRST_START = 'db/seed.ts';
/** Helpers that only create an account, which has no token yet. */
const CREATES_ONLY = ['insertUser'];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.relative(serverDir, path.join(e.parentPath, e.name)));
}

describe('writes the auth cache must hear about', () => {
  it('happen only in the query helpers (and the first-start seed)', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(serverDir)) {
      if (HELPER_MODULES.includes(file) || file === FIRST_START) continue;
      if (writes(await readFile(path.join(serverDir, file), 'utf8'))) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });

  it('name the users they change: every writing helper takes ChangedUsers', async () => {
    const unannounced: string[] = [];
    for (const file of HELPER_MODULES) {
      const text = await readFile(path.join(serverDir, file), 'utf8');
      for (const fn of text.split(/\n(?=export )/)) {
        const name = fn.match(/^export (?:async )?function (\w+)/)?.[1];
        if (!name || CREATES_ONLY.includes(name) || !writes(fn)) continue;
        if (!/changed: ChangedUsers/.test(fn)) unannounced.push(`${file}: ${name}`);
      }
    }
    expect(unannounced).toEqual([]);
  });
});
