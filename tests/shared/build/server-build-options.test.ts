import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions, UNBUNDLED_PACKAGES } from '../../../scripts/build/server-build-options.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');

describe('the compiled server', () => {
  it('carries its packages inside, loading only Node built-ins and the packages that read their own files', async () => {
    const { metafile } = await esbuild.build({ ...serverBuildOptions(repo), write: false });
    const loaded = Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((i) => i.external).map((i) => i.path),
    );
    const builtIn = (name: string) => name.startsWith('node:') || builtinModules.includes(name);
    const packages = new Set(loaded.filter((name) => !builtIn(name)));
    expect([...packages].sort()).toEqual([...UNBUNDLED_PACKAGES].sort());
    expect(Object.keys(metafile.inputs).some((file) => file.includes('node_modules/hono/'))).toBe(true);
  });
});
