import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the server may send compressed; images and fonts other than these are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|ico|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
export const MIN_COMPRESS_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) for a file of at least MIN_COMPRESS_BYTES, each only
 * when it is smaller than the file.
 */
async function precompressFile(file: string): Promise<string[]> {
  const source = await readFile(file);
  if (source.length < MIN_COMPRESS_BYTES) return [];
  const variants = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }).then((bytes) => ({ bytes, suffix: '.br' })),
    gzipAsync(source, { level: 9 }).then((bytes) => ({ bytes, suffix: '.gz' })),
  ]);
  const written = variants.filter((v) => v.bytes.length < source.length);
  await Promise.all(written.map((v) => writeFile(file + v.suffix, v.bytes)));
  return written.map((v) => file + v.suffix);
}

/** Compresses every compressible file of `dir` of at least MIN_COMPRESS_BYTES; returns the files written. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const written = await Promise.all(files.map(precompressFile));
  return written.flat().sort();
}

/**
 * Writes brotli and gzip copies next to the build's files, once at build time, so the server sends them by
 * content negotiation (server/web/static-site.ts) instead of compressing on every request.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'booster-precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      async handler(options) {
        if (options.dir) await precompressDir(options.dir);
      },
    },
  };
}
