import {
  AD_SYNC_EVERY_HOURS,
  AD_SYNC_FIRST_DAYS,
  AD_SYNC_LOOKBACK_DAYS,
} from '../../../src/lib/ads/ad-dataset-values.ts';
import type { AttributionWindow } from '../../../src/lib/ads/ad-values.ts';
import type { ModelProvider } from '../../ai/model-provider.ts';
import type { AnalyticsStore } from '../../analytics/store/analytics-store.ts';
import { dayNumber, dayOf } from '../../ads/sources/account-days.ts';
import { AdSourceError } from '../../ads/sources/ad-source-error.ts';
import type { AdSources } from '../../ads/sources/create-ad-source.ts';
import type { JobDefinition } from '../../jobs/job-registry.ts';
import type { Config } from '../../lib/config.ts';
import { AppError } from '../../lib/errors.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import { datasetFacts } from './dataset-facts.ts';
import { failureOf, recordFailure, recordSuccess } from './dataset-outcome.ts';
import { progressOf } from './dataset-progress.ts';
import { findDataset, type AdDatasetRow } from './dataset-queries.ts';
import { openToken } from './dataset-token.ts';
import { tagDataset } from './tag-dataset.ts';

const HOUR_MS = 3_600_000;
/** A platform that did not answer is asked again this soon; a refusal a person must fix waits for the next day. */
const PLATFORM_DOWN_RETRY_MS = 15 * 60_000;
const READ_SHARE = 85;

/** Today in the account's time zone (the days its reports are in); UTC when the zone is unknown. */
export function todayIn(timeZone: string | null, now: Date): string {
  try {
    return now.toLocaleDateString('en-CA', { timeZone: timeZone ?? 'UTC' });
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * The days a sync reads: the first one AD_SYNC_FIRST_DAYS up to today; later ones again from
 * AD_SYNC_LOOKBACK_DAYS before the last day read, since conversions keep arriving within the 7-day click window.
 * `fromDay` is where the replacement starts (none the first time: every row is replaced).
 */
export function syncRange(row: Pick<AdDatasetRow, 'lastDay' | 'timeZone'>, now: Date) {
  const until = todayIn(row.timeZone, now);
  if (!row.lastDay)
    return { since: dayOf(dayNumber(until) - AD_SYNC_FIRST_DAYS + 1), until, fromDay: undefined };
  const since = dayOf(Math.min(dayNumber(row.lastDay) - AD_SYNC_LOOKBACK_DAYS + 1, dayNumber(until)));
  return { since, until, fromDay: since };
}

/** When a failed sync is tried again on its own. */
function retryAt(error: unknown, now: Date): Date {
  if (error instanceof AdSourceError && error.kind === 'rate_limited' && error.retryAfterSeconds)
    return new Date(now.getTime() + error.retryAfterSeconds * 1000);
  if (error instanceof AdSourceError && error.kind === 'platform_down')
    return new Date(now.getTime() + PLATFORM_DOWN_RETRY_MS);
  return new Date(now.getTime() + AD_SYNC_EVERY_HOURS * HOUR_MS);
}

/**
 * Reads a bound or sample account through its source (docs/ads.md "Sources") into a replacement of the
 * dataset's days from `fromDay` on, page by page, committed in one store transaction after the last page: a read
 * that fails part-way writes nothing, and the refusal becomes the dataset's state (what to do, and when it is
 * tried again). Then the ads are tagged and the next daily sync set.
 */
export function syncAccountJob(deps: {
  store: AnalyticsStore;
  sources: AdSources;
  config: Pick<Config, 'MAIL_SECRET_KEY' | 'dataDir'>;
  models?: ModelProvider;
}): JobDefinition<{ datasetId: string }> {
  return {
    maxAttempts: 3,
    async run(ctx) {
      const { datasetId } = ctx.job.payload;
      const dataset = await findDataset(ctx.db, datasetId);
      if (!dataset || dataset.kind === 'file' || !dataset.platform) return { skipped: 'no account to read' };
      const platform = dataset.platform;
      const now = ctx.now();
      const { since, until, fromDay } = syncRange(dataset, now);
      const progress = progressOf(ctx.fenced, datasetId);
      progress.report('reading', 0);
      const replacement = await deps.store.beginAdDaysReplacement(datasetId, { fromDay });
      let windows: AttributionWindow[] = [];
      try {
        const binding = {
          platform,
          accountId: dataset.accountId ?? '',
          token: await openToken(deps.config, dataset),
          currency: dataset.currency ?? undefined,
          timeZone: dataset.timeZone ?? undefined,
        };
        const source = deps.sources.sourceFor(binding);
        windows = [...source.reportedWindows];
        const pages = source.readDays({
          datasetId,
          binding,
          since,
          until,
          signal: ctx.signal,
          onProgress: ({ daysDone, days }) => progress.report('reading', (daysDone / days) * READ_SHARE),
        });
        for await (const page of pages) {
          await replacement.append(page);
          await faultPoint('ad-sync:page-staged', ctx.signal);
        }
        await progress.settled();
        await ctx.holdingClaim((claim) => replacement.commit({ claim }));
      } catch (error) {
        // What the platform (or the stored token) refused is the dataset's state; anything else is retried.
        if (!(error instanceof AdSourceError || error instanceof AppError) || ctx.signal.aborted) throw error;
        return await ctx.finish(async (tx) => {
          await recordFailure(tx, datasetId, failureOf({ kind: 'error', error }), {
            nextSyncAt: retryAt(error, now),
          });
          return { failed: error.message };
        });
      } finally {
        await replacement.abort();
      }
      progress.report('tagging', READ_SHARE);
      await progress.settled();
      const tags = await tagDataset(
        { db: ctx.db, store: deps.store, models: deps.models },
        datasetId,
        ctx.signal,
      );
      await ctx.holdingClaim(() => deps.store.replaceAdTags(datasetId, tags));
      const facts = await datasetFacts(deps.store, datasetId);
      return ctx.finish(async (tx) => {
        await recordSuccess(tx, datasetId, facts, {
          windows,
          lastSyncedAt: now,
          nextSyncAt: new Date(now.getTime() + AD_SYNC_EVERY_HOURS * HOUR_MS),
        });
        return { since, until, rows: facts.rowCount, tags: tags.length };
      });
    },
    async onFailed({ db, job, now }, failure) {
      const { datasetId } = job.payload;
      if (await findDataset(db, datasetId))
        await recordFailure(db, datasetId, failureOf(failure), {
          nextSyncAt: new Date(now().getTime() + AD_SYNC_EVERY_HOURS * HOUR_MS),
        });
    },
  };
}
