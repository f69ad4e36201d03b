// Unit, integration and fault suites: `server`, `client` and `fault` always, `pg` too when DATABASE_URL names a
// PostgreSQL server.
import { spawnSync } from 'node:child_process';

const projects = ['server', 'client', 'fault', ...(process.env.DATABASE_URL ? ['pg'] : [])];
const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...process.argv.slice(2)];
const { status } = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(status ?? 1);
