import path from 'node:path';
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
import { deferred } from './lib/deferred.ts';
import { faultPoint } from './lib/fault-points.ts';
import type { AppDeps } from './lib/app-env.ts';
import { listen, type Listening } from './web/listen.ts';
import type { EarlyServer } from './web/serve-site-early.ts';

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
 * embedded database main.ts started opening (absent with DATABASE_URL). `early` is the server main.ts started
 * listening while the database opens (a node alone on its data directory); without it (several nodes) the node
 * listens once it is ready, so that its balancer meanwhile sends requests to the others.
 */
export async function startServer(
  opening: Promise<EmbeddedDb> | undefined,
  early: EarlyServer | undefined,
): Promise<void> {
  const config = early?.config ?? loadConfig();
  const stopServices = deferred<() => Promise<void>>();
  // A server that cannot listen stops what has started (or is still starting) and exits.
  const exitOnListenFailure = (listening: Listening) =>
    void listening.failed
      .then(() => stopServices.promise)
      .then(
        (stop) => stop(),
        () => {},
      )
      .finally(() => process.exit(1));
  if (early) exitOnListenFailure(early);
  let started: Started;
  try {
    started = await startServices(config, opening);
  } catch (err) {
    early?.appFailed(err);
    stopServices.reject(err);
    throw err;
  }
  const { database, models, background, chatRuns, closeData } = started;
  const cliSecret = newSecret();
  let draining = () => false;
  const app = createApp(started.deps, { cliSecret, draining: () => draining() });
  stopServices.resolve(() => background.stop().then(closeData));
  if (early) early.appReady(app);
  const listening = early ?? listen(config, app.fetch);
  if (!early) exitOnListenFailure(listening);
  const { server, url } = listening;
  void url.then((address) => {
    database.lock
      ?.publish({ url: address, cliSecret })
      .catch((err: unknown) => console.warn('Could not publish the CLI channel:', err));
    const store = config.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL), analytics in its `analytics` schema'
      : `PGlite in ${config.dataDir}/pglite, analytics in ${config.dataDir}/facts.duckdb`;
    console.info(
      [
        `Booster Studio is running at ${address}`,
        `  data: ${store} · AI provider: ${models.name}`,
        `  sign in at ${address}/writer/login as "${config.ADMIN_ACCOUNT}" (password: ADMIN_PASSWORD, or the one printed at the first start)`,
        `  or issue a one-time sign-in link: npm run issue-key -- ${config.ADMIN_ACCOUNT}`,
      ].join('\n'),
    );
  });

  const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
  const shutdown = createShutdown({
    server,
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

type Started = Awaited<ReturnType<typeof startServices>>;

/** Opens, migrates and seeds the databases and starts the background jobs and the services the app needs. */
async function startServices(config: Config, opening: Promise<EmbeddedDb> | undefined) {
  keepSampleIndexIn(config.cacheDir);
  const models = createModelProvider(config);
  const database = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolMax: config.DB_POOL_MAX,
    opening,
  });
  await faultPoint('start:before-seed');
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

  async function closeData() {
    await turns.close();
    await listener?.close();
    await analytics.close();
    await database.close();
  }

  const deps: AppDeps = {
    db: database.db,
    config,
    models,
    analytics,
    textAnalytics,
    authCache,
    chatRuns,
    turns,
    adSources,
  };
  return { deps, database, models, background, chatRuns, closeData };
}
