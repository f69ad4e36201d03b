// Runs the vitest projects named on the command line (`server client client-shell client-charts client-mocks`,
// `fault`, `pg nodes`), leaving out `pg` and `nodes` (several servers on one database) unless DATABASE_URL names a
// PostgreSQL server. Arguments after `--` go to vitest.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const separator = process.argv.indexOf('--');
const named = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const vitestArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
const needsPostgres = new Set(['pg', 'nodes']);
const projects = named.filter((p) => process.env.DATABASE_URL || !needsPostgres.has(p));
if (projects.length === 0) {
  // Without a project vitest would run every one.
  console.info(`${named.join(' and ')}: skipped, DATABASE_URL names no PostgreSQL server.`);
  process.exit(0);
}
// Vitest runs cores − 1 files at once, one on a 2-core machine; most suites wait on child processes, sockets
// or the database thread part of the time, so two at a time cut the run by about a third there.
const workers = Math.max(2, availableParallelism() - 1);
const args = [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  `--maxWorkers=${workers}`,
  ...vitestArgs,
];
const { status } = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(status ?? 1);
