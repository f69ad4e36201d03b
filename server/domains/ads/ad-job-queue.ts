import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { StoredUpload } from './upload-chunks.ts';

/** Parses an accepted upload into the dataset's rows, then tags them. */
export const AD_PARSE_UPLOAD = 'ad-parse-upload';
/** Reads a bound (or sample) account through its source into the dataset's rows, then tags them. */
export const AD_SYNC_ACCOUNT = 'ad-sync-account';
/** Tags a dataset's ads again after its rules or corrections changed. */
export const AD_RETAG = 'ad-retag';
/** Deletes a deleted dataset's rows and tags from the analytics store (outside the app database's cascade). */
export const AD_DELETE_FACTS = 'ad-delete-facts';

export interface ParsePayload extends Record<string, unknown> {
  datasetId: string;
  uploadId: string;
  fileName: string;
  fileSize: number;
  /** How the pieces hold the file (upload-chunks.ts); absent in jobs queued before uploads were compressed. */
  storedSize?: number;
  encoding?: StoredUpload['encoding'];
}

type DatasetRef = { id: string; teamId: string };

export async function enqueueParse(tx: Db, dataset: DatasetRef, upload: Omit<ParsePayload, 'datasetId'>) {
  await enqueueJob(tx, {
    kind: AD_PARSE_UPLOAD,
    teamId: dataset.teamId,
    payload: { datasetId: dataset.id, ...upload },
  });
}

export async function enqueueSync(tx: Db, dataset: DatasetRef, runAt?: Date) {
  await enqueueJob(tx, {
    kind: AD_SYNC_ACCOUNT,
    teamId: dataset.teamId,
    payload: { datasetId: dataset.id },
    runAt,
  });
}

const forDataset = (datasetId: string) => sql`${jobs.payload}->>'datasetId' = ${datasetId}`;

/** Queues a tagging run unless one is queued already (it will read the rules and corrections as they are then). */
export async function enqueueRetag(tx: Db, dataset: DatasetRef): Promise<void> {
  const [queued] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, AD_RETAG), eq(jobs.status, 'queued'), forDataset(dataset.id)))
    .limit(1);
  if (queued) return;
  await enqueueJob(tx, { kind: AD_RETAG, teamId: dataset.teamId, payload: { datasetId: dataset.id } });
}

/**
 * Queued with the deletion of a dataset (or its team), so the facts go even when this process stops first. No
 * team: the job must outlive the team's cascade.
 */
export async function enqueueFactsDeletion(tx: Db, datasetId: string): Promise<void> {
  await enqueueJob(tx, { kind: AD_DELETE_FACTS, payload: { datasetId }, maxAttempts: 5 });
}

/** Whether a job that writes the dataset's tags is queued or running: the tags shown may still change. */
export async function taggingPending(db: Db, datasetId: string): Promise<boolean> {
  const [pending] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [AD_RETAG, AD_PARSE_UPLOAD, AD_SYNC_ACCOUNT]),
        inArray(jobs.status, ['queued', 'running']),
        forDataset(datasetId),
      ),
    )
    .limit(1);
  return pending !== undefined;
}
