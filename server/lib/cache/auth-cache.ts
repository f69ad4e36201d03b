import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthUser } from '../app-env.ts';
import type { ChangeListener, ChannelSubscription } from './change-listener.ts';
import { TokenCache } from './token-cache.ts';

/** The PostgreSQL channel on which every node announces the users whose tokens or roles changed. */
export const AUTH_CHANGES_CHANNEL = 'booster_auth_changes';

/**
 * The users a write changed. Every query helper that writes auth_tokens, users.status or user_roles takes one
 * and names the users it touched; only AuthCache.change hands one out, and it forgets them once the write is over.
 */
export class ChangedUsers {
  readonly #ids = new Set<string>();

  add(userId: string): void {
    this.#ids.add(userId);
  }

  get ids(): ReadonlySet<string> {
    return this.#ids;
  }
}

/** A token the database vouched for: its caller and when it stops being valid. */
export interface LiveToken {
  user: AuthUser;
  expiresAt: Date;
}

export interface AuthCacheOptions {
  /**
   * The node's listener on the PostgreSQL server several nodes share (DATABASE_URL): the cache serves only while
   * it hears them.
   */
  listener?: ChangeListener;
  maxEntries?: number;
  /** The longest an entry lives even when its token lives longer (the token's expiry always bounds it). */
  maxAgeMs?: number;
}

/** local: one process owns the database; listening / deaf: shared PostgreSQL, with or without other nodes' news. */
export type AuthCacheState = 'local' | 'listening' | 'deaf';

function frozen(user: AuthUser): AuthUser {
  for (const row of user.roleList) Object.freeze(row);
  for (const list of [user.roleList, user.writerRoles, user.designerRoles]) Object.freeze(list);
  return Object.freeze(user);
}

/**
 * Token hash → caller (user and roles), so a signed-in request needs no database round trip.
 *
 * Invalidation is by user: AuthCache.change runs a write in a transaction, on shared PostgreSQL announces the
 * users it changed with pg_notify inside that transaction (delivered to every node when it commits, and never
 * if it rolls back), and forgets them here after the commit. A lookup that started before a forget does not
 * store what it read, as its read may predate the write.
 */
export class AuthCache {
  readonly #entries: TokenCache<AuthUser>;
  readonly #maxAgeMs: number;
  readonly #hearing: ChannelSubscription | undefined;
  #epoch = 0;
  #serving: boolean;

  constructor(opts: AuthCacheOptions = {}) {
    this.#entries = new TokenCache(opts.maxEntries ?? 10_000);
    this.#maxAgeMs = opts.maxAgeMs ?? 10 * 60_000;
    this.#serving = !opts.listener;
    this.#hearing = opts.listener?.subscribe(AUTH_CHANGES_CHANNEL, {
      onChange: (userId) => this.#forget([userId]),
      onListening: () => this.#reset(true),
      onDeaf: () => this.#reset(false),
    });
  }

  get state(): AuthCacheState {
    if (!this.#hearing) return 'local';
    return this.#hearing.listening ? 'listening' : 'deaf';
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The caller behind a token hash: from memory, else from `load` (undefined: no live token). */
  async lookup(tokenHash: string, load: () => Promise<LiveToken | undefined>): Promise<AuthUser | undefined> {
    if (this.#serving) {
      const hit = this.#entries.get(tokenHash);
      if (hit) return hit;
    }
    const epoch = this.#epoch;
    const live = await load();
    if (!live) return undefined;
    const user = frozen(live.user);
    if (this.#serving && epoch === this.#epoch) {
      const expiresAt = Math.min(live.expiresAt.getTime(), Date.now() + this.#maxAgeMs);
      this.#entries.set(tokenHash, user.id, user, expiresAt);
    }
    return user;
  }

  /**
   * Runs a write to tokens, account status or roles in one transaction; the users it names in `changed` are
   * forgotten on this node before this returns, and on every other node when they hear the commit.
   */
  async change<T>(db: Db, write: (tx: Tx, changed: ChangedUsers) => Promise<T>): Promise<T> {
    const changed = new ChangedUsers();
    try {
      return await db.transaction(async (tx) => {
        const result = await write(tx, changed);
        if (this.#hearing) {
          for (const userId of changed.ids)
            await tx.execute(sql`select pg_notify(${AUTH_CHANGES_CHANNEL}, ${userId})`);
        }
        return result;
      });
    } finally {
      // Also after a failed commit: whether it took effect is unknown, and forgetting costs only a reload.
      this.#forget(changed.ids);
    }
  }

  #forget(userIds: Iterable<string>): void {
    for (const userId of userIds) this.#entries.forgetUser(userId);
    this.#epoch++;
  }

  #reset(serving: boolean): void {
    this.#entries.clear();
    this.#epoch++;
    this.#serving = serving;
  }
}
