import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  koxAttachmentBlobs,
  koxAttachmentChunks,
  koxMailboxes,
  koxOutreachAttachments,
  koxSandboxMessages,
} from '../../../server/db/schema/index.ts';
import { OUTREACH_ATTACHMENT_UPLOAD_PATH } from '../../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { ATTACHMENT_TOTAL_MAX_BYTES } from '../../../src/lib/kox-outreach-attachments.ts';
import { sha256Of } from '../../../server/domains/kox-outreach-attachments/blob-store.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newTeam, newUser, ok, teamWorld } from '../teams/org-kit.ts';
import { outreachProject, runOutreachJobs, sampleCreators } from '../kox-outreach/outreach-kit.ts';
import { download, pdfOf, upload } from './attachment-kit.ts';

/* Outreach attachments: upload, §5's 50 MB total, hostile files, scoping, states, download and sending. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let project: string;
let drafts: string[];
let rival: Awaited<ReturnType<typeof newUser>>;
let rivalEmail: string | undefined;

async function draftsOf(token: string, projectId: string) {
  ok(await t.call('koxOutreach.draft', { project_id: projectId }, token));
  await runOutreachJobs(t);
  const list = ok(await t.call('koxOutreach.list', { project_id: projectId, page_size: 100 }, token)).list;
  return list.filter((e) => e.status === 'draft').map((e) => e.email_id);
}

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'attach');
  project = await outreachProject(t, w.editor.token, {
    name: 'Attachments',
    creatorIds: sampleCreators(4, true, 1),
  });
  drafts = await draftsOf(w.editor.token, project);
  rival = await newUser(t, 'attach-rival');
  await newTeam(t, 'Rival attach team', rival);
  const rivalProject = await outreachProject(t, rival.token, {
    name: 'Rival',
    creatorIds: sampleCreators(1, true, 1),
  });
  [rivalEmail] = await draftsOf(rival.token, rivalProject);
}, 120_000);
afterAll(() => t.close());

const listOf = async (emailId: string, token = w.editor.token) =>
  ok(await t.call('koxOutreach.attachments', { email_id: emailId }, token));
const blobCount = async () => (await t.deps.db.select().from(koxAttachmentBlobs)).length;

describe('attaching to one e-mail', () => {
  it('keeps the name, type and size, serves the same bytes as a download, and shares one copy', async () => {
    const kit = pdfOf(3 * 1024 * 1024 + 17);
    const first = await upload(
      t,
      w.editor.token,
      { email_id: drafts[0]! },
      { bytes: kit, name: 'Media kit 2026.pdf' },
    );
    expect(first.body.code).toBe(0);
    const list = await listOf(drafts[0]!, w.viewer.token);
    expect(list).toMatchObject({ total_bytes: kit.length, max_bytes: ATTACHMENT_TOTAL_MAX_BYTES });
    expect(list.attachments).toEqual([
      expect.objectContaining({
        file_name: 'Media kit 2026.pdf',
        content_type: 'application/pdf',
        size: kit.length,
      }),
    ]);
    // Four chunks of at most 1 MiB.
    expect(await t.deps.db.select({ seq: koxAttachmentChunks.seq }).from(koxAttachmentChunks)).toHaveLength(
      4,
    );

    const res = await download(t, w.viewer.token, list.attachments[0]!.attachment_id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Media kit 2026.pdf"; filename*=UTF-8''Media%20kit%202026.pdf`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), Buffer.from(kit))).toBe(0);

    // The same file on another e-mail, and again on the first: one stored copy, no second row on the first.
    ok(await upload(t, w.editor.token, { email_id: drafts[1]! }, { bytes: kit, name: 'Media kit 2026.pdf' }));
    ok(await upload(t, w.editor.token, { email_id: drafts[0]! }, { bytes: kit, name: 'Media kit 2026.pdf' }));
    expect(await blobCount()).toBe(1);
    expect((await listOf(drafts[0]!)).attachments).toHaveLength(1);

    // Removed from one, the content stays for the other; removed from both, it is gone.
    const [a0] = (await listOf(drafts[0]!)).attachments;
    const [a1] = (await listOf(drafts[1]!)).attachments;
    ok(await t.call('koxOutreach.removeAttachment', { attachment_id: a0!.attachment_id }, w.editor.token));
    expect(await blobCount()).toBe(1);
    const after = ok(
      await t.call('koxOutreach.removeAttachment', { attachment_id: a1!.attachment_id }, w.editor.token),
    );
    expect(after).toMatchObject({ attachments: [], total_bytes: 0 });
    expect(await blobCount()).toBe(0);
    expect(await t.deps.db.select().from(koxAttachmentChunks)).toHaveLength(0);
  }, 120_000);

  it('gives a Chinese or strange name an ASCII fallback and the exact name encoded', async () => {
    const name = '媒体资料 "v2"; x=1.pdf';
    ok(await upload(t, w.editor.token, { email_id: drafts[2]! }, { bytes: pdfOf(100), name }));
    const [a] = (await listOf(drafts[2]!)).attachments;
    expect(a!.file_name).toBe(name);
    const res = await download(t, w.editor.token, a!.attachment_id);
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toContain('"v2"');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(name);
    ok(await t.call('koxOutreach.removeAttachment', { attachment_id: a!.attachment_id }, w.editor.token));
  });
});

describe('hostile files', () => {
  const refused = async (file: { bytes: Uint8Array; name: string; type?: string }, code: number) => {
    const before = await blobCount();
    const res = await upload(t, w.editor.token, { email_id: drafts[3]! }, file);
    expect(res.body.code, file.name).toBe(code);
    expect(await blobCount()).toBe(before);
    expect((await listOf(drafts[3]!)).attachments).toHaveLength(0);
  };

  it('refuses an empty file, bad names, a type not allowed or not matching, each with its code', async () => {
    await refused({ bytes: new Uint8Array(0), name: 'empty.pdf' }, ErrorCode.KOX_ATTACHMENT_EMPTY);
    await refused({ bytes: pdfOf(10), name: `${'a'.repeat(296)}.pdf` }, ErrorCode.KOX_ATTACHMENT_NAME);
    await refused({ bytes: pdfOf(10), name: 'a\\..\\b.pdf' }, ErrorCode.KOX_ATTACHMENT_NAME);
    await refused({ bytes: pdfOf(10), name: 'tab\there.pdf' }, ErrorCode.KOX_ATTACHMENT_NAME);
    await refused(
      { bytes: Buffer.from('<script>alert(1)</script>'), name: 'page.html', type: 'text/html' },
      ErrorCode.KOX_ATTACHMENT_TYPE,
    );
    await refused(
      { bytes: Buffer.from('<svg/>'), name: 'logo.svg', type: 'image/svg+xml' },
      ErrorCode.KOX_ATTACHMENT_TYPE,
    );
    // A PDF's name with HTML declared, and a "PDF" whose content is HTML.
    await refused({ bytes: pdfOf(10), name: 'kit.pdf', type: 'text/html' }, ErrorCode.KOX_ATTACHMENT_TYPE);
    await refused({ bytes: Buffer.from('<html></html>'), name: 'kit.pdf' }, ErrorCode.KOX_ATTACHMENT_TYPE);
    await refused(
      { bytes: Buffer.from('a\u0000b'), name: 'notes.txt', type: 'text/plain' },
      ErrorCode.KOX_ATTACHMENT_TYPE,
    );
  });

  it('refuses a NUL byte or a path in the name as the multipart body carries it', async () => {
    const raw = (fileName: string) => {
      const boundary = 'xBoundary42';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="email_id"\r\n\r\n${drafts[3]}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
            `Content-Type: application/pdf\r\n\r\n`,
        ),
        Buffer.from(pdfOf(64)),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.request(OUTREACH_ATTACHMENT_UPLOAD_PATH, {
        method: 'POST',
        body,
        headers: { 'MB-TOKEN': w.editor.token, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const codes: Record<string, number> = {};
    for (const name of ['kit\u0000.pdf', '../../etc/kit.pdf', '/tmp/kit.pdf', '..\\kit.pdf'])
      codes[name] = ((await (await raw(name)).json()) as { code: number }).code;
    // The multipart parser hands the name over as sent (no path stripped): each is refused by name.
    expect(Object.values(codes)).toEqual(Array(4).fill(ErrorCode.KOX_ATTACHMENT_NAME));
    expect((await listOf(drafts[3]!)).attachments).toHaveLength(0);
  });

  it('stops reading a body over the limit, declared or not, with §5’s rule', async () => {
    const declared = await t.app.request(OUTREACH_ATTACHMENT_UPLOAD_PATH, {
      method: 'POST',
      body: 'x',
      headers: {
        'MB-TOKEN': w.editor.token,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(1024 ** 3),
      },
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { code: number }).code).toBe(ErrorCode.KOX_ATTACHMENT_TOTAL);
    expect(declared.headers.get('connection')).toBe('close');

    // A 1 GB body sent without a length: read up to the limit only.
    let produced = 0;
    const piece = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (produced >= 1024 ** 3) return controller.close();
        produced += piece.length;
        controller.enqueue(piece);
      },
    });
    const res = await t.app.request(OUTREACH_ATTACHMENT_UPLOAD_PATH, {
      method: 'POST',
      body: endless,
      duplex: 'half',
      headers: { 'MB-TOKEN': w.editor.token, 'Content-Type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: number }).code).toBe(ErrorCode.KOX_ATTACHMENT_TOTAL);
    expect(produced).toBeLessThan(ATTACHMENT_TOTAL_MAX_BYTES + 16 * 1024 * 1024);
  }, 60_000);
});

describe('the 50 MB total (spec §5)', () => {
  it('refuses a file that would take an e-mail over 50 MB, before writing anything', async () => {
    ok(await upload(t, w.editor.token, { email_id: drafts[3]! }, { bytes: pdfOf(2048), name: 'small.pdf' }));
    const blobs = await blobCount();
    const over = await upload(
      t,
      w.editor.token,
      { email_id: drafts[3]! },
      { bytes: pdfOf(ATTACHMENT_TOTAL_MAX_BYTES - 2048 + 1, 2), name: 'big.pdf' },
    );
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({
      code: ErrorCode.KOX_ATTACHMENT_TOTAL,
      message: 'Total attachments at most 50MB',
    });
    expect(await blobCount()).toBe(blobs);
    // One file alone over 50 MB (the multipart body itself within the limit's envelope).
    const alone = await upload(
      t,
      w.editor.token,
      { email_id: drafts[2]! },
      { bytes: pdfOf(ATTACHMENT_TOTAL_MAX_BYTES + 1, 3), name: 'huge.pdf' },
    );
    expect(alone.body.code).toBe(ErrorCode.KOX_ATTACHMENT_TOTAL);
    expect((await listOf(drafts[3]!)).total_bytes).toBe(2048);
  }, 60_000);

  it('attaches to all of a project’s drafts, or to none when one would go over', async () => {
    const sheet = pdfOf(5000, 4);
    const none = await upload(
      t,
      w.editor.token,
      { project_id: project },
      { bytes: pdfOf(ATTACHMENT_TOTAL_MAX_BYTES - 1000, 5), name: 'nearly-50.pdf' },
    );
    // drafts[3] already holds 2,048 bytes: it would go over, so none gets the file.
    expect(none.body.code).toBe(ErrorCode.KOX_ATTACHMENT_TOTAL);
    expect(none.body.issues?.map((i) => i.message)).toEqual([drafts[3]]);
    for (const id of drafts)
      expect((await listOf(id)).attachments.some((a) => a.file_name === 'nearly-50.pdf')).toBe(false);

    const all = ok(
      await upload(t, w.editor.token, { project_id: project }, { bytes: sheet, name: 'Product sheet.pdf' }),
    );
    expect(all).toMatchObject({ attached: drafts.length, file_name: 'Product sheet.pdf', size: 5000 });
    expect([...(all.email_ids as string[])].sort()).toEqual([...drafts].sort());
    // Again: each already has it, nothing doubles.
    const again = ok(
      await upload(t, w.editor.token, { project_id: project }, { bytes: sheet, name: 'Product sheet.pdf' }),
    );
    expect(again.attached).toBe(0);
    expect((await listOf(drafts[0]!)).attachments.map((a) => a.file_name)).toEqual(['Product sheet.pdf']);
  }, 60_000);
});

describe('who may, and when', () => {
  it('is the team’s: another team’s e-mail or attachment is not found, a viewer cannot upload', async () => {
    const [mine] = (await listOf(drafts[0]!)).attachments;
    const onRival = await upload(
      t,
      w.editor.token,
      { email_id: rivalEmail! },
      { bytes: pdfOf(10), name: 'x.pdf' },
    );
    expect(onRival.body.code).toBe(ErrorCode.NOT_FOUND);
    const rivalOnMine = await upload(
      t,
      rival.token,
      { email_id: drafts[0]! },
      { bytes: pdfOf(10), name: 'x.pdf' },
    );
    expect(rivalOnMine.body.code).toBe(ErrorCode.NOT_FOUND);
    const onRivalProject = await upload(
      t,
      rival.token,
      { project_id: project },
      { bytes: pdfOf(10), name: 'x.pdf' },
    );
    expect(onRivalProject.body.code).toBe(ErrorCode.NOT_FOUND);
    const stolen = await download(t, rival.token, mine!.attachment_id);
    expect(stolen.status).toBe(404);
    expect(((await stolen.json()) as { code: number }).code).toBe(ErrorCode.NOT_FOUND);
    const byViewer = await upload(
      t,
      w.viewer.token,
      { email_id: drafts[0]! },
      { bytes: pdfOf(10), name: 'x.pdf' },
    );
    expect(byViewer.status).toBe(403);
    expect((await download(t, w.viewer.token, mine!.attachment_id)).status).toBe(200);
  });

  it('changes only while the e-mail may be edited, and goes out with it, bytes and name intact', async () => {
    ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Mia from Acme' }, w.editor.token));
    await t.deps.db
      .update(koxMailboxes)
      .set({ sendSpacingSeconds: 0 })
      .where(eq(koxMailboxes.userId, w.editor.id));
    const kit = pdfOf(200_000, 6);
    ok(await upload(t, w.editor.token, { email_id: drafts[1]! }, { bytes: kit, name: '媒体资料.pdf' }));
    const [sheet] = (await listOf(drafts[1]!)).attachments;
    ok(await t.call('koxOutreach.schedule', { email_ids: [drafts[1]!] }, w.editor.token));

    const late = await upload(
      t,
      w.editor.token,
      { email_id: drafts[1]! },
      { bytes: pdfOf(10), name: 'late.pdf' },
    );
    expect(late.body.code).toBe(ErrorCode.KOX_OUTREACH_STATE);
    const remove = await t.call(
      'koxOutreach.removeAttachment',
      { attachment_id: sheet!.attachment_id },
      w.editor.token,
    );
    expect(remove.body.code).toBe(ErrorCode.KOX_OUTREACH_STATE);

    await runOutreachJobs(t);
    const sent = ok(await t.call('koxOutreach.get', { email_id: drafts[1]! }, w.editor.token));
    expect(sent.status).toBe('sent');
    const [copy] = await t.deps.db
      .select()
      .from(koxSandboxMessages)
      .where(eq(koxSandboxMessages.messageId, sent.message_id!));
    const mail = await simpleParser(copy!.raw);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Product sheet.pdf', 'application/pdf'],
      ['媒体资料.pdf', 'application/pdf'],
    ]);
    expect(Buffer.compare(mail.attachments[1]!.content, Buffer.from(kit))).toBe(0);
    // Still listed (the thread shows what went out), still not removable.
    expect((await listOf(drafts[1]!)).attachments).toHaveLength(2);
    expect(
      await t.deps.db
        .select()
        .from(koxOutreachAttachments)
        .where(eq(koxOutreachAttachments.emailId, drafts[1]!)),
    ).toHaveLength(2);
  }, 120_000);
});

describe('deleting a project', () => {
  it('deletes the contents only its e-mails attached; a content another project’s e-mail shares stays', async () => {
    const own = pdfOf(64 * 1024, 7);
    const shared = pdfOf(64 * 1024, 8);
    const doomed = await outreachProject(t, w.editor.token, {
      name: 'Doomed',
      creatorIds: sampleCreators(1, true, 40),
    });
    const [doomedEmail] = await draftsOf(w.editor.token, doomed);
    const kept = await outreachProject(t, w.editor.token, {
      name: 'Kept',
      creatorIds: sampleCreators(1, true, 41),
    });
    const [keptEmail] = await draftsOf(w.editor.token, kept);
    for (const [emailId, file] of [
      [doomedEmail!, { bytes: own, name: 'own.pdf' }],
      [doomedEmail!, { bytes: shared, name: 'shared.pdf' }],
      [keptEmail!, { bytes: shared, name: 'shared.pdf' }],
    ] as const)
      expect((await upload(t, w.editor.token, { email_id: emailId }, file)).body.code).toBe(0);
    const contents = async () =>
      (await t.deps.db.select({ sha256: koxAttachmentBlobs.sha256 }).from(koxAttachmentBlobs)).map(
        (r) => r.sha256,
      );
    const chunksOf = async (sha256: string) =>
      (await t.deps.db.select().from(koxAttachmentChunks).where(eq(koxAttachmentChunks.sha256, sha256)))
        .length;
    const [ownSha, sharedSha] = [sha256Of(own), sha256Of(shared)];
    expect(await contents()).toEqual(expect.arrayContaining([ownSha, sharedSha]));

    ok(await t.call('koxProject.delete', { project_id: doomed }, w.editor.token));
    expect(await contents()).not.toContain(ownSha);
    expect(await chunksOf(ownSha)).toBe(0);
    expect(await contents()).toContain(sharedSha);
    expect(await chunksOf(sharedSha)).toBe(1);
    const download1 = await download(
      t,
      w.editor.token,
      (await listOf(keptEmail!)).attachments[0]!.attachment_id,
    );
    expect(Buffer.from(await download1.arrayBuffer()).equals(Buffer.from(shared))).toBe(true);
  }, 120_000);
});
