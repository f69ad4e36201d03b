import { and, asc, eq, inArray } from 'drizzle-orm';
import { ATTACHMENT_TOTAL_MAX_BYTES } from '../../../src/lib/kox-outreach-attachments.ts';
import { EDITABLE_STATUSES, type OutreachStatus } from '../../../src/lib/kox-outreach-values.ts';
import type { Db, Tx } from '../../db/client.ts';
import { koxOutreachAttachments, koxOutreachEmails } from '../../db/schema/index.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { visibleProject } from '../kox-project/project-queries.ts';
import { visibleEmail, visibleEmails, type EmailRow } from '../kox-outreach/outreach-queries.ts';
import { commitBlob, dropBlobIfUnused, writeChunks } from './blob-store.ts';
import type { CheckedFile } from './attachment-file.ts';

type AttachmentRow = typeof koxOutreachAttachments.$inferSelect;

const editable = (status: OutreachStatus) =>
  (EDITABLE_STATUSES as readonly OutreachStatus[]).includes(status);

/** Spec §4: attachments change only where editing may (draft, needs info, generation or send failed): else 10315. */
function checkEditable(emails: EmailRow[]): void {
  const fixed = emails.filter((e) => !editable(e.status));
  if (fixed.length)
    throw new AppError(
      'KOX_OUTREACH_STATE',
      undefined,
      fixed.slice(0, 20).map((e) => ({ path: 'email_id', message: `${e.id}: ${e.status}` })),
    );
}

async function attachmentRows(db: Pick<Db, 'select'>, emailIds: string[]): Promise<AttachmentRow[]> {
  if (!emailIds.length) return [];
  return db
    .select()
    .from(koxOutreachAttachments)
    .where(inArray(koxOutreachAttachments.emailId, emailIds))
    .orderBy(asc(koxOutreachAttachments.createdAt), asc(koxOutreachAttachments.id));
}

const alreadyHas = (rows: AttachmentRow[], emailId: string, file: CheckedFile) =>
  rows.some((r) => r.emailId === emailId && r.sha256 === file.sha256 && r.fileName === file.name);

/**
 * Spec §5 "Total attachments at most 50MB" for each e-mail with the file added (a file it already has under the
 * same name adds nothing): 10323 naming every e-mail that would go over, all or none.
 */
function checkTotals(emailIds: string[], rows: AttachmentRow[], file: CheckedFile): void {
  const over = emailIds.filter((id) => {
    if (alreadyHas(rows, id, file)) return false;
    const total = rows.filter((r) => r.emailId === id).reduce((sum, r) => sum + r.size, 0);
    return total + file.size > ATTACHMENT_TOTAL_MAX_BYTES;
  });
  if (over.length)
    throw new AppError(
      'KOX_ATTACHMENT_TOTAL',
      undefined,
      over.slice(0, 20).map((id) => ({ path: 'email_id', message: id })),
    );
}

function attachmentDto(r: AttachmentRow) {
  return {
    attachment_id: r.id,
    email_id: r.emailId,
    file_name: r.fileName,
    content_type: r.contentType,
    size: r.size,
    sha256: r.sha256,
    created_at: r.createdAt.toISOString(),
  };
}

async function listOf(db: Pick<Db, 'select'>, emailId: string) {
  const rows = await attachmentRows(db, [emailId]);
  return {
    email_id: emailId,
    attachments: rows.map(attachmentDto),
    total_bytes: rows.reduce((sum, r) => sum + r.size, 0),
    max_bytes: ATTACHMENT_TOTAL_MAX_BYTES,
  };
}

/** A visible e-mail's attachments and their total. */
export async function emailAttachments(db: Db, team: TeamContext, emailId: string) {
  const email = await visibleEmail(db, team, emailId);
  return listOf(db, email.id);
}

