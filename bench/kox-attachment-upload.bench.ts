/**
 * Outreach attachments near the 50 MB limit (issue 9's stalls), on the built server: a 45 MB PDF attached to a
 * project's drafts five times. Reported: the server's own longest event-loop gap during the uploads
 * (bench/loop-gap-preload.mjs; target ≤ 20 ms on a quiet machine), the same less the main thread's waits for a
 * core, an idle process's longest gap beside it (the machine's share), and the upload's time to its answer.
 */
import path from 'node:path';
import { OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH } from '../src/lib/api/endpoints.ts';
import { sampleCreatorCatalog } from '../server/kox/creator-catalog.ts';
import { templateDraft } from '../tests/server/helpers/kox-template-draft.ts';
import { worstAndMedianMs, type BenchResult } from './bench-result.ts';
import { ensureBuilt, startServer } from './server-process.ts';
import { loopGapEnv, longestLoopGapMs, longestOwnLoopGapMs, startBystander } from './server-loop-gap.ts';
import { round1 } from './stats.ts';
import { call, signIn } from './studio-client.ts';
import { withTempDir } from './temp-dir.ts';

const FILE_BYTES = 45 * 1024 * 1024;
const UPLOADS = 5;
const STALL_TARGET_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PDF's signature, then bytes that vary (no run a compressor or a deduplicating store could shortcut). */
function pdfOf(bytes: number, seed: number): Uint8Array {
  const data = new Uint8Array(bytes);
  data.set(new TextEncoder().encode('%PDF-1.7\n'));
  for (let i = 9, x = seed; i < bytes; i++) data[i] = x = (x * 1103515245 + 12345) >>> 16;
  return data;
}

/** A project with one drafted e-mail, to attach to. */
async function projectWithDraft(url: string, token: string): Promise<string> {
  const { template_id } = await call(url, 'koxTemplate.create', templateDraft({ name: 'Bench' }), token);
  const { project_id } = await call(
    url,
    'koxProject.create',
    {
      name: 'Bench attachments',
      start_at: '2026-03-02T09:00:00.000Z',
      batch_outreach: true,
      template_id,
      brief: { subject: 'the Pegasus Trail 5 running shoe' },
    },
    token,
  );
  const creator = sampleCreatorCatalog().creator('sample-000001');
  if (!creator) throw new Error('The sample corpus has no sample-000001');
  await call(url, 'koxProject.addCreators', { project_id, creator_ids: [creator.id] }, token);
  const { batch } = await call(url, 'koxOutreach.draft', { project_id, language: 'en' }, token);
  for (;;) {
    const progress = await call(url, 'koxOutreach.batch', { batch_id: batch.batch_id }, token);
    if (progress.done) break;
    await sleep(200);
  }
  return project_id;
}

export default async function run(): Promise<BenchResult[]> {
  ensureBuilt();
  return withTempDir('bench-kox-attachments', async (dir) => {
    const gaps = path.join(dir, 'gaps.txt');
    const bystanderGaps = path.join(dir, 'bystander.txt');
    const server = await startServer({ dataDir: path.join(dir, 'data'), env: loopGapEnv(gaps) });
    const bystander = startBystander(bystanderGaps);
    try {
      const token = await signIn(server.url);
      const projectId = await projectWithDraft(server.url, token);
      const drafts = await call(server.url, 'koxOutreach.list', { project_id: projectId }, token);
      const emailId = drafts.list[0]!.email_id;
      const answered: number[] = [];
      const from = Date.now();
      for (let i = 0; i < UPLOADS; i++) {
        const form = new FormData();
        form.set('project_id', projectId);
        form.set(
          'file',
          new Blob([pdfOf(FILE_BYTES, i) as BlobPart], { type: 'application/pdf' }),
          `deck-${i}.pdf`,
        );
        const started = performance.now();
        const res = await fetch(server.url + OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH, {
          method: 'POST',
          body: form,
          headers: { 'MB-TOKEN': token },
        });
        const body = (await res.json()) as { code: number; message: string };
        if (body.code !== 0) throw new Error(`The upload answered ${body.code} ${body.message}`);
        answered.push(performance.now() - started);
        // The 50 MB total is per e-mail: the file is removed again before the next.
        const { attachments } = await call(
          server.url,
          'koxOutreach.attachments',
          { email_id: emailId },
          token,
        );
        for (const { attachment_id } of attachments)
          await call(server.url, 'koxOutreach.removeAttachment', { attachment_id }, token);
      }
      const to = Date.now();
      const label = `outreach attachment of ${FILE_BYTES / 1024 / 1024} MB, ${UPLOADS} uploads`;
      return [
        {
          name: `${label}: the server's longest event-loop gap`,
          value: round1(longestLoopGapMs(gaps, from, to)),
          unit: 'ms',
          target: STALL_TARGET_MS,
        },
        {
          name: `${label}: … less its waits for a core`,
          value: round1(longestOwnLoopGapMs(gaps, from, to)),
          unit: 'ms',
        },
        {
          name: `${label}: an idle process's longest gap beside it`,
          value: round1(longestLoopGapMs(bystanderGaps, from, to)),
          unit: 'ms',
        },
        ...worstAndMedianMs(`${label}: to the answer`, answered, 'upload'),
      ];
    } finally {
      bystander.stop();
      await server.stop();
    }
  });
}
