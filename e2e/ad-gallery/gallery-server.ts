/**
 * Builds the AD components gallery (this folder) against src/ with Vite and serves it on a free port, for the
 * screenshots (shoot.ts) and the browser checks (e2e/specs/ad-components-gallery.e2e.test.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build, preview } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface GalleryServer {
  url: string;
  close(): Promise<void>;
}

export async function startGallery(): Promise<GalleryServer> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'booster-ad-gallery-'));
  const config = {
    configFile: false as const,
    root: path.join(root, 'e2e/ad-gallery'),
    logLevel: 'warn' as const,
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': path.join(root, 'src') } },
  };
  await build({ ...config, build: { outDir, emptyOutDir: true } });
  const server = await preview({ ...config, build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  return {
    url: server.resolvedUrls!.local[0]!,
    async close() {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
