import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * /version.js: sets the version the client compares with the one it booted with (spec §7). It is read on each
 * request so a rebuild is noticed without a restart; without a build there is no version (null).
 */
export async function versionScript(distDir: string): Promise<string> {
  let version: string | null = null;
  try {
    const parsed = JSON.parse(await readFile(path.join(distDir, 'version.json'), 'utf8')) as {
      version?: unknown;
    };
    if (typeof parsed.version === 'string') version = parsed.version;
  } catch {
    version = null;
  }
  return `window.__BOOSTER_VERSION__ = ${JSON.stringify(version)};\n`;
}
