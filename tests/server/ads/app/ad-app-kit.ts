import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { AD_DATA_CHECK_PATH, AD_DATA_UPLOAD_PATH } from '../../../../src/lib/api/endpoints.ts';
import type { Envelope } from '../../../../src/lib/api/error-codes.ts';
import { jobs } from '../../../../server/db/schema/index.ts';
import { registerAdJobs } from '../../../../server/domains/ads/ad-jobs.ts';
import { JobRegistry } from '../../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../../server/jobs/job-runner.ts';
import type { ModelProvider } from '../../../../server/ai/model-provider.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** A fixture export of the import's own suite (tests/server/ads/import/fixtures). */
export const exportFixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '..', 'import', 'fixtures', name));

type Fields = Record<string, string>;

/** A multipart POST as the screen sends it: the fields and the file. */
export async function postFile<T>(
  t: TestApp,
  url: string,
  token: string,
  file: { bytes: Uint8Array | string; name: string; type?: string },
  fields: Fields = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([file.bytes as BlobPart], { type: file.type ?? 'text/csv' }), file.name);
  const res = await t.app.request(url, { method: 'POST', body: form, headers: { 'MB-TOKEN': token } });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

export const uploadFile = (
  t: TestApp,
  token: string,
  file: Parameters<typeof postFile>[3],
  fields?: Fields,
) => postFile<{ dataset_id: string; state: string }>(t, AD_DATA_UPLOAD_PATH, token, file, fields);

export const checkFile = (t: TestApp, token: string, file: Parameters<typeof postFile>[3], fields?: Fields) =>
  postFile<{ problems: { code?: number; row?: number; params?: Record<string, unknown> }[]; rows: number }>(
    t,
    AD_DATA_CHECK_PATH,
    token,
    file,
    fields,
  );

/**
 * Runs the ad jobs due now (and those they queue) to the end, as the server's runner would, with the app's store
 * and sources; `models` proposes tags (none: the built-in analyzer).
 */
export async function runAdJobs(t: TestApp, opts: { models?: ModelProvider } = {}): Promise<void> {
  const registry = new JobRegistry();
  registerAdJobs(registry, {
    store: t.deps.analytics,
    sources: t.deps.adSources,
    config: t.deps.config,
    models: opts.models,
  });
  await runDueJobs(t, registry);
}

/** Runs the registry's jobs due now, and those they queue, until none is left (at most ten rounds). */
export async function runDueJobs(t: TestApp, registry: JobRegistry): Promise<void> {
  const runner = createJobRunner({
    db: t.deps.db,
    registry,
    backoff: () => 0,
    pollMs: 60_000,
    log: () => {},
  });
  for (let round = 0; round < 10; round++) {
    await runner.tick();
    await runner.whenIdle();
    const due = await t.deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.status, 'queued'), inArray(jobs.kind, registry.kinds()), lte(jobs.runAt, new Date())),
      );
    if (due.length === 0) break;
  }
  await runner.stop(0);
}

/** The rows the analytics store holds for a dataset. */
export async function factCount(t: TestApp, datasetId: string, table = 'ad_days'): Promise<number> {
  const [row] = await t.deps.analytics.all<{ n: number }>(
    `select count(*) as n from analytics.${table} where dataset_id = $1`,
    [datasetId],
  );
  return row!.n;
}
