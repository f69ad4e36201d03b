import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverEntries } from '../../../scripts/build/server-entries.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');
let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

describe('the compiled server', () => {
  it('has the server, the operator command and each worker thread module as its own program', () => {
    const entries = serverEntries(repo);
    expect(entries.slice(0, 2)).toEqual(['server/main.ts', 'server/cli/issue-login-key.ts']);
    expect(entries).toContain('server/analytics/store/duckdb-worker.ts');
    expect(entries).toContain('server/domains/imports/sheet-reader/reader-worker.ts');
    expect(entries.slice(2).every((e) => e.endsWith('-worker.ts'))).toBe(true);
  });

  it('refuses two worker modules that would compile to one file', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'server-entries-'));
    for (const dir of ['server/a', 'server/b']) {
      mkdirSync(path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, dir, 'sort-worker.ts'), '');
    }
    expect(() => serverEntries(root as string)).toThrow(/dist-server\/sort-worker\.js/);
  });
});
