import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { BUILD_VERSION_META } from '../src/lib/build-version-meta.ts';

/**
 * The build id: a hash of every emitted script and style sheet (index.html carries the id, so it is left out).
 * Two builds of the same source get the same id; any change to the code the page runs gives a new one.
 */
export function contentVersion(bundle: Rolldown.OutputBundle): string {
  const hash = createHash('sha256');
  for (const fileName of Object.keys(bundle).sort()) {
    const output = bundle[fileName]!;
    if (fileName.endsWith('.html')) continue;
    hash.update(fileName).update('\0');
    hash.update(output.type === 'chunk' ? output.code : output.source).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Puts the build id in index.html (`<meta name="booster-build-version">`, read by the client at start) and in
 * dist/version.json, which the server answers /version.js from. The client compares the two to decide when a
 * reload is due (spec §7 version check).
 */
export function buildVersionPlugin(): Plugin {
  let version: string | undefined;
  return {
    name: 'booster-build-version',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        version = contentVersion(ctx.bundle);
        return [{ tag: 'meta', attrs: { name: BUILD_VERSION_META, content: version }, injectTo: 'head' }];
      },
    },
    // After vite:build-html's generateBundle, which runs the hook above.
    generateBundle: {
      order: 'post',
      handler() {
        if (!version) this.error('index.html was not built, so there is no build version to write.');
        this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
      },
    },
  };
}
