import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OUTREACH_ATTACHMENT_UPLOAD_PATH,
  OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH,
} from '../../../src/lib/api/endpoints.ts';
import { startMailHarness, type MailHarness } from '../../helpers/mail-server/mail-harness.ts';
import { inboxMessages } from '../../helpers/mail-server/read-inbox.ts';
import { seededDataDir, startServer, waitUntil, type ServerProcess } from '../helpers/spawn-server.ts';
import { allSent, countDeliveries, draftsForHarness } from './outreach-fault-kit.ts';

/*
 * Attachments through a custom mailbox (alice at the harness's real Dovecot) from the real server process: the
 * server is killed (-9) right after SMTP accepted an e-mail with a PDF, and restarted; the Bcc copy lookup still
 * finds it, each e-mail arrives once, and the PDF arrives with the same bytes under the same name.
 */

let mail: MailHarness;
let dir: string;
beforeAll(async () => {
  mail = await startMailHarness();
  dir = await mkdtemp(path.join(tmpdir(), 'booster-fault-attach-'));
});
afterAll(async () => {
  await mail?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A small real PDF, padded in a stream object with 3 MB of every byte value (so it spans several chunks). */
function mediaKitPdf(): Buffer {
  const padding = Buffer.alloc(3 * 1024 * 1024 + 123);
  for (let i = 0; i < padding.length; i++) padding[i] = (i * 131) & 0xff;
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'),
    Buffer.from('2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n'),
    Buffer.from(`3 0 obj << /Length ${padding.length} >> stream\n`),
    padding,
    Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

async function upload(
  server: ServerProcess,
  token: string,
  route: string,
  field: Record<string, string>,
  file: File,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(field)) form.append(k, v);
  form.append('file', file);
  const res = await fetch(new URL(route, server.url), {
    method: 'POST',
    body: form,
    headers: { 'MB-TOKEN': token },
  });
  const body = (await res.json()) as { code: number; message: string };
  if (body.code !== 0) throw new Error(`upload: ${body.code} ${body.message}`);
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('outreach attachments against Dovecot', () => {
  it('kill -9 after SMTP took an e-mail with a PDF, restart: it arrives once, the PDF intact', async () => {
    const dataDir = await seededDataDir(path.join(dir, 'data'));
    const point = 'outreach:after-smtp';
    const server = await startServer({ dataDir, env: { BOOSTER_FAULT_POINTS: point } });
    const token = await server.signIn();
    const { projectId, emailIds } = await draftsForHarness(server, token, mail, { count: 2 });
    const pdf = mediaKitPdf();
    const pdfName = 'Media kit – 2026 (媒体资料).pdf';
    await upload(
      server,
      token,
      OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH,
      { project_id: projectId },
      new File([new Uint8Array(pdf)], pdfName, { type: 'application/pdf' }),
    );
    const notes = Buffer.from('Shipping: March 2026\r\n');
    await upload(
      server,
      token,
      OUTREACH_ATTACHMENT_UPLOAD_PATH,
      { email_id: emailIds[0]! },
      new File([new Uint8Array(notes)], 'notes.txt', { type: 'text/plain' }),
    );

    expect((await server.call('koxOutreach.schedule', { email_ids: emailIds }, token)).body.code).toBe(0);
    await waitUntil(
      `a send to reach ${point}`,
      async () => (server.output().includes(`FAULT_POINT ${point}`) ? true : undefined),
      { timeoutMs: 120_000 },
    );
    await server.kill('SIGKILL');

    const restarted = await startServer({ dataDir });
    const again = await restarted.signIn();
    const emails = await allSent(restarted, again, projectId, 180_000);
    await restarted.kill('SIGTERM');
    for (const counted of await countDeliveries(mail, emails))
      expect(counted).toEqual({ to: 1, senderCopy: 1 });

    const received = [...(await inboxMessages(mail, 'bob')), ...(await inboxMessages(mail, 'carol'))];
    for (const e of emails) {
      const message = received.find((m) => m.messageId === e.message_id)!;
      expect(message, e.email_id).toBeDefined();
      const files = message.attachments.map((a) => ({
        name: a.filename,
        type: a.contentType,
        sha: sha(a.content),
      }));
      const expected = [{ name: pdfName, type: 'application/pdf', sha: sha(pdf) }];
      if (e.email_id === emailIds[0])
        expected.push({ name: 'notes.txt', type: 'text/plain', sha: sha(notes) });
      expect(files).toEqual(expected);
    }
  }, 420_000);
});
