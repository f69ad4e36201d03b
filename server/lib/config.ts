import path from 'node:path';
import { z } from 'zod';
import { YOUTUBE_API_BASE } from '../analytics/sources/youtube/youtube-api.ts';
import { META_GRAPH_BASE } from '../ads/sources/meta/meta-api.ts';
import { TIKTOK_API_BASE } from '../ads/sources/tiktok/tiktok-api.ts';
import { DEFAULT_DATA_DIR } from './database-location.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

/** Connections of the app database's pool on PostgreSQL (`DB_POOL_MAX`). */
export const DEFAULT_DB_POOL_MAX = 10;
/** Connections of the analytics store's pool on PostgreSQL (`ANALYTICS_POOL_MAX`). */
export const DEFAULT_ANALYTICS_POOL_MAX = 4;

/** Every setting comes from the environment; the README documents each one. */
const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.string().optional(),
  /**
   * Where files built from the code alone are kept between starts (the sample creators' index, ~40 MB); default
   * DATA_DIR/cache. Servers of one build may share one.
   */
  CACHE_DIR: z.string().optional(),
  /** PostgreSQL only: each node opens up to DB_POOL_MAX + ANALYTICS_POOL_MAX + 1 (its listener) connections. */
  DB_POOL_MAX: z.coerce.number().int().positive().default(DEFAULT_DB_POOL_MAX),
  ANALYTICS_POOL_MAX: z.coerce.number().int().positive().default(DEFAULT_ANALYTICS_POOL_MAX),
  ADMIN_ACCOUNT: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  AI_PROVIDER: z.enum(['offline', 'openai-compatible', 'anthropic']).default('offline'),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** The provider's embedding model (openai-compatible only), for the KOX recommendation's ranking by meaning. */
  AI_EMBEDDING_MODEL: z.string().optional(),
  /** Workplace-chat (Feishu/Lark-style) OAuth provider for the QR sign-in. Unset = QR sign-in hidden. */
  OAUTH_AUTHORIZE_URL: z.string().url().optional(),
  OAUTH_TOKEN_URL: z.string().url().optional(),
  OAUTH_USERINFO_URL: z.string().url().optional(),
  OAUTH_CLIENT_ID: z.string().optional(),
  OAUTH_CLIENT_SECRET: z.string().optional(),
  /** YouTube Data API v3 key. Unset = YouTube subjects collect from the built-in sample source. */
  YOUTUBE_API_KEY: z.string().optional(),
  /** Quota units this server may spend per Pacific-time day (Google's default project quota is 10,000). */
  YOUTUBE_DAILY_QUOTA: z.coerce.number().int().positive().default(10_000),
  /** Where the YouTube Data API is reached: Google's address, or a forward proxy / test double of it. */
  YOUTUBE_API_BASE_URL: z.string().url().default(YOUTUBE_API_BASE),
  /** Where bound ad accounts are read: Meta's Graph API and TikTok's API for Business, or test doubles of them. */
  META_GRAPH_BASE_URL: z.string().url().default(META_GRAPH_BASE),
  TIKTOK_API_BASE_URL: z.string().url().default(TIKTOK_API_BASE),
  /**
   * 32 bytes (base64 or 64 hex digits) sealing mailbox passwords and ad account tokens (server/mail/secret-box.ts). Unset: a key is
   * generated into DATA_DIR/mail-secret.key on first use. Several nodes must share one: set it.
   */
  MAIL_SECRET_KEY: z.string().optional(),
  APP_TITLE: z.string().default('Booster Studio'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_000_000),
  /** On SIGTERM/SIGINT: how long streaming answers and running jobs may take to finish before they are cut. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** Proxies (addresses, CIDR ranges) whose X-Forwarded-For names the client; empty = the header is ignored. */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const parsed = parseTrustedProxies(text);
      if (parsed.ok) return parsed.proxies;
      ctx.addIssue({
        code: 'custom',
        message: `not an IP address or CIDR range: ${parsed.invalid.join(', ')}`,
      });
      return z.NEVER;
    }),
  /**
   * How long a chat turn holds its session without renewal (renewed every third of it while it streams): after
   * a node dies mid-answer, its sessions take a new message again once this has passed.
   */
  CHAT_RUN_LEASE_SECONDS: z.coerce.number().positive().default(30),
  /** How long the stop button waits for the run to end, on this node or the one running it, before `stopped: false`. */
  CHAT_STOP_TIMEOUT_SECONDS: z.coerce.number().positive().default(5),
  /**
   * How many threads run the chat turns' models (started with the first turns), beside the thread that answers
   * every request. Each costs about 40 MB while it lives.
   */
  CHAT_THREADS: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * How long a background job's claim lasts without renewal (renewed every third of it). Another node takes
   * over the jobs of a node that died or stalled after this long; a node that cannot renew in time stops them.
   */
  JOB_LEASE_SECONDS: z.coerce.number().positive().default(60),
  /**
   * How often a mailbox with outreach sent in the last 60 days is read for replies (docs/kox.md "Reading
   * replies"): a reply is labelled within about this long plus one read after it reaches the mailbox.
   */
  KOX_REPLY_POLL_SECONDS: z.coerce.number().min(1).max(3600).default(3),
  /** How often sent invitations are checked for a follow-up that is due or a "no reply after" rule that holds. */
  KOX_FOLLOW_UP_SECONDS: z.coerce.number().min(1).max(86_400).default(60),
});

export type Config = z.output<typeof envSchema> & { dataDir: string; cacheDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools, not an invalid value.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    cacheDir: path.resolve(parsed.data.CACHE_DIR ?? path.join(dataDir, 'cache')),
  };
}
