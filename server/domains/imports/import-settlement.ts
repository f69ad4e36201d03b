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

type ImportRef = Pick<PostImportRow, 'id' | 'dashboardId' | 'teamId'>;

/** In `tx`: the app side of an import whose facts are written (once: nothing when it was settled already). */
async function applyImport(tx: Db, row: ImportRef): Promise<void> {
  if (!(await settleImportRow(tx, row.id, 'applied'))) return;
  await markComponentsStale(tx, row.dashboardId);
  await addDataSource(tx, row.dashboardId, 'import');
  await enqueueAnalysis(tx, { id: row.dashboardId, teamId: row.teamId }, 'collected');
}

/** In `tx`: the app side of an import to match what its facts' record says. */
async function settleImportIn(tx: Db, row: ImportRef, outcome: 'written' | 'aborted'): Promise<void> {
  if (outcome === 'written') await applyImport(tx, row);
  else await settleImportRow(tx, row.id, 'failed');
}

/** The app side of an import whose facts are written: applied, its components stale, the analysis queued. */
export async function finishImport(db: Db, row: ImportRef): Promise<void> {
  await db.transaction((tx) => applyImport(tx, row));
}

/** Settles the facts' record of an import still `writing`: an unfinished write is fenced as aborted. */
function fenceImport(store: AnalyticsStore, row: PostImportRow): Promise<'written' | 'aborted'> {
  return store.fenceWrite({ id: row.id, dashboardId: row.dashboardId, subjectId: row.subjectId });
}

export async function settleImport(db: Db, store: AnalyticsStore, row: PostImportRow): Promise<void> {
  if (row.status !== 'writing') return;
  const outcome = await fenceImport(store, row);
  await db.transaction((tx) => settleImportIn(tx, row, outcome));
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
export async function enqueueSettlement(
  db: Db,
  opts: { importId: string; teamId: string },
  now: Date,
): Promise<void> {
  const { importId, teamId } = opts;
  await enqueueJob(db, {
    kind: SETTLE_IMPORT,
    teamId,
    payload: { importId },
    runAt: new Date(now.getTime() + SETTLE_AFTER_MS),
  });
}

export function registerImportJobs(registry: JobRegistry, deps: { store: AnalyticsStore }): void {
  registry.register<{ importId: string }>(SETTLE_IMPORT, {
    async run({ db, job, holdingClaim, finish }) {
      const row = await findImport(db, job.payload.importId);
      if (!row) return { status: 'deleted' };
      // The facts' outcome is recorded once (the first record wins and every settler reads it); the import's row
      // is settled in the transaction that finishes the job.
      const outcome =
        row.status === 'writing' ? await holdingClaim(() => fenceImport(deps.store, row)) : null;
      return finish(async (tx) => {
        if (outcome) await settleImportIn(tx, row, outcome);
        return { status: (await findImport(tx, row.id))?.status };
      });
    },
  });
}
