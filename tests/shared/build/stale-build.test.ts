import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, buildIfStale, isCurrent, type Target } from '../../../scripts/build/stale-build.mjs';

let root: string;

/** A build that copies src/ into out/ (or fails when src/FAIL exists), as a real build's child process would. */
const target = (extra: Partial<Target> = {}): Target => ({
  name: 'fake',
  output: 'out/done',
  paths: ['src', 'config.json'],
  command: [
    process.execPath,
    '-e',
    `const fs = require('node:fs');
     if (fs.existsSync('src/FAIL')) process.exit(2);
     fs.cpSync('src', 'out', { recursive: true });
     fs.writeFileSync('out/done', '');`,
  ],
  ...extra,
});

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'stale-build-'));
  write('src/a.ts', 'a');
  write('src/deep/b.ts', 'b');
  write('config.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a build target', () => {
  it('is stale before its first build and current after it', async () => {
    expect(isCurrent(root, target())).toBe(false);
    expect(await buildIfStale(root, target())).toBe(true);
    expect(existsSync(path.join(root, 'out/deep/b.ts'))).toBe(true);
    expect(isCurrent(root, target())).toBe(true);
    expect(await buildIfStale(root, target())).toBe(false);
  });

  it.each([
    ['a changed file', () => write('src/deep/b.ts', 'b2')],
    ['a new file', () => write('src/c.ts', 'c')],
    ['a removed file', () => rmSync(path.join(root, 'src/a.ts'))],
    ['a changed single-file input', () => write('config.json', '{"x":1}')],
    ['a missing output', () => rmSync(path.join(root, 'out'), { recursive: true })],
  ])('is stale after %s', async (_, change) => {
    await build(root, target());
    change();
    expect(isCurrent(root, target())).toBe(false);
  });

  it('stays current when a file is rewritten with the same content or a path outside its inputs changes', async () => {
    await build(root, target());
    write('src/a.ts', 'a');
    write('README.md', 'not an input');
    expect(isCurrent(root, target())).toBe(true);
  });

  it('ignores the generated files it skips', async () => {
    const skipping = target({ skip: ['src/generated.ts'] });
    await build(root, skipping);
    write('src/generated.ts', 'rewritten by the build');
    expect(isCurrent(root, skipping)).toBe(true);
  });

  it('is stale when an environment variable it reads changes', async () => {
    const reading = target({ env: /^STALE_BUILD_TEST_/ });
    delete process.env.STALE_BUILD_TEST_ORIGIN;
    await build(root, reading);
    process.env.STALE_BUILD_TEST_ORIGIN = 'https://api.example';
    try {
      expect(isCurrent(root, reading)).toBe(false);
    } finally {
      delete process.env.STALE_BUILD_TEST_ORIGIN;
    }
    expect(isCurrent(root, reading)).toBe(true);
  });

  it('stays stale when its build fails, even over an earlier good build', async () => {
    await build(root, target());
    write('src/FAIL', '');
    await expect(buildIfStale(root, target())).rejects.toThrow(/failed \(2\)/);
    expect(isCurrent(root, target())).toBe(false);
    rmSync(path.join(root, 'src/FAIL'));
    // The inputs are back to those of the good build, but the failed one may have left a half-written output.
    expect(isCurrent(root, target())).toBe(false);
    expect(await buildIfStale(root, target())).toBe(true);
    expect(isCurrent(root, target())).toBe(true);
  });
});
