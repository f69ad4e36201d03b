import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtAppDir, runsCompiled, serverFile } from '../../../server/lib/server-paths.ts';

const repo = path.resolve(import.meta.dirname, '../../..');

describe('server paths from source', () => {
  it('know they run from source here', () => {
    expect(runsCompiled).toBe(false);
  });

  it('find the files the server reads at run time', () => {
    expect(existsSync(path.join(serverFile('db/migrations'), 'meta/_journal.json'))).toBe(true);
    expect(existsSync(serverFile('ai/offline/nlu/corpus'))).toBe(true);
    expect(builtAppDir).toBe(path.join(repo, 'dist'));
  });
});
