import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { AD_DATASET_NAME_MAX, AD_FILE_NAME_MAX } from '../../../src/lib/ads/ad-dataset-values.ts';
import { parseAdExport } from '../../ads/import/parse-ad-export.ts';
import { sizeIssue } from '../../ads/import/parse-export.ts';
import { firstLookIssue } from '../../ads/import/read-export-file.ts';
import { adDatasets } from '../../db/schema/index.ts';
import type { AppDeps, AuthUser, TeamContext } from '../../lib/app-env.ts';
import { nudgeJobRunners } from '../../jobs/job-runner.ts';
import type { DeflatedFile } from '../../lib/deflating-sink.ts';
import { AppError } from '../../lib/errors.ts';
import { fileUnder } from '../kox/team-service.ts';
import { enqueueParse } from './ad-job-queue.ts';
import { datasetView } from './data-service.ts';
import { visibleDataset } from './dataset-queries.ts';
import { chunkCountOf, deleteUpload, uploadChunkCount } from './upload-chunks.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** An upload's file as the request brought it: stored in pieces under `uploadId` as it arrived. */
export interface UploadedFile {
  name: string;
  uploadId: string;
  stored: DeflatedFile;
}

/** A file to check, deflated in memory as it arrived. */
export interface FileToCheck {
  name: string;
  deflated: Uint8Array;
  size: number;
}

/** A file name that is one line of text without a path (it is shown, and named in the dataset). */
function checkFileName(name: string): string {
  const trimmed = name.trim();
  // eslint-disable-next-line no-control-regex -- a file name with control characters is refused, not shown
  if (!trimmed || [...trimmed].length > AD_FILE_NAME_MAX || /[\u0000-\u001f\u007f/\\]/.test(trimmed))
    throw new AppError('VALIDATION', undefined, [
      { path: 'file', message: 'The file name is empty, too long or holds a path or control character.' },
    ]);
  return trimmed;
}

/** What can be refused before the file is parsed: no bytes, too many, not a spreadsheet at all (10400). */
function firstLook(file: UploadedFile): void {
  const issue = sizeIssue(file.stored.size) ?? firstLookIssue(file.name, file.stored.head);
  if (issue) throw new AppError('AD_IMPORT_REJECTED', undefined, [issue]);
}

/** The dataset's name from the file's: without its extension, one line, within the limit. */
const nameFromFile = (fileName: string) =>
  fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, AD_DATASET_NAME_MAX) ||
  fileName.slice(0, AD_DATASET_NAME_MAX);

/**
 * Accepts an upload: a new file dataset, or a new file for one (`dataset_id`; its rows stay until the new ones
 * are in). Its bytes were stored as they arrived (a crash then leaves pieces no dataset names, swept later);
 * one transaction makes the dataset `parsing`, names the upload and queues its parse, so the file is parsed
 * exactly once whenever the process stops. A refused upload's pieces are removed at once.
 */
export async function acceptUpload(
  deps: Deps,
  user: AuthUser,
  team: TeamContext,
  input: { name?: string | undefined; client_id?: string | undefined; dataset_id?: string | undefined },
  file: UploadedFile,
) {
  let datasetId: string;
  try {
    datasetId = await queueParse(deps, user, team, input, file);
  } catch (error) {
    await deleteUpload(deps.db, file.uploadId);
    throw error;
  }
  nudgeJobRunners();
  return datasetView(deps, team, datasetId);
}

async function queueParse(
  deps: Deps,
  user: AuthUser,
  team: TeamContext,
  input: { name?: string | undefined; client_id?: string | undefined; dataset_id?: string | undefined },
  file: UploadedFile,
): Promise<string> {
  const fileName = checkFileName(file.name);
  firstLook(file);
  const existing = input.dataset_id
    ? (await visibleDataset(deps.db, team, input.dataset_id, ['file'])).dataset
    : undefined;
  if (existing?.state === 'parsing') throw new AppError('AD_DATASET_BUSY');
  const clientId = existing ? existing.clientId : await fileUnder(deps.db, team, input.client_id);
  const { uploadId, stored } = file;
  const datasetId = existing?.id ?? randomUUID();
  const upload = {
    uploadId,
    fileName,
    fileSize: stored.size,
    storedSize: stored.storedSize,
    encoding: 'deflate-raw' as const,
  };
  await deps.db.transaction(async (tx) => {
    if ((await uploadChunkCount(tx, uploadId)) !== chunkCountOf(stored.storedSize))
      throw new Error(`Upload ${uploadId}: its pieces were not all written`);
    const waiting = { uploadId, state: 'parsing', phase: 'reading', progress: 0 } as const;
    if (existing) {
      const started = await tx
        .update(adDatasets)
        .set({ ...waiting, ...(input.name ? { name: input.name } : {}), updatedAt: new Date() })
        .where(and(eq(adDatasets.id, existing.id), ne(adDatasets.state, 'parsing')))
        .returning({ id: adDatasets.id });
      // Another upload for it began since the check above.
      if (!started.length) throw new AppError('AD_DATASET_BUSY');
    } else {
      await tx.insert(adDatasets).values({
        id: datasetId,
        teamId: team.id,
        clientId,
        kind: 'file',
        name: input.name ?? nameFromFile(fileName),
        fileName,
        fileSize: stored.size,
        ...waiting,
        createdBy: user.id,
      });
    }
    await enqueueParse(tx, { id: datasetId, teamId: team.id }, upload);
  });
  return datasetId;
}

/** The whole parse of a file without writing anything: how it reads and its problems (spec §5's template check). */
export async function checkUpload(file: FileToCheck, accountCurrency: string | undefined) {
  checkFileName(file.name);
  let rows = 0;
  const result = await parseAdExport({
    name: file.name,
    bytes: file.deflated,
    compressed: { size: file.size },
    handOverBytes: true,
    datasetId: 'check',
    accountCurrency: accountCurrency?.toUpperCase(),
    onRows: (slice) => {
      rows += slice.count;
    },
  });
  return {
    format: result.format,
    locale: result.locale,
    currency: result.currency,
    // Rows come until the first problem; a file with problems has none to write.
    rows: result.issues.length ? 0 : rows,
    days: result.days,
    windows: result.windows,
    skipped: result.skipped,
    attribution_setting: result.attributionSetting,
    problems: result.issues,
  };
}
