import { and, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { ModelProvider } from '../../ai/model-provider.ts';
import type { AnalyticsStore } from '../../analytics/store/analytics-store.ts';
import type { AdSources } from '../../ads/sources/create-ad-source.ts';
import type { Db } from '../../db/client.ts';
import { adDatasets } from '../../db/schema/index.ts';
import type { JobRegistry } from '../../jobs/job-registry.ts';
import type { Config } from '../../lib/config.ts';
import { adDataChanged } from '../ad-dashboard/source-changes.ts';
import {
  AD_DELETE_FACTS,
  AD_PARSE_UPLOAD,
  AD_RETAG,
  AD_SYNC_ACCOUNT,
  enqueueSync,
  type ParsePayload,
} from './ad-job-queue.ts';
import { findDataset } from './dataset-queries.ts';
import { parseUploadJob } from './parse-upload-job.ts';
import { syncAccountJob } from './sync-account-job.ts';
import { tagDataset } from './tag-dataset.ts';

export interface AdJobDeps {
  store: AnalyticsStore;
  sources: AdSources;
  config: Pick<Config, 'MAIL_SECRET_KEY' | 'dataDir'>;
  /** The configured model proposes tags; the offline one leaves them to the built-in analyzer. */
  models?: ModelProvider;
}

/** The ad data jobs (docs/ads.md "Ad data"): parse an upload, sync an account, tag again, delete facts. */
export function registerAdJobs(registry: JobRegistry, deps: AdJobDeps): void {
  registry.register<ParsePayload>(AD_PARSE_UPLOAD, parseUploadJob(deps));
  registry.register<{ datasetId: string }>(AD_SYNC_ACCOUNT, syncAccountJob(deps));
  registry.register<{ datasetId: string }>(AD_RETAG, {
    async run(ctx) {
      const { datasetId } = ctx.job.payload;
      const dataset = await findDataset(ctx.db, datasetId);
      // A parse or sync under way tags its rows itself once they are in, with the rules as they are then.
      if (!dataset || dataset.state === 'parsing' || dataset.state === 'syncing')
        return { skipped: dataset ? dataset.state : 'deleted' };
      const tags = await tagDataset(
        { db: ctx.db, store: deps.store, models: deps.models },
        datasetId,
        ctx.signal,
      );
      await ctx.holdingClaim(() => deps.store.replaceAdTags(datasetId, tags));
      // Its AD dashboards count by the new tags from now on.
      return ctx.finish(async (tx) => {
        await adDataChanged(tx, datasetId);
        return { tags: tags.length };
      });
    },
  });
  registry.register<{ datasetId: string }>(AD_DELETE_FACTS, {
    maxAttempts: 5,
    async run({ job, holdingClaim }) {
      await holdingClaim(() => deps.store.deleteAdDataset(job.payload.datasetId));
      return null;
    },
  });
}

/**
 * Queues the sync of every bound or sample account whose next sync is due, marking it syncing, in one
 * transaction; rows another node is scheduling are skipped. Returns the datasets queued.
 */
export async function scheduleDueAdSyncs(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: adDatasets.id, teamId: adDatasets.teamId })
      .from(adDatasets)
      .where(
        and(
          inArray(adDatasets.kind, ['account', 'sample']),
          isNotNull(adDatasets.nextSyncAt),
          lte(adDatasets.nextSyncAt, now),
          ne(adDatasets.state, 'syncing'),
        ),
      )
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(adDatasets)
        .set({ state: 'syncing', phase: 'reading', progress: 0, nextSyncAt: null, updatedAt: now })
        .where(eq(adDatasets.id, row.id));
      await enqueueSync(tx, row, now);
    }
    return due.map((r) => r.id);
  });
}
