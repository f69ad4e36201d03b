import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import type { ModelProvider } from '../../ai/model-provider.ts';
import type { AnalyticsStore } from '../../analytics/store/analytics-store.ts';
import { parseAdExport, type AdExportResult } from '../../ads/import/parse-ad-export.ts';
import type { JobDefinition } from '../../jobs/job-registry.ts';
import { AppError } from '../../lib/errors.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import type { ParsePayload } from './ad-job-queue.ts';
import { datasetFacts } from './dataset-facts.ts';
import { failureOf, recordFailure, recordSuccess } from './dataset-outcome.ts';
import { progressOf } from './dataset-progress.ts';
import { findDataset } from './dataset-queries.ts';
import { tagDataset } from './tag-dataset.ts';
import { deleteUpload, readStoredUpload } from './upload-chunks.ts';

/**
 * Progress: reading and checking the rows is this share, staging them (which goes on beside the reading) the
 * next, tagging the rest. The phase is `reading` until every row is read, then `writing` until all are staged.
 */
const READ_SHARE = 60;
const WRITE_SHARE = 30;

/**
 * An accepted upload parsed in the ad import thread (docs/ads.md "Uploads"): its rows go to a replacement of the
 * dataset's ad days slice by slice as the thread hands them over, committed in one store transaction only when
 * the whole file had no problem (a refused file ends `failed` with its problems and writes no rows); then its
 * ads are tagged. Every run starts from the stored bytes, so a run cut short (kill -9, a lost lease) is simply
 * run again: the replacement it staged died with it, and one that committed is replaced by the same rows.
 */
export function parseUploadJob(deps: {
  store: AnalyticsStore;
  models?: ModelProvider;
}): JobDefinition<ParsePayload> {
  return {
    maxAttempts: 3,
    async run(ctx) {
      const { datasetId, uploadId, fileName, fileSize, storedSize, encoding } = ctx.job.payload;
      const dataset = await findDataset(ctx.db, datasetId);
      // Deleted, or another upload took its place: these bytes are no longer waited for.
      if (!dataset || dataset.uploadId !== uploadId)
        return ctx.finish(async (tx) => {
          await deleteUpload(tx, uploadId);
          return { skipped: 'upload no longer waited for' };
        });
      // Its pieces are gone or do not make the file: nothing to parse; the user is asked to upload it again.
      const lost = () =>
        ctx.finish(async (tx) => {
          await recordFailure(
            tx,
            datasetId,
            failureOf({ kind: 'error', error: new AppError('AD_UPLOAD_LOST') }),
            { uploadId: null },
          );
          await deleteUpload(tx, uploadId);
          return { failed: 'upload lost' };
        });
      const stored = await readStoredUpload(ctx.db, uploadId, storedSize ?? fileSize);
      if (!stored) return lost();

      const progress = progressOf(ctx.fenced, datasetId);
      progress.report('reading', 0);
      let total = 0;
      let read = 0;
      let staged = 0;
      const reportRows = () =>
        progress.report(
          read < total ? 'reading' : 'writing',
          total > 0 ? (read / total) * READ_SHARE + (staged / total) * WRITE_SHARE : 0,
        );
      let result: AdExportResult;
      const replacement = await deps.store.beginAdDaysReplacement(datasetId);
      try {
        result = await parseAdExport({
          name: fileName,
          bytes: stored,
          ...(encoding === 'deflate-raw' ? { compressed: { size: fileSize } } : {}),
          handOverBytes: true,
          datasetId,
          accountCurrency: dataset.currency ?? undefined,
          onProgress: (done, of) => {
            total = of;
            read = done;
            reportRows();
          },
          onRows: async (rows) => {
            ctx.signal.throwIfAborted();
            await replacement.appendPacked(rows);
            staged += rows.count;
            reportRows();
            await faultPoint('ad-upload:rows-staged', ctx.signal);
          },
        });
        ctx.signal.throwIfAborted();
        await progress.settled();
        if (result.issues.length === 0) await ctx.holdingClaim((claim) => replacement.commit({ claim }));
      } catch (error) {
        if (error instanceof AppError && error.code === 'AD_UPLOAD_LOST') return lost();
        throw error;
      } finally {
        await replacement.abort();
      }
      if (result.issues.length)
        return ctx.finish(async (tx) => {
          await recordFailure(
            tx,
            datasetId,
            { code: ErrorCode.AD_IMPORT_REJECTED, problems: result.issues },
            { uploadId: null },
          );
          await deleteUpload(tx, uploadId);
          return { refused: result.issues.length };
        });

      await faultPoint('ad-upload:after-facts', ctx.signal);
      progress.report('tagging', READ_SHARE + WRITE_SHARE);
      await progress.settled();
      const tags = await tagDataset(
        { db: ctx.db, store: deps.store, models: deps.models },
        datasetId,
        ctx.signal,
      );
      await ctx.holdingClaim(() => deps.store.replaceAdTags(datasetId, tags));
      const facts = await datasetFacts(deps.store, datasetId);
      return ctx.finish(async (tx) => {
        await deleteUpload(tx, uploadId);
        await recordSuccess(tx, datasetId, facts, {
          uploadId: null,
          fileName,
          fileSize,
          fileFormat: result.format,
          currency: result.currency || dataset.currency,
          windows: result.windows,
          attributionSetting: result.attributionSetting,
        });
        return { rows: facts.rowCount, ads: facts.adCount, tags: tags.length };
      });
    },
    async onFailed({ db, job }, failure) {
      const { datasetId, uploadId } = job.payload;
      if (await findDataset(db, datasetId))
        await recordFailure(db, datasetId, failureOf(failure), { uploadId: null });
      await deleteUpload(db, uploadId);
    },
  };
}
