import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AD_DATA_UPLOAD_PATH } from '../../src/lib/api/endpoints.ts';
import { adDatasets, adUploadChunks, jobs } from '../../server/db/schema/index.ts';
import { AD_PARSE_UPLOAD } from '../../server/domains/ads/ad-job-queue.ts';
import { UPLOAD_CHUNK_BYTES } from '../../server/domains/ads/upload-chunks.ts';
import { metaExportCsv } from '../server/ads/import/meta-export-fixture.ts';
import { seededDataDir, startServer, waitUntil, type ServerProcess } from './helpers/spawn-server.ts';
import { readStoppedData } from './helpers/stopped-data.ts';

/**
 * kill -9 of a real server while an accepted ad export is parsed (rows staged, not committed) and after its rows
 * were committed (tags and the dataset's row not written yet), then a restart: the durable parse job runs again
 * from the stored bytes and the dataset ends `success` once, with every row once and nothing half-written.
 */
const ROWS = 3_000;
const FILE = metaExportCsv(ROWS);
const work: string[] = [];

afterAll(async () => {
  for (const dir of work) await rm(dir, { recursive: true, force: true });
});

async function upload(server: ServerProcess, token: string): Promise<{ dataset_id: string; state: string }> {
  const form = new FormData();
  form.set('file', new Blob([FILE as BlobPart], { type: 'text/csv' }), 'meta-kill.csv');
  const res = await fetch(new URL(AD_DATA_UPLOAD_PATH, server.url), {
    method: 'POST',
    body: form,
    headers: { 'MB-TOKEN': token },
  });
  const body = (await res.json()) as { code: number; data: { dataset_id: string; state: string } };
  expect(body.code).toBe(0);
  return body.data;
}

async function stoppedState(dataDir: string, datasetId: string) {
  return readStoppedData(dataDir, async ({ db, facts }) => {
    const count = async (table: string) =>
      (
        await facts<{ n: number }>(`select count(*) as n from analytics.${table} where dataset_id = $1`, [
          datasetId,
        ])
      )[0]!.n;
    const [dataset] = await db.select().from(adDatasets).where(eq(adDatasets.id, datasetId));
    const parses = await db.select().from(jobs).where(eq(jobs.kind, AD_PARSE_UPLOAD));
    return {
      state: dataset?.state,
      rowCount: dataset?.rowCount,
      days: await count('ad_days'),
      rollup: await count('ad_day_ads'),
      tags: await count('ad_tags'),
      chunks: (await db.select({ seq: adUploadChunks.seq }).from(adUploadChunks)).length,
      parses: parses.map((j) => ({ status: j.status, attempts: j.attempts })),
    };
  });
}

const points = [
  { point: 'ad-upload:rows-staged', committed: false },
  { point: 'ad-upload:after-facts', committed: true },
] as const;

// One kill at a time: two servers parsing side by side, beside the other lanes of `npm test`, ran past 5 minutes.
describe('kill -9 while an ad export is parsed', () => {
  for (const { point, committed } of points) {
    it(`at ${point}: the restart finishes the dataset once, every row once`, async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'booster-fault-ad-upload-'));
      work.push(dir);
      const dataDir = await seededDataDir(path.join(dir, 'data'));
      const server = await startServer({
        dataDir,
        env: { BOOSTER_FAULT_POINTS: point },
      });
      const token = await server.signIn();
      const accepted = await upload(server, token);
      expect(accepted.state).toBe('parsing');
      await waitUntil(
        `the parse to reach ${point}`,
        async () => (server.output().includes(`FAULT_POINT ${point}`) ? true : undefined),
        { timeoutMs: 90_000 },
      );
      expect((await server.kill('SIGKILL')).signal).toBe('SIGKILL');

      const killed = await stoppedState(dataDir, accepted.dataset_id);
      expect(killed).toMatchObject({
        state: 'parsing',
        rowCount: 0,
        // Staged rows died with the process; committed ones are the whole file, never a part of it.
        days: committed ? ROWS : 0,
        tags: 0,
        chunks: Math.ceil(deflateRawSync(FILE, { level: 1 }).length / UPLOAD_CHUNK_BYTES),
        parses: [{ status: 'running', attempts: 1 }],
      });

      const restarted = await startServer({ dataDir });
      try {
        const again = await restarted.signIn();
        await waitUntil(
          'the dataset to be parsed',
          async () => {
            const detail = await restarted.call('adData.detail', { dataset_id: accepted.dataset_id }, again);
            return detail.body.data.state === 'success' ? detail.body.data : undefined;
          },
          { timeoutMs: 90_000 },
        );
      } finally {
        await restarted.kill('SIGTERM');
      }
      const finished = await stoppedState(dataDir, accepted.dataset_id);
      expect(finished).toMatchObject({
        state: 'success',
        rowCount: ROWS,
        days: ROWS,
        chunks: 0,
        parses: [{ status: 'succeeded', attempts: 2 }],
      });
      expect(finished.rollup).toBeGreaterThan(0);
      expect(finished.tags).toBeGreaterThan(0);
    });
  }
});
