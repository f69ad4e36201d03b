// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What build-server.mjs compiles: server/main.ts, the operator's command (`npm run issue-key`) and every
 * `*-worker.ts` (a module server/lib/worker-thread.ts runs in a thread). All land directly in dist-server/, where
 * worker-thread.ts looks for them, so two of one name would overwrite each other.
 * @param {string} root
 * @returns {string[]}
 */
export function serverEntries(root) {
  const workers = readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('-worker.ts'))
    .map((file) => path.join('server', file).split(path.sep).join('/'))
    .sort();
  const entries = ['server/main.ts', 'server/cli/issue-login-key.ts', ...workers];
  const names = entries.map((entry) => path.basename(entry, '.ts'));
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`Two server entries compile to dist-server/${twice}.js; rename one.`);
  return entries;
}
