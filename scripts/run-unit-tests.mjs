// Unit, integration and fault suites: `server`, `client` and `fault` always, `pg` and `nodes` (several servers on
// one database) too when DATABASE_URL names a PostgreSQL server.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['server', 'client', 'fault', ...(process.env.DATABASE_URL ? ['pg', 'nodes'] : [])];
// Vitest runs cores − 1 files at once, one on a 2-core machine; the fault and pg suites mostly wait on child
// processes and sockets, so two at a time cut the run by about a third there (434 s against 628 s).
const workers = Math.max(2, availableParallelism() - 1);
const args = [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  `--maxWorkers=${workers}`,
  ...process.argv.slice(2),
];
const { status } = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(status ?? 1);
