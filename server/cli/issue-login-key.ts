import { parseArgs } from 'node:util';
import { createDb } from '../db/client.ts';
import { readLockHolder } from '../db/data-dir-lock.ts';
import { seed } from '../db/seed.ts';
import { issueLoginKey } from '../domains/auth/service.ts';
import { signInLinkPath } from '../domains/auth/sign-in-link.ts';
import { loadConfig, type Config } from '../lib/config.ts';
import { AppError } from '../lib/errors.ts';
import { CLI_SECRET_HEADER } from '../web/operator-routes.ts';

interface Issued {
  key: string;
  expiresAt: string;
  baseUrl: string;
}

/** Straight into the database: PostgreSQL, or an embedded PGlite no server has open. */
async function issueDirectly(config: Config, account: string, ttlMinutes: number): Promise<Issued> {
  const database = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    // A fresh data directory has no users yet; seeding is idempotent, so the administrator exists afterwards.
    await seed(database.db, config);
    const { key, expiresAt } = await issueLoginKey(database.db, account, ttlMinutes);
    return { key, expiresAt: expiresAt.toISOString(), baseUrl: `http://${config.HOST}:${config.PORT}` };
  } finally {
    await database.close();
  }
}

/** Through the running server that holds the embedded database (server/web/operator-routes.ts). */
async function issueThroughServer(
  url: string,
  secret: string,
  account: string,
  ttlMinutes: number,
): Promise<Issued> {
  const res = await fetch(`${url}/internal/login-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLI_SECRET_HEADER]: secret },
    body: JSON.stringify({ account, ttl_minutes: ttlMinutes }),
  });
  const body = (await res.json()) as {
    code: number;
    message: string;
    data: { key: string; expires_at: string } | null;
  };
  if (body.code !== 0 || !body.data) throw new Error(body.message);
  return { key: body.data.key, expiresAt: body.data.expires_at, baseUrl: url };
}

/**
 * `npm run issue-key -- <account> [--ttl-minutes N]`: prints a one-time key and the link that signs in with it
 * (`signInLinkPath`: the client loads a token from `?blueaicode=`, spec §2).
 */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'ttl-minutes': { type: 'string', default: '10' } },
  });
  const account = positionals[0];
  const ttl = Number(values['ttl-minutes']);
  if (!account || !Number.isFinite(ttl) || ttl <= 0) {
    console.error('Usage: npm run issue-key -- <account> [--ttl-minutes N]');
    return 2;
  }
  const config = loadConfig();
  try {
    const holder = config.DATABASE_URL ? undefined : await readLockHolder(config.dataDir);
    if (holder && !(holder.url && holder.cliSecret)) {
      const who = holder.pid ? `Process ${holder.pid}` : 'Another process';
      throw new Error(`${who} is opening the data directory; try again in a moment.`);
    }
    const issued =
      holder?.url && holder.cliSecret
        ? await issueThroughServer(holder.url, holder.cliSecret, account, ttl)
        : await issueDirectly(config, account, ttl);
    const link = `${issued.baseUrl}${signInLinkPath(issued.key)}`;
    console.info(
      `One-time key for "${account}" (valid until ${issued.expiresAt}):\n${issued.key}\n\nSign in: ${link}`,
    );
    return 0;
  } catch (err) {
    console.error(err instanceof AppError || err instanceof Error ? err.message : err);
    return 1;
  }
}

process.exitCode = await main();
