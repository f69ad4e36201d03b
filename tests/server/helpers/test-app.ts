import type { Hono } from 'hono';
import type { Endpoint, EndpointInput, EndpointOutput } from '../../../src/lib/api/define-endpoint.ts';
import { endpoints, type EndpointKey, type Endpoints } from '../../../src/lib/api/endpoints.ts';
import type { Envelope } from '../../../src/lib/api/error-codes.ts';
import type { ModelProvider } from '../../../server/ai/model-provider.ts';
import { createApp, type AppOptions } from '../../../server/app.ts';
import { createTextAnalytics } from '../../../server/ai/text-analytics/create-text-analytics.ts';
import {
  createAnalyticsStore,
  type AnalyticsStore,
} from '../../../server/analytics/store/analytics-store.ts';
import { openedOnFirstUse } from '../../../server/analytics/store/opened-on-first-use.ts';
import type { DbHandle } from '../../../server/db/client.ts';
import { seed } from '../../../server/db/seed.ts';
import type { AppDeps, AppEnv } from '../../../server/lib/app-env.ts';
import { ChatRuns } from '../../../server/chat/chat-runs.ts';
import { createInlineTurnEngine } from '../../../server/chat/engine/inline-turn-engine.ts';
import { createWorkerTurnEngine } from '../../../server/chat/engine/worker-turn-engine.ts';
import { aiConfigOf } from '../../../server/ai/create-model-provider.ts';
import { AuthCache } from '../../../server/lib/cache/auth-cache.ts';
import { listenForChanges } from '../../../server/lib/cache/change-listener.ts';
import { loadConfig } from '../../../server/lib/config.ts';
import { createMemoryDb } from './db-snapshot.ts';
import { adSourcesOf, type AdSources } from '../../../server/ads/sources/create-ad-source.ts';

export const ADMIN = { account: 'admin', password: 'admin-password-1' } as const;

export interface CallResult<K extends EndpointKey> {
  status: number;
  body: Envelope<EndpointOutput<Endpoints[K]>>;
}

/** Signs in and calls endpoints as the client does; in-process (TestApp) or over HTTP (tests/fault). */
export interface ApiCaller {
  /** Signs in by password (the seeded administrator by default) and returns the token. */
  signIn(account?: string, password?: string): Promise<string>;
  /** Calls an endpoint the way the client does: `{x}` from the input, GET → query string, POST → JSON body. */
  call<K extends EndpointKey>(
    key: K,
    input: EndpointInput<Endpoints[K]>,
    token?: string,
  ): Promise<CallResult<K>>;
}

export interface TestApp extends ApiCaller {
  app: Hono<AppEnv>;
  deps: AppDeps;
  close(): Promise<void>;
}

export function requestFor(
  e: Endpoint,
  input: Record<string, unknown>,
  token?: string,
): { url: string; init: RequestInit } {
  const rest = { ...input };
  const path = e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(rest[name]);
    delete rest[name];
    return encodeURIComponent(value);
  });
  const headers: Record<string, string> = token
    ? { 'MB-TOKEN': token, Authorization: `Bearer ${token}` }
    : {};
  if (e.method === 'GET' || e.method === 'DELETE') {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null) query.set(k, String(v));
    const qs = query.toString();
    return { url: qs ? `${path}?${qs}` : path, init: { method: e.method, headers } };
  }
  return {
    url: path,
    init: {
      method: e.method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(rest),
    },
  };
}

/**
 * The whole server on in-memory PGlite, migrated and seeded with the administrator admin / admin-password-1.
 * `env` overrides any configuration variable; `models` replaces the language model (e.g. a MockLanguageModelV4).
 */
export async function createTestApp(
  opts: {
    models?: ModelProvider;
    env?: Partial<Record<string, string>>;
    options?: AppOptions;
    database?: DbHandle;
    /** Chat turns in the chat thread, as the server runs them (its model from `env`), not in this thread. */
    chatThread?: boolean;
    /** The facts store; an in-memory DuckDB by default (closed with the app). */
    analytics?: AnalyticsStore;
    /** The ad sources; by default the configured ones (the platforms' addresses from `env`). */
    adSources?: AdSources;
    /** How long a turn's tool waits for earlier turns' first words (ChatRunsOptions). */
    openingWaitMs?: number;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ ADMIN_ACCOUNT: ADMIN.account, ADMIN_PASSWORD: ADMIN.password, ...opts.env });
  const handle = opts.database ?? (await createMemoryDb());
  await seed(handle.db, config, () => {});
  // Loaded only when a test wants the configured provider, so suites that pass their own model skip it.
  const models =
    opts.models ?? (await import('../../../server/ai/create-model-provider.ts')).createModelProvider(config);
  // Opened on first use, as the server does: starting DuckDB's thread costs a third of a second, and most
  // test apps never touch the facts.
  const analytics =
    opts.analytics ??
    openedOnFirstUse('duckdb', ':memory:', () =>
      createAnalyticsStore({ engine: 'duckdb', path: ':memory:' }),
    );
  // As main.ts does: on shared PostgreSQL, one listening connection per node for the cache and the chat runs.
  const listener = config.DATABASE_URL ? listenForChanges({ url: config.DATABASE_URL }) : undefined;
  const deps: AppDeps = {
    db: handle.db,
    config,
    models,
    analytics,
    textAnalytics: createTextAnalytics(models),
    authCache: new AuthCache({ listener }),
    chatRuns: new ChatRuns({
      db: handle.db,
      listener,
      leaseMs: config.CHAT_RUN_LEASE_SECONDS * 1000,
      stopTimeoutMs: config.CHAT_STOP_TIMEOUT_SECONDS * 1000,
      ...(opts.openingWaitMs === undefined ? {} : { openingWaitMs: opts.openingWaitMs }),
    }),
    turns: opts.chatThread ? createWorkerTurnEngine(aiConfigOf(config)) : createInlineTurnEngine(models),
    adSources: opts.adSources ?? adSourcesOf(config),
  };
  const app = createApp(deps, { monitorSink: () => {}, ...opts.options });

  const call: TestApp['call'] = async (key, input, token) => {
    const { url, init } = requestFor(endpoints[key], input as Record<string, unknown>, token);
    const res = await app.request(url, init);
    return { status: res.status, body: (await res.json()) as CallResult<typeof key>['body'] };
  };

  const signIn: TestApp['signIn'] = async (account = ADMIN.account, password = ADMIN.password) => {
    const res = await call('auth.loginByPassword', { account, password });
    if (res.body.code !== 0)
      throw new Error(`Sign-in of ${account} failed: ${res.body.code} ${res.body.message}`);
    return res.body.data.token;
  };

  return {
    app,
    deps,
    close: async () => {
      await deps.turns.close();
      await listener?.close();
      if (!opts.analytics) await analytics.close();
      await handle.close();
    },
    signIn,
    call,
  };
}