/**
 * Adds one checked file to e-mails of one team, all or none. The states and totals are checked before the
 * content is written (a refusal writes nothing) and again in the transaction that attaches, with the e-mails
 * locked, so a schedule or another upload in between cannot slip past either rule.
 */
async function attach(db: Db, user: AuthUser, teamId: string, emails: EmailRow[], file: CheckedFile) {
  const ids = emails.map((e) => e.id);
  checkEditable(emails);
  checkTotals(ids, await attachmentRows(db, ids), file);
  for (let attempt = 0; ; attempt++) {
    await writeChunks(db, teamId, file.sha256, file.chunks);
    const added = await db.transaction(async (tx: Tx) => {
      const locked = await tx
        .select()
        .from(koxOutreachEmails)
        .where(inArray(koxOutreachEmails.id, ids))
        .orderBy(asc(koxOutreachEmails.id))
        .for('update');
      checkEditable(locked);
      const rows = await attachmentRows(tx, ids);
      checkTotals(ids, rows, file);
      if (!(await commitBlob(tx, teamId, file.sha256, file.size))) return null;
      const fresh = ids.filter((id) => !alreadyHas(rows, id, file));
      if (fresh.length)
        await tx.insert(koxOutreachAttachments).values(
          fresh.map((emailId) => ({
            teamId,
            emailId,
            sha256: file.sha256,
            fileName: file.name,
            contentType: file.contentType,
            size: file.size,
            createdBy: user.id,
          })),
        );
      return fresh;
    });
    if (added) return added;
    // A removal deleted the same content between writing and attaching: write it again (never more than twice).
    if (attempt >= 2) throw new Error('Attachment content kept disappearing while it was attached');
  }
}

/** Attaches a file to one e-mail; its list after. */
export async function attachToEmail(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  emailId: string,
  file: CheckedFile,
) {
  const email = await visibleEmail(db, team, emailId);
  await attach(db, user, email.teamId, [email], file);
  return listOf(db, email.id);
}

/** Attaches a file to every e-mail of a visible project that can still be edited, all or none. */
export async function attachToDrafts(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  projectId: string,
  file: CheckedFile,
) {
  const { project } = await visibleProject(db, team, projectId);
  const emails = await db
    .select()
    .from(koxOutreachEmails)
    .where(
      and(
        eq(koxOutreachEmails.projectId, project.id),
        inArray(koxOutreachEmails.status, [...EDITABLE_STATUSES]),
      ),
    );
  const added = emails.length ? await attach(db, user, project.teamId, emails, file) : [];
  return { attached: added.length, email_ids: added, file_name: file.name, size: file.size };
}

/** The attachment, if its e-mail is one the caller sees; else 10205 (another team's, hidden, unknown). */
export async function visibleAttachment(db: Db, team: TeamContext, attachmentId: string) {
  const [row] = await db
    .select()
    .from(koxOutreachAttachments)
    .where(eq(koxOutreachAttachments.id, attachmentId));
  if (row) {
    const [email] = await visibleEmails(db, team, [row.emailId]).catch(() => []);
    if (email) return { attachment: row, email };
  }
  throw new AppError('NOT_FOUND', 'Attachment not found.', [
    { path: 'attachment_id', message: attachmentId },
  ]);
}

/** Removes a file from an e-mail that can still be edited; the content goes when no e-mail names it any more. */
export async function removeAttachment(db: Db, team: TeamContext, attachmentId: string) {
  const { attachment } = await visibleAttachment(db, team, attachmentId);
  await db.transaction(async (tx: Tx) => {
    const locked = await tx
      .select()
      .from(koxOutreachEmails)
      .where(eq(koxOutreachEmails.id, attachment.emailId))
      .for('update');
    checkEditable(locked);
    await tx.delete(koxOutreachAttachments).where(eq(koxOutreachAttachments.id, attachment.id));
    await dropBlobIfUnused(tx, attachment.teamId, attachment.sha256);
  });
  return listOf(db, attachment.emailId);
}
