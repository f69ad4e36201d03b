import type { Config } from './config.ts';
import type { Db } from '../db/client.ts';
import type { ModelProvider } from '../ai/model-provider.ts';
import type { RoleName, TeamRole } from '../../src/lib/roles.ts';
import type { AnalyticsStore } from '../analytics/store/analytics-store.ts';
import type { TextAnalyticsProvider } from '../ai/text-analytics/text-analytics-provider.ts';
import type { RateLimits } from './rate-limits/app-limits.ts';
import type { AuthCache } from './cache/auth-cache.ts';
import type { ChatRuns } from '../chat/chat-runs.ts';
import type { TurnEngine } from '../chat/engine/turn-engine.ts';
import type { RoleRow } from '../domains/user/queries.ts';
import type { AdSources } from '../ads/sources/create-ad-source.ts';

/** What every request handler can reach through `c.var`. Built once in main.ts, or per test. */
export interface AppDeps {
  db: Db;
  config: Config;
  models: ModelProvider;
  /** The facts (posts, comments, channels): DuckDB beside PGlite, or the `analytics` schema on PostgreSQL. */
  analytics: AnalyticsStore;
  /** Sentiment, hot words, themes, categories: the configured model, or the built-in analyzer. */
  textAnalytics: TextAnalyticsProvider;
  /** Token → caller, kept in memory; every write to tokens, account status or roles goes through its change(). */
  authCache: AuthCache;
  /** The chat turns running on this node, and the session claims and stop signals that span every node. */
  chatRuns: ChatRuns;
  /** Where the chat turns' model runs: the chat thread (the server), or this thread (tests' own models). */
  turns: TurnEngine;
  /** Reads ad accounts: the sample generator, Meta's and TikTok's reporting APIs (docs/ads.md "Sources"). */
  adSources: AdSources;
}

export interface AuthUser {
  id: string;
  account: string;
  name: string;
  /** The role names the user holds in the writer module (spec's writer_role). */
  writerRoles: RoleName[];
  designerRoles: RoleName[];
  /** The role rows behind writerRoles and designerRoles, as `user/role/list` answers them. */
  roleList: RoleRow[];
  tokenId: string;
  /** Holds the studio's `admin` role: backstage, and any team (docs/teams.md). */
  systemAdmin: boolean;
  /** The team the caller works in now; null when they belong to none. */
  team: TeamContext | null;
}

/** The caller's current team and what they may see in it. */
export interface TeamContext {
  id: string;
  name: string;
  role: TeamRole;
  /** null: every client of the team; otherwise only these (a member restricted to some clients). */
  clientIds: readonly string[] | null;
  /** False for a system administrator working in a team they are not a member of. */
  member: boolean;
}

/** Read access to one dashboard, granted by a valid share link + extraction code (server/domains/share). */
export interface ShareGrant {
  dashboardId: string;
  shareId: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** The attempt limiters of this app (server/lib/rate-limits): in memory, or shared through PostgreSQL. */
    limits: RateLimits;
    /** Set by the auth middleware for signed-in callers. */
    user: AuthUser | undefined;
    /** Set on share-access endpoints for callers with a valid `sb-share-link` + `sb-share-password`. */
    share?: ShareGrant;
    /** The JSON body, parsed and checked once by the input guard (server/lib/input-guard.ts). */
    jsonBody?: unknown;
  };
}
