// Unit and integration suites: `server` and `client` always, `pg` too when DATABASE_URL names a PostgreSQL server.
import { spawnSync } from 'node:child_process';

const projects = ['server', 'client', ...(process.env.DATABASE_URL ? ['pg'] : [])];
const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...process.argv.slice(2)];
const { status } = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(status ?? 1);
