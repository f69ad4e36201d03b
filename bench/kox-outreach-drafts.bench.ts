/**
 * Outreach at volume (issue 13), on the built server: 1,000 drafts written by the offline writer in one batch
 * (target ≤ 30 s from the request to the batch done), then those 1,000 e-mails scheduled at once through a
 * custom mailbox on a local smtp-server with a daily cap of 20 and 1 s between sends: exactly 20 arrive, about
 * 1 s apart (the spacing holds between the decisions to send; arrivals add each SMTP round trip's jitter, so
 * the bound on their gaps is 0.8 s), and the other 980 are put back to the next day.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { sampleCreatorCatalog } from '../server/kox/creator-catalog.ts';
import { templateDraft } from '../tests/server/helpers/kox-template-draft.ts';
import type { BenchResult } from './bench-result.ts';
import { ensureBuilt, startServer } from './server-process.ts';
import { round1 } from './stats.ts';
import { call, signIn } from './studio-client.ts';
import { withTempDir } from './temp-dir.ts';

const DRAFTS = 1_000;
const DRAFT_TARGET_S = 30;
const CAP = 20;
const SPACING_S = 1;

function creatorsWithEmail(count: number): string[] {
  const catalog = sampleCreatorCatalog();
  const found: string[] = [];
  for (let n = 1; found.length < count; n++) {
    const c = catalog.creator(`sample-${String(n).padStart(6, '0')}`);
    if (!c) throw new Error('The sample corpus ran out');
    if (c.email) found.push(c.id);
  }
  return found;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A local SMTP server that takes everything and notes when each creator's copy arrived. */
async function arrivalsServer() {
  const arrivals: number[] = [];
  const server = new SMTPServer({
    logger: false,
    secure: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        arrivals.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { arrivals, port: (server.server.address() as AddressInfo).port, close: () => server.close() };
}

export default async function run(): Promise<BenchResult[]> {
  ensureBuilt();
  const smtp = await arrivalsServer();
  try {
    return await withTempDir('bench-kox-outreach', async (dir) => {
      const server = await startServer({ dataDir: path.join(dir, 'data') });
      try {
        const url = server.url;
        const token = await signIn(url);
        const { template_id } = await call(
          url,
          'koxTemplate.create',
          templateDraft({ name: 'Bench outreach' }),
          token,
        );
        const { project_id } = await call(
          url,
          'koxProject.create',
          {
            name: 'Bench outreach',
            start_at: '2026-03-02T09:00:00.000Z',
            batch_outreach: true,
            template_id,
            brief: { subject: 'the Pegasus Trail 5 running shoe' },
          },
          token,
        );
        const creators = creatorsWithEmail(DRAFTS);
        for (let i = 0; i < DRAFTS; i += 500)
          await call(
            url,
            'koxProject.addCreators',
            { project_id, creator_ids: creators.slice(i, i + 500) },
            token,
          );

        const draftStarted = performance.now();
        const { batch } = await call(url, 'koxOutreach.draft', { project_id, language: 'en' }, token);
        const drafted = await until(
          'the drafts',
          async () => {
            const progress = await call(url, 'koxOutreach.batch', { batch_id: batch.batch_id }, token);
            return progress.done ? progress : undefined;
          },
          120_000,
        );
        const draftSeconds = (performance.now() - draftStarted) / 1000;
        if (drafted.counts.draft !== DRAFTS)
          throw new Error(`Only ${drafted.counts.draft} drafts were written`);

        await call(
          url,
          'koxMailbox.save',
          {
            kind: 'custom',
            sender_name: 'Bench',
            address: 'bench@bench.test',
            password: 'x',
            auth_password: 'x',
            smtp_host: '127.0.0.1',
            smtp_port: smtp.port,
            smtp_security: 'none',
            imap_host: '127.0.0.1',
            imap_port: 1,
            imap_security: 'none',
          },
          token,
        );
        await call(
          url,
          'koxOutreach.senderSettings',
          { daily_cap: CAP, send_spacing_seconds: SPACING_S },
          token,
        );
        const sendStarted = performance.now();
        const scheduled = await call(url, 'koxOutreach.schedule', { batch_id: batch.batch_id }, token);
        const scheduleSeconds = (performance.now() - sendStarted) / 1000;
        const tomorrow = new Date((Math.floor(Date.now() / 86_400_000) + 1) * 86_400_000).toISOString();
        const settled = await until(
          'the cap to be reached and the rest put back',
          async () => {
            const p = await call(url, 'koxOutreach.batch', { batch_id: scheduled.batch_id }, token);
            if (p.counts.sent < CAP) return undefined;
            let putBack = 0;
            for (let page = 1; page <= Math.ceil(DRAFTS / 100); page++) {
              const { list } = await call(
                url,
                'koxOutreach.list',
                { project_id, status: 'scheduled', page, page_size: 100 },
                token,
              );
              putBack += list.filter((e) => (e.scheduled_at ?? '') >= tomorrow).length;
            }
            return putBack === DRAFTS - CAP ? { sent: p.counts.sent, putBack } : undefined;
          },
          180_000,
        );
        const capSeconds = (performance.now() - sendStarted) / 1000;
        const gaps = smtp.arrivals.slice(1).map((at, i) => (at - smtp.arrivals[i]!) / 1000);
        return [
          {
            name: `outreach: ${DRAFTS} drafts by the offline writer`,
            value: round1(draftSeconds),
            unit: 's',
            target: DRAFT_TARGET_S,
          },
          {
            name: `outreach: schedule ${DRAFTS} e-mails (one call)`,
            value: round1(scheduleSeconds),
            unit: 's',
          },
          { name: `outreach: sent under a cap of ${CAP}`, value: settled.sent, unit: 'e-mails', target: CAP },
          {
            name: 'outreach: arrived at the SMTP server',
            value: smtp.arrivals.length,
            unit: 'e-mails',
            target: CAP,
          },
          {
            name: `outreach: put back to the next day`,
            value: settled.putBack,
            unit: 'e-mails',
            min: DRAFTS - CAP,
          },
          {
            name: `outreach: shortest gap between sends (spacing ${SPACING_S} s)`,
            value: round1(Math.min(...gaps)),
            unit: 's',
            min: SPACING_S * 0.8,
          },
          { name: 'outreach: cap reached and the rest put back', value: round1(capSeconds), unit: 's' },
        ];
      } finally {
        await server.stop();
      }
    });
  } finally {
    smtp.close();
  }
}
