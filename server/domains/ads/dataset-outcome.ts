import { ErrorCode, type ApiIssue } from '../../../src/lib/api/error-codes.ts';
import type { Db } from '../../db/client.ts';
import type { JobFailure } from '../../jobs/job-registry.ts';
import { AdSourceError } from '../../ads/sources/ad-source-error.ts';
import { AppError } from '../../lib/errors.ts';
import { adDataChanged, adDataFailed } from '../ad-dashboard/source-changes.ts';
import { enqueueFactsDeletion } from './ad-job-queue.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import { findDataset, updateDataset, type AdDatasetRow } from './dataset-queries.ts';

type DatasetSet = Partial<Omit<AdDatasetRow, 'id' | 'teamId'>>;

/**
 * In a job's last transaction: the dataset's row says what the store now holds and that the parse or sync went
 * well. A dataset deleted meanwhile had its facts deletion queued before this job wrote them: queued again.
 */
export async function recordSuccess(tx: Db, datasetId: string, facts: DatasetFacts, set: DatasetSet) {
  const row = await findDataset(tx, datasetId);
  if (!row) {
    await enqueueFactsDeletion(tx, datasetId);
    return;
  }
  const { platform, ...counts } = facts;
  await updateDataset(tx, datasetId, {
    ...counts,
    // An account's platform is the binding's; a file's is what its rows say.
    ...(row.kind === 'file' ? { platform } : {}),
    ...set,
    state: 'success',
    phase: null,
    progress: 100,
    failureCode: null,
    problems: [],
  });
  await adDataChanged(tx, datasetId);
}

/** The dataset's parse or sync failed: its rows (those of the last success, if any) stay as they were. */
export async function recordFailure(
  tx: Db,
  datasetId: string,
  failure: { code: number; problems: ApiIssue[] },
  set: DatasetSet = {},
) {
  await updateDataset(tx, datasetId, {
    ...set,
    state: 'failed',
    phase: null,
    progress: 0,
    failureCode: failure.code,
    problems: failure.problems,
  });
  await adDataFailed(tx, datasetId);
}

/** The failure a person can read for what ended a job: the platform's (10420–10428), ours, or 10500. */
export function failureOf(failure: JobFailure | { kind: 'error'; error: unknown }): {
  code: number;
  problems: ApiIssue[];
} {
  if (failure.kind === 'error' && failure.error instanceof AdSourceError) {
    const err = failure.error.toAppError();
    return {
      code: ErrorCode[err.code],
      problems: [
        {
          path: 'account',
          message: err.message,
          code: ErrorCode[err.code],
          ...(err.retryAfterSeconds !== undefined
            ? { params: { retry_after_seconds: err.retryAfterSeconds } }
            : {}),
        },
      ],
    };
  }
  const err =
    failure.kind === 'error' && failure.error instanceof AppError ? failure.error : new AppError('INTERNAL');
  return {
    code: ErrorCode[err.code],
    problems: [{ path: 'dataset', message: err.message, code: ErrorCode[err.code] }],
  };
}
