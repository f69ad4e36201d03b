import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { youtubeQuotaSpent } from '../../../db/schema/index.ts';
import { hashSecret } from '../../../lib/secrets.ts';
import { YoutubeApiError } from './youtube-error.ts';

/** YouTube's default daily quota of a project. */
export const DEFAULT_DAILY_QUOTA = 10_000;

export interface QuotaLedger {
  readonly budget: number;
  /** Units spent today (the day of the quota: Pacific Time, when Google resets it). */
  used(): Promise<number>;
  /** Books `units` or throws a `quota_budget` YoutubeApiError when they would pass the budget. */
  charge(units: number, resource: string): Promise<void>;
}

export interface QuotaLedgerOptions {
  /** The app database: every node, and the next start, reads and books the same units. */
  db: Db;
  apiKey: string;
  budget?: number;
  now?: () => Date;
}

function pacificDay(now: Date): string {
  return now.toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
}

/**
 * The units spent with one API key per quota day, in the app database (`youtube_quota_spent`): collections and
 * account lookups on every node spend one budget, and a restart keeps what was spent.
 */
export function createQuotaLedger({
  db,
  apiKey,
  budget = DEFAULT_DAILY_QUOTA,
  now = () => new Date(),
}: QuotaLedgerOptions): QuotaLedger {
  const keyHash = hashSecret(apiKey);
  const t = youtubeQuotaSpent;

  const usedOn = async (quotaDay: string) => {
    const [row] = await db
      .select({ units: t.units })
      .from(t)
      .where(and(eq(t.keyHash, keyHash), eq(t.quotaDay, quotaDay)));
    return row?.units ?? 0;
  };

  /** One statement: a concurrent charge on any node waits for this row, then sees its units. */
  const book = async (quotaDay: string, units: number) => {
    if (units > budget) return false;
    const booked = await db
      .insert(t)
      .values({ keyHash, quotaDay, units })
      .onConflictDoUpdate({
        target: [t.keyHash, t.quotaDay],
        set: { units: sql`${t.units} + excluded.units` },
        setWhere: sql`${t.units} + excluded.units <= ${budget}`,
      })
      .returning({ units: t.units });
    return booked.length > 0;
  };

  return {
    budget,
    used: () => usedOn(pacificDay(now())),
    async charge(units, resource) {
      const quotaDay = pacificDay(now());
      if (await book(quotaDay, units)) return;
      throw new YoutubeApiError(
        'quota_budget',
        `The daily YouTube quota budget of ${budget} units is spent (${await usedOn(quotaDay)} used; ${resource}.list needs ${units}). Collection resumes after midnight Pacific Time.`,
      );
    },
  };
}
