import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { buildVersionPlugin, contentVersion } from '../../../scripts/build-version-plugin.ts';

const bundle = (files: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(files).map(([fileName, text]) => [
      fileName,
      fileName.endsWith('.js')
        ? { type: 'chunk', fileName, code: text }
        : { type: 'asset', fileName, source: text },
    ]),
  ) as unknown as Rolldown.OutputBundle;

const BUILD = {
  'assets/index-a1.js': 'console.log(1)',
  'assets/index-b2.css': 'body{}',
  'index.html': '<html></html>',
};

describe('build version', () => {
  it('is the same for the same output and changes with any script or style sheet', () => {
    expect(contentVersion(bundle(BUILD))).toBe(contentVersion(bundle({ ...BUILD })));
    expect(contentVersion(bundle(BUILD))).toMatch(/^[0-9a-f]{16}$/);
    expect(contentVersion(bundle({ ...BUILD, 'assets/index-a1.js': 'console.log(2)' }))).not.toBe(
      contentVersion(bundle(BUILD)),
    );
    expect(contentVersion(bundle({ ...BUILD, 'assets/index-b2.css': 'body{margin:0}' }))).not.toBe(
      contentVersion(bundle(BUILD)),
    );
  });

  it('leaves index.html out, since it carries the version', () => {
    expect(contentVersion(bundle({ ...BUILD, 'index.html': '<html><meta></html>' }))).toBe(
      contentVersion(bundle(BUILD)),
    );
  });

  it('puts the version in a meta tag of index.html and in version.json', () => {
    const plugin = buildVersionPlugin();
    const html = plugin.transformIndexHtml as {
      handler: (html: string, ctx: { bundle?: Rolldown.OutputBundle }) => unknown;
    };
    const tags = html.handler('', { bundle: bundle(BUILD) });
    const version = contentVersion(bundle(BUILD));
    expect(tags).toEqual([
      { tag: 'meta', attrs: { name: 'booster-build-version', content: version }, injectTo: 'head' },
    ]);
    const emitted: unknown[] = [];
    const generate = plugin.generateBundle as { handler: (this: unknown) => void };
    generate.handler.call({ emitFile: (file: unknown) => emitted.push(file), error: () => {} });
    expect(emitted).toEqual([
      { type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) },
    ]);
  });
});
