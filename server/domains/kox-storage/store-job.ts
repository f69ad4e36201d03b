import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxStorageRecords, koxTeamCreators } from '../../db/schema/index.ts';
import type { JobRegistry } from '../../jobs/job-registry.ts';
import { TEAM_DATABASE_MAX } from '../../../src/lib/api/endpoints.ts';
import { parseCreatorLink, type CreatorProfileLink } from '../../../src/lib/kox-link.ts';
import type { KoxStorageFailure } from '../../../src/lib/kox-storage-values.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { nextMonitoringRefresh, recordFollowers } from './monitoring.ts';
import { findRecord } from './storage-records.ts';

export const STORE_CREATOR = 'kox-store-creator';

/** A storage that cannot succeed by trying again: recorded on the storage, the job itself is done. */
export class StorageFailure extends Error {
  constructor(readonly reason: KoxStorageFailure) {
    super(`Storage failed: ${reason}`);
  }
}

/** Where a profile's creator comes from: its id in the catalog, and whether it is sample data. */
export type CollectCreator = (link: CreatorProfileLink, signal: AbortSignal) => Promise<CollectedCreator>;

export interface CollectedCreator {
  creatorId: string;
  sample: boolean;
  /** Null when the platform hides it. */
  followers: number | null;
  /** Writes what was collected, in the job's last transaction (sample creators need nothing written). */
  save?: (tx: Db) => Promise<void>;
}

/**
 * The sample corpus for the profiles it has; any other profile fails as "source not configured" (no made-up
 * data). A platform source, when wired, collects the rest.
 */
export function collectFromSources(catalog: CreatorCatalog, platformSource?: CollectCreator): CollectCreator {
  return async (link, signal) => {
    const sampleId = link.kind === 'handle' ? catalog.idOfProfile(link.platform, link.key) : null;
    const creator = sampleId ? catalog.creator(sampleId) : null;
    if (creator) return { creatorId: creator.id, sample: true, followers: creator.followers };
    if (platformSource) return platformSource(link, signal);
    throw new StorageFailure('source_not_configured');
  };
}

async function setState(db: Db, id: string, values: Partial<typeof koxStorageRecords.$inferInsert>) {
  await db
    .update(koxStorageRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(koxStorageRecords.id, id));
}

/**
 * Puts the creator in the team's database (monitored, filed under the storage's client) and completes the
 * storage; a team database already full fails it instead.
 */
async function fileCreator(tx: Db, recordId: string, collected: CollectedCreator, now: Date) {
  const { creatorId, sample } = collected;
  const record = await findRecord(tx, recordId);
  if (!record) return { skipped: 'storage deleted' };
  const [held] = await tx
    .select({ n: count() })
    .from(koxTeamCreators)
    .where(eq(koxTeamCreators.teamId, record.teamId));
  const [existing] = await tx
    .select({ id: koxTeamCreators.creatorId })
    .from(koxTeamCreators)
    .where(and(eq(koxTeamCreators.teamId, record.teamId), eq(koxTeamCreators.creatorId, creatorId)));
  if (!existing && (held?.n ?? 0) >= TEAM_DATABASE_MAX) {
    await setState(tx, recordId, { state: 'failed', failureReason: 'team_database_full' });
    return { failed: 'team_database_full' };
  }
  // A creator the team has already keeps its monitoring as the team set it: storing its link again is no
  // request to change it (koxStorage.monitor is).
  if (!existing)
    await tx.insert(koxTeamCreators).values({
      teamId: record.teamId,
      creatorId,
      clientId: record.clientId,
      addedBy: record.addedBy,
      monitoring: true,
      nextRefreshAt: nextMonitoringRefresh(now),
    });
  await collected.save?.(tx);
  if (collected.followers !== null)
    await recordFollowers(tx, { teamId: record.teamId, creatorId, followers: collected.followers, at: now });
  await setState(tx, recordId, { state: 'completed', failureReason: null, creatorId, sample });
  return { creatorId };
}

/**
 * Registers the storage job: awaiting → collecting → completed, or failed with a reason. A reason that retrying
 * cannot change fails the storage at once; anything else (a network failure) is retried with backoff and, after
 * the last attempt, fails it as collection_failed (or interrupted when the server stopped meanwhile).
 */
export function registerStorageJobs(registry: JobRegistry, opts: { collect: CollectCreator }): void {
  registry.register<{ recordId: string }>(STORE_CREATOR, {
    maxAttempts: 3,
    async run(ctx) {
      const { recordId } = ctx.job.payload;
      const record = await findRecord(ctx.db, recordId);
      if (!record) return { skipped: 'storage deleted' };
      await ctx.fenced((tx) => setState(tx, recordId, { state: 'collecting', failureReason: null }));
      const link = parseCreatorLink(record.link);
      try {
        if (!link) throw new StorageFailure('not_found');
        const collected = await opts.collect(link, ctx.signal);
        return await ctx.finish((tx) => fileCreator(tx, recordId, collected, ctx.now()));
      } catch (err) {
        if (!(err instanceof StorageFailure)) {
          // The runner tries again after its backoff: until then the storage awaits collection, it is not
          // collecting (the last attempt's onFailed then fails it).
          await ctx.fenced((tx) => setState(tx, recordId, { state: 'awaiting' }));
          throw err;
        }
        return ctx.finish(async (tx) => {
          await setState(tx, recordId, { state: 'failed', failureReason: err.reason });
          return { failed: err.reason };
        });
      }
    },
    onFailed: ({ db, job }, failure) =>
      setState(db, job.payload.recordId, {
        state: 'failed',
        failureReason: failure.kind === 'interrupted' ? 'interrupted' : 'collection_failed',
      }),
  });
}
