import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createAnalyticsStore, type AnalyticsStore } from './analytics/store/analytics-store.ts';
import { openedOnFirstUse } from './analytics/store/opened-on-first-use.ts';
import { createCollectionSource } from './analytics/sources/create-collection-source.ts';
import { startBackgroundJobs } from './jobs/start-jobs.ts';
import { keepSampleIndexIn } from './kox/creator-catalog.ts';
import { adSourcesOf } from './ads/sources/create-ad-source.ts';
import { createYoutubeApi } from './analytics/sources/youtube/youtube-api.ts';
import { createQuotaLedger } from './analytics/sources/youtube/quota-ledger.ts';
import { newSecret } from './lib/secrets.ts';
import { aiConfigOf, createModelProvider } from './ai/create-model-provider.ts';
import { createTextAnalytics } from './ai/text-analytics/create-text-analytics.ts';
import { createApp } from './app.ts';
import { ChatRuns } from './chat/chat-runs.ts';
import { createWorkerTurnEngine } from './chat/engine/worker-turn-engine.ts';
import { createDb } from './db/client.ts';
import type { EmbeddedDb } from './db/open-embedded-db.ts';
import { seed } from './db/seed.ts';
import { AuthCache } from './lib/cache/auth-cache.ts';
import { listenForChanges } from './lib/cache/change-listener.ts';
import { loadConfig, type Config } from './lib/config.ts';
import { createShutdown } from './lib/graceful-shutdown.ts';

/**
 * DuckDB beside the embedded database, opened on its first use (its file belongs to the data directory, whose
 * lock createDb holds by then, so a second server is told the directory is in use rather than failing on
 * DuckDB's own lock); or the `analytics` schema of the PostgreSQL server, opened at start.
 */
function openAnalytics(config: Config): AnalyticsStore | Promise<AnalyticsStore> {
  if (config.DATABASE_URL)
    return createAnalyticsStore({
      engine: 'postgres',
      url: config.DATABASE_URL,
      poolMax: config.ANALYTICS_POOL_MAX,
    });
  // (The file is not named analytics.duckdb: DuckDB names the catalog after the file, clashing with the schema.)
  const file = path.join(config.dataDir, 'facts.duckdb');
  return openedOnFirstUse('duckdb', file, () => createAnalyticsStore({ engine: 'duckdb', path: file }));
}

/**
 * Migrates and seeds the app database, then serves the API and the built app on HOST:PORT. `opening` is the
 * embedded database main.ts started opening (absent with DATABASE_URL).
 */
export async function startServer(opening: Promise<EmbeddedDb> | undefined): Promise<void> {
  const config = loadConfig();
  keepSampleIndexIn(config.cacheDir);
  const models = createModelProvider(config);
  const database = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: config.DB_POOL_MAX,
    opening,
  });
  const analyticsOpening = Promise.resolve(openAnalytics(config));
  // Its failure is reported where it is awaited, unless seeding fails first.
  analyticsOpening.catch(() => {});
  await seed(database.db, config);
  const analytics = await analyticsOpening;
  const textAnalytics = createTextAnalytics(models);
  const adSources = adSourcesOf(config);
  const background = await startBackgroundJobs({
    db: database.db,
    exclusive: !config.DATABASE_URL,
    config,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    replies: { config, models },
    ads: { sources: adSources, models },
    analytics,
    textAnalytics,
    youtubeCreators: config.YOUTUBE_API_KEY
      ? createYoutubeApi({
          apiKey: config.YOUTUBE_API_KEY,
          baseUrl: config.YOUTUBE_API_BASE_URL,
          ledger: createQuotaLedger({
            db: database.db,
            apiKey: config.YOUTUBE_API_KEY,
            budget: config.YOUTUBE_DAILY_QUOTA,
          }),
        })
      : undefined,
    source: createCollectionSource({
      db: database.db,
      youtubeApiKey: config.YOUTUBE_API_KEY,
      youtubeDailyQuota: config.YOUTUBE_DAILY_QUOTA,
      youtube: { baseUrl: config.YOUTUBE_API_BASE_URL },
    }),
  });
  const cliSecret = newSecret();
  // Several nodes on one PostgreSQL: one listening connection per node, for the auth cache (which serves only
  // while it hears the others' changes) and the chat runs (stops meant for this node's runs, and the answers).
  const listener = config.DATABASE_URL ? listenForChanges({ url: config.DATABASE_URL }) : undefined;
  const authCache = new AuthCache({ listener });
  const chatRuns = new ChatRuns({
    db: database.db,
    listener,
    leaseMs: config.CHAT_RUN_LEASE_SECONDS * 1000,
    stopTimeoutMs: config.CHAT_STOP_TIMEOUT_SECONDS * 1000,
  });
  const turns = createWorkerTurnEngine(aiConfigOf(config), { threads: config.CHAT_THREADS });
  let draining = () => false;
  const app = createApp(
    { db: database.db, config, models, analytics, textAnalytics, authCache, chatRuns, turns, adSources },
    { cliSecret, draining: () => draining() },
  );

  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    const url = `http://${host}:${info.port}`;
    database.lock
      ?.publish({ url, cliSecret })
      .catch((err: unknown) => console.warn('Could not publish the CLI channel:', err));
    const store = config.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL), analytics in its `analytics` schema'
      : `PGlite in ${config.dataDir}/pglite, analytics in ${config.dataDir}/facts.duckdb`;
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
    void background
      .stop()
      .then(closeData)
      .finally(() => process.exit(1));
  });

  async function closeData() {
    await turns.close();
    await listener?.close();
    await analytics.close();
    await database.close();
  }

  const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
  const shutdown = createShutdown({
    server: server as Server,
    stopJobs: () => background.stop(graceMs),
    abortStreams: () => chatRuns.abortAll(),
    closeData,
    graceMs,
  });
  draining = () => shutdown.draining;
  const stop = (signal: string) => {
    // A database that stopped answering must not keep a stopping node alive.
    setTimeout(() => process.exit(1), graceMs + 15_000).unref();
    shutdown.run(`${signal} received`).then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Stopping failed:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
