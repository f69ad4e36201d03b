import type { AnalyticsStore } from '../../analytics/store/analytics-store.ts';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRegistry } from '../../jobs/job-registry.ts';
import { enqueueAnalysis } from '../dashboard/analyze-job.ts';
import { addDataSource, markComponentsStale } from '../dashboard/queries.ts';
import { findImport, selectWritingImports, settleImportRow, type PostImportRow } from './import-queries.ts';

/**
 * An import spans two databases: the facts (one transaction of the analytics store, recorded under the import's
 * id) and the app database (the import's row, stale components, the analysis job). Whatever the moment a
 * process dies, settling reads the facts' record and finishes the import's side to match:
 * - the facts were written → `applied`, components stale, analysis queued (what the writer would have done);
 * - they were not → the record is fenced as aborted, so the dead writer can never write them, and `failed`.
 */
export const SETTLE_IMPORT = 'settle-post-import';

/**
 * A writer still busy after this long is presumed dead (several nodes, where no restart tells). A 50,000-row
 * import writes in seconds; a writer fenced anyway is told, and nothing is half-written.
 */
export const SETTLE_AFTER_MS = 5 * 60_000;

/** The app side of an import whose facts are written: applied, its components stale, the analysis queued. */
export async function finishImport(db: Db, row: Pick<PostImportRow, 'id' | 'dashboardId'>): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await settleImportRow(tx, row.id, 'applied'))) return;
    await markComponentsStale(tx, row.dashboardId);
    await addDataSource(tx, row.dashboardId, 'import');
    await enqueueAnalysis(tx, row.dashboardId, 'collected');
  });
}

export async function settleImport(db: Db, store: AnalyticsStore, row: PostImportRow): Promise<void> {
  if (row.status !== 'writing') return;
  const outcome = await store.fenceWrite({
    id: row.id,
    dashboardId: row.dashboardId,
    subjectId: row.subjectId,
  });
  if (outcome === 'written') await finishImport(db, row);
  else await settleImportRow(db, row.id, 'failed');
}

/** Settles every import still `writing` that started before `before` (of one subject, if named). */
export async function settleAbandonedImports(
  db: Db,
  store: AnalyticsStore,
  opts: { before: Date; subjectId?: string },
): Promise<number> {
  const rows = await selectWritingImports(db, opts);
  for (const row of rows) await settleImport(db, store, row);
  return rows.length;
}

/** Queued with the import, for when its writer dies and no restart of this process settles it. */
export async function enqueueSettlement(db: Db, importId: string, now: Date): Promise<void> {
  await enqueueJob(db, {
    kind: SETTLE_IMPORT,
    payload: { importId },
    runAt: new Date(now.getTime() + SETTLE_AFTER_MS),
  });
}

export function registerImportJobs(registry: JobRegistry, deps: { store: AnalyticsStore }): void {
  registry.register<{ importId: string }>(SETTLE_IMPORT, {
    async run({ db, job }) {
      const row = await findImport(db, job.payload.importId);
      if (row) await settleImport(db, deps.store, row);
      return { status: row ? (await findImport(db, row.id))?.status : 'deleted' };
    },
  });
}
