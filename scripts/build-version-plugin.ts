import type { Plugin } from 'vite';

/**
 * Writes dist/version.json with a fresh build id. The server answers /version.js from it, and the client
 * compares that id with the one it booted with to decide when a reload is due (spec §7 version check).
 */
export function buildVersionPlugin(): Plugin {
  const version = `${Date.now().toString(36)}`;
  return {
    name: 'booster-build-version',
    config: () => ({ define: { __BUILD_VERSION__: JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}
