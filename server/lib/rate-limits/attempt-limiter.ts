import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/**
 * At most `limit` attempts per key within a fixed window. An attempt is counted *before* it is evaluated
 * (`reserve`), so parallel guesses cannot all slip past the check while the first ones are still being
 * verified; an attempt that turns out not to count is given back (`release`), a success may wipe the key
 * (`clear`).
 */
export interface AttemptLimiter {
  /** Counts one attempt; false when the key is already at its limit (refuse without evaluating). */
  reserve(key: string): Promise<boolean>;
  /** Gives back one reserved attempt that should not count (it succeeded). */
  release(key: string): Promise<void>;
  /** Forgets every attempt of the key. */
  clear(key: string): Promise<void>;
  /** Milliseconds until the key's window ends and its attempts are forgotten; 0 when it has none. */
  waitMs(key: string): Promise<number>;
}

export interface LimitRule {
  /** Distinguishes this limiter's keys from the others' in a shared store. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Where counters live: `memory` for one process (PGlite, tests), `database` for several nodes sharing one
 * PostgreSQL (atomic upserts in `rate_limits`, through rate-limiter-flexible's Drizzle store).
 */
export type LimitStore = { kind: 'memory' } | { kind: 'database'; db: Db };

class FlexibleLimiter implements AttemptLimiter {
  constructor(private readonly limiter: RateLimiterAbstract | RateLimiterStoreAbstract) {}

  async reserve(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key, 1);
      return true;
    } catch (outcome) {
      // The library rejects with a RateLimiterRes when the key is over its limit, with an Error when the store failed.
      if (outcome instanceof RateLimiterRes) return false;
      throw outcome;
    }
  }

  async release(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  async waitMs(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    return state ? Math.max(0, state.msBeforeNext) : 0;
  }
}

export function createAttemptLimiter(rule: LimitRule, store: LimitStore): AttemptLimiter {
  const options = {
    keyPrefix: rule.name,
    points: rule.limit,
    duration: Math.ceil(rule.windowMs / 1000),
  };
  if (store.kind === 'memory') return new FlexibleLimiter(new RateLimiterMemory(options));
  return new FlexibleLimiter(
    new RateLimiterDrizzle({
      ...options,
      storeClient: store.db,
      schema: rateLimits,
      // A key over its limit is refused from this process's memory until its window ends: a flood of guesses
      // costs the database nothing once it is blocked.
      inMemoryBlockOnConsumed: rule.limit + 1,
      // If PostgreSQL cannot be reached, each node still limits on its own instead of letting every attempt through.
      insuranceLimiter: new RateLimiterMemory(options),
    }),
  );
}
