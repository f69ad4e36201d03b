import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputFiles, localImports, uncovered } from '../../../scripts/build/inputs.mjs';
import { clientTarget, serverTarget } from '../../../scripts/build/targets.mjs';

let root: string;
const write = (file: string, text = '') => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  write('vite.config.ts', "import a from './scripts/plugin-a.ts';\nimport { b } from 'vite';\n");
  write('scripts/plugin-a.ts', "export { c } from './helpers/c.ts';\nconst d = await import('../d.ts');\n");
  write('scripts/helpers/c.ts', "import a from '../plugin-a.ts';\n");
  write('d.ts');
  write('scripts/unused.ts');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('build inputs', () => {
  it('follow a config file through its relative imports, not its packages', () => {
    expect(localImports(root, 'vite.config.ts').sort()).toEqual([
      'd.ts',
      'scripts/helpers/c.ts',
      'scripts/plugin-a.ts',
      'vite.config.ts',
    ]);
  });

  it('list the files of folders and single files, sorted, leaving out what is skipped or missing', () => {
    expect(
      inputFiles(root, { paths: ['scripts', 'd.ts', 'absent.ts'], skip: ['scripts/unused.ts'] }),
    ).toEqual(['d.ts', 'scripts/helpers/c.ts', 'scripts/plugin-a.ts']);
  });

  it('name the files a build read that its paths do not cover', () => {
    const inputs = { paths: ['server', 'src/lib', 'tsconfig.json'] };
    expect(
      uncovered(
        ['server/main.ts', 'src/lib/roles.ts', 'src/library/x.ts', 'tsconfig.json', 'src/a.ts'],
        inputs,
      ),
    ).toEqual(['src/library/x.ts', 'src/a.ts']);
  });

  it("of the real client cover vite.config.ts's own plugins", () => {
    expect(clientTarget.paths).toContain('vite.config.ts');
    expect(clientTarget.paths).toContain('scripts/build-version-plugin.ts');
  });

  it('of the real server cover its code, the shared code it imports and its build script', () => {
    expect(
      uncovered(
        ['server/main.ts', 'src/lib/api/endpoints.ts', 'scripts/build/build-server.mjs'],
        serverTarget,
      ),
    ).toEqual([]);
  });
});
