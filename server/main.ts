import { serve } from '@hono/node-server';
import { newSecret } from './lib/secrets.ts';
import { createModelProvider } from './ai/create-model-provider.ts';
import { createApp } from './app.ts';
import { createDb } from './db/client.ts';
import { seed } from './db/seed.ts';
import { loadConfig } from './lib/config.ts';

/** `npm start` / `npm run serve`: migrate, seed, then serve the API and the built app on HOST:PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const models = createModelProvider(config);
  const database = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await seed(database.db, config);
  const cliSecret = newSecret();
  const app = createApp({ db: database.db, config, models }, { cliSecret });

  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    const url = `http://${host}:${info.port}`;
    database.lock
      ?.publish({ url, cliSecret })
      .catch((err: unknown) => console.warn('Could not publish the CLI channel:', err));
    const store = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
    console.info(
      [
        `Booster Studio is running at ${url}`,
        `  data: ${store} · AI provider: ${models.name}`,
        `  sign in at ${url}/writer/login as "${config.ADMIN_ACCOUNT}" (password: ADMIN_PASSWORD, or the one printed at the first start)`,
        `  or issue a one-time sign-in link: npm run issue-key -- ${config.ADMIN_ACCOUNT}`,
      ].join('\n'),
    );
  });

  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `Port ${config.PORT} on ${config.HOST} is in use; set PORT to another one.`
        : err.message,
    );
    void database.close().finally(() => process.exit(1));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.info(`${signal} received, shutting down.`);
    server.close(() => {
      database.close().then(
        () => process.exit(0),
        (err: unknown) => {
          console.error('Closing the database failed:', err);
          process.exit(1);
        },
      );
    });
    // Open keep-alive connections would hold close() forever.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
