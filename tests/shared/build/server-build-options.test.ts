import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions, UNBUNDLED_PACKAGES } from '../../../scripts/build/server-build-options.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');

/** Used only when a mail is sent, read or checked: never loaded at start (server/mail/mail-packages.ts). */
const MAIL_PACKAGES = ['nodemailer', 'imapflow', 'mailparser', 'smtp-server'];

/** Used only when a model is called (server/ai/ai-sdk.ts, server/ai/lazy-models.ts): never loaded at start. */
const MODEL_CODE = [
  'node_modules/ai/',
  'node_modules/@ai-sdk/anthropic/',
  'node_modules/@ai-sdk/openai-compatible/',
  'node_modules/@ai-sdk/gateway/',
  'server/ai/offline/nlu/',
];

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

  const inputsAtStart = (matches: (input: string) => boolean) =>
    loadedAtStart(metafile).flatMap((file) => Object.keys(metafile.outputs[file]!.inputs).filter(matches));

  it('loads the mail packages only when mail is sent, read or checked, not at every start', () => {
    expect(loadedAtStart(metafile).some((file) => file.includes('start-server'))).toBe(true);
    expect(
      inputsAtStart((input) => MAIL_PACKAGES.some((name) => input.includes(`node_modules/${name}/`))),
    ).toEqual([]);
    const bundled = Object.keys(metafile.inputs);
    for (const name of MAIL_PACKAGES)
      expect(bundled.some((f) => f.includes(`node_modules/${name}/`))).toBe(true);
  });

  it('loads the AI SDK, the providers and the offline model only when a model is called, not at every start', () => {
    expect(inputsAtStart((input) => MODEL_CODE.some((code) => input.includes(code)))).toEqual([]);
    const bundled = Object.keys(metafile.inputs);
    for (const code of MODEL_CODE) expect(bundled.some((f) => f.includes(code))).toBe(true);
  });
});
