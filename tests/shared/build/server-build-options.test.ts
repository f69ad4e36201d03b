import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions, UNBUNDLED_PACKAGES } from '../../../scripts/build/server-build-options.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');

/** Used only when a mail is sent, read or checked: never loaded at start (server/mail/mail-packages.ts). */
const MAIL_PACKAGES = ['nodemailer', 'imapflow', 'mailparser', 'smtp-server'];

type Metafile = esbuild.Metafile;

/** The outputs a start loads: main.ts, the server it imports, and what either imports statically. */
function loadedAtStart(metafile: Metafile): string[] {
  const starts = Object.entries(metafile.outputs)
    .filter(([, output]) => ['server/main.ts', 'server/start-server.ts'].includes(output.entryPoint ?? ''))
    .map(([file]) => file);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !metafile.outputs[file]) return;
    seen.add(file);
    for (const i of metafile.outputs[file]!.imports) if (i.kind === 'import-statement') visit(i.path);
  };
  starts.forEach(visit);
  return [...seen];
}

describe('the compiled server', () => {
  let metafile: Metafile;
  beforeAll(async () => {
    ({ metafile } = await esbuild.build({ ...serverBuildOptions(repo), write: false }));
  });

  it('carries its packages inside, loading only Node built-ins and the packages that read their own files', () => {
    const loaded = Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((i) => i.external).map((i) => i.path),
    );
    const builtIn = (name: string) => name.startsWith('node:') || builtinModules.includes(name);
    const packages = new Set(loaded.filter((name) => !builtIn(name)));
    expect([...packages].sort()).toEqual([...UNBUNDLED_PACKAGES].sort());
    expect(Object.keys(metafile.inputs).some((file) => file.includes('node_modules/hono/'))).toBe(true);
  });

  it('loads the mail packages only when mail is sent, read or checked, not at every start', () => {
    const atStart = loadedAtStart(metafile);
    expect(atStart.some((file) => file.includes('start-server'))).toBe(true);
    const mailAtStart = atStart.flatMap((file) =>
      Object.keys(metafile.outputs[file]!.inputs).filter((input) =>
        MAIL_PACKAGES.some((name) => input.includes(`node_modules/${name}/`)),
      ),
    );
    expect(mailAtStart).toEqual([]);
    const bundled = Object.keys(metafile.inputs);
    for (const name of MAIL_PACKAGES)
      expect(bundled.some((f) => f.includes(`node_modules/${name}/`))).toBe(true);
  });
});
