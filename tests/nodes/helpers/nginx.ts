import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../bench/server-process.ts';
import { waitUntil } from '../../fault/helpers/spawn-server.ts';

const exampleConfig = path.resolve(import.meta.dirname, '../../../deploy/nginx/booster.conf');
const EXAMPLE_NODE = /^\s*server 10\.0\.0\.\d+:8787 (.*);$/m;

export interface Nginx {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Runs Debian's nginx with deploy/nginx/booster.conf as it is, only its example node lines replaced by
 * `nodes` (`127.0.0.1:port`) and its port by a free one, so the README's load-balancer example is what is tested.
 */
export async function startNginx(nodes: string[]): Promise<Nginx> {
  if (spawnSync('nginx', ['-v']).error)
    throw new Error('The load-balancer test needs nginx: apt-get install -y nginx-light (.ci/run does).');
  const dir = await mkdtemp(path.join(tmpdir(), 'booster-nginx-'));
  const port = await freePort();
  const example = await readFile(exampleConfig, 'utf8');
  const options = EXAMPLE_NODE.exec(example)?.[1];
  if (!options) throw new Error(`${exampleConfig} no longer has example node lines to replace.`);
  const site = example
    .replace(new RegExp(EXAMPLE_NODE.source, 'gm'), '')
    .replace(
      /(upstream booster_nodes \{\n)/,
      `$1${nodes.map((n) => `    server ${n} ${options};\n`).join('')}`,
    )
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  await writeFile(path.join(dir, 'booster.conf'), site);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'user root;',
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      'events {}',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      `  include ${dir}/booster.conf;`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`nginx to listen (${output})`, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    return (await fetch(`${url}/healthz`)).status === 200 ? true : undefined;
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
