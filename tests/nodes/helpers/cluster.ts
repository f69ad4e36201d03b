import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startServer, type ServerProcess } from '../../fault/helpers/spawn-server.ts';
import { createScratchDatabase } from '../../pg/scratch-database.ts';

export interface NodeOptions {
  /** Extra environment of this node (wins over the cluster's). */
  env?: Record<string, string>;
}

/** Several real server processes (`server/main.ts`, as `npm start` runs it) on one scratch PostgreSQL database. */
export interface Cluster {
  readonly url: string;
  /** A connection to the cluster's database, for reading what the nodes wrote. */
  readonly sql: postgres.Sql;
  readonly nodes: ServerProcess[];
  /** Starts another node on the same database (its own data directory, a port the OS picks). */
  addNode(options?: NodeOptions): Promise<ServerProcess>;
  /** Kills every node still running (SIGKILL), drops the database and removes the data directories. */
  close(): Promise<void>;
}

/**
 * Starts `count` nodes at once on a new, empty database: they migrate and seed concurrently, as a fleet
 * started by an orchestrator would. `env` applies to every node.
 */
export async function startCluster(
  count: number,
  env: Record<string, string> = {},
  perNode: (index: number) => NodeOptions = () => ({}),
): Promise<Cluster> {
  const scratch = await createScratchDatabase();
  const sql = postgres(scratch.url, { max: 2, onnotice: () => {} });
  const dirs: string[] = [];
  const nodes: ServerProcess[] = [];

  const addNode = async (options: NodeOptions = {}) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'booster-node-'));
    dirs.push(dir);
    const node = await startServer({
      dataDir: path.join(dir, 'data'),
      env: { ...env, ...options.env, DATABASE_URL: scratch.url },
    });
    nodes.push(node);
    return node;
  };

  const close = async () => {
    await Promise.all(nodes.map((node) => node.kill('SIGKILL')));
    await sql.end({ timeout: 1 });
    await scratch.drop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };

  try {
    await Promise.all(Array.from({ length: count }, (_, i) => addNode(perNode(i))));
  } catch (err) {
    await close();
    throw err;
  }
  return { url: scratch.url, sql, nodes, addNode, close };
}

/** Resolves once the node printed `text` (e.g. `FAULT_POINT collect:after-subject`). */
export function printed(node: ServerProcess, text: string): () => Promise<true | undefined> {
  return () => Promise.resolve(node.output().includes(text) ? true : undefined);
}
