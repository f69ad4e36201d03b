// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';
import { localImports } from './inputs.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const viteCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
const LOCKFILE = 'package-lock.json';

/**
 * The front end: `vite build` into dist/. Vite reads the config, its local plugins, .env files and VITE_*
 * variables; the route tree is generated from src/routes by the build itself.
 * @type {import('./stale-build.mjs').Target}
 */
export const clientTarget = {
  name: 'client',
  output: 'dist/index.html',
  command: [process.execPath, viteCli, 'build'],
  paths: [
    'src',
    'public',
    'index.html',
    'sign-in.html',
    ...localImports(root, 'vite.config.ts'),
    LOCKFILE,
    'tsconfig.json',
    'tsconfig.base.json',
    'tsconfig.app.json',
    ...['.env', '.env.local', '.env.production', '.env.production.local'],
  ],
  skip: ['src/routeTree.gen.ts'],
  env: /^VITE_/,
};

/**
 * The server, compiled into dist-server/ by build-server.mjs, which fails when the server reads a file outside
 * these paths (it imports the shared code and messages of src/).
 * @type {import('./stale-build.mjs').Target}
 */
export const serverTarget = {
  name: 'server',
  output: 'dist-server/main.js',
  command: [process.execPath, path.join(import.meta.dirname, 'build-server.mjs')],
  paths: ['server', 'src/lib', 'src/tools', 'src/locales', 'scripts/build', LOCKFILE, 'tsconfig.json'],
};

export const targets = [clientTarget, serverTarget];
