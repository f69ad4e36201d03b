import { and, desc, eq, sql } from 'drizzle-orm';
import {
  EDITABLE_STATUSES,
  recipientIssue,
  type OutreachStatus,
} from '../../../src/lib/kox-outreach-values.ts';
import type { Db } from '../../db/client.ts';
import { koxOutreachEmails } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { visibleProject } from '../kox-project/project-queries.ts';
import { keptMessageId } from './kept-message-id.ts';
import { emailDtos, visibleEmail } from './outreach-queries.ts';

/** A page of a visible project's e-mails, newest first, by status or batch. */
export async function listEmails(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
  input: {
    project_id: string;
    status?: OutreachStatus | undefined;
    batch_id?: string | undefined;
    page: number;
    page_size: number;
  },
) {
  const { project } = await visibleProject(db, team, input.project_id);
  const where = and(
    eq(koxOutreachEmails.projectId, project.id),
    input.status ? eq(koxOutreachEmails.status, input.status) : undefined,
    input.batch_id ? eq(koxOutreachEmails.batchId, input.batch_id) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(koxOutreachEmails)
      .where(where)
      .orderBy(desc(koxOutreachEmails.createdAt), koxOutreachEmails.id)
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(koxOutreachEmails)
      .where(where),
  ]);
  return { list: await emailDtos(db, catalog, team.id, rows), total: counted?.n ?? 0 };
}

export async function getEmail(db: Db, catalog: CreatorCatalog, team: TeamContext, emailId: string) {
  const row = await visibleEmail(db, team, emailId);
  const [dto] = await emailDtos(db, catalog, team.id, [row]);
  return dto!;
}

/** Spec §5 for a recipient: one address (10311), a valid one (10310). */
export function checkRecipient(address: string, path = 'to'): void {
  const issue = recipientIssue(address);
  if (issue === 'multiple')
    throw new AppError('KOX_OUTREACH_EMAIL_MULTIPLE', undefined, [{ path, message: address }]);
  if (issue === 'invalid')
    throw new AppError('KOX_OUTREACH_EMAIL_INVALID', undefined, [{ path, message: address }]);
}

/** `written_by` of an e-mail whose subject or body a team member changed. */
export const PERSON_WRITER = 'person';

/**
 * Edits an e-mail not on its way (draft, needs info, generation or send failed): it becomes a draft, its failure
 * forgotten. One that is scheduled, sending or sent is 10315. A Message-ID something may have left under is kept
 * (`keptMessageId`).
 */
export async function updateEmail(
  db: Db,
  catalog: CreatorCatalog,
  user: AuthUser,
  team: TeamContext,
  input: {
    email_id: string;
    to?: string | undefined;
    subject?: string | undefined;
    body?: string | undefined;
  },
) {
  const row = await visibleEmail(db, team, input.email_id);
  if (input.to !== undefined) checkRecipient(input.to);
  const editable = EDITABLE_STATUSES as readonly OutreachStatus[];
  const rewritten =
    (input.subject !== undefined && input.subject !== row.subject) ||
    (input.body !== undefined && input.body !== row.body);
  const [updated] = await db
    .update(koxOutreachEmails)
    .set({
      ...(input.to !== undefined ? { toAddress: input.to.trim() } : {}),
      ...(input.subject !== undefined ? { subject: input.subject } : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
      // The text is the person's now: "written by the model" would no longer be true of it.
      ...(rewritten ? { writtenBy: PERSON_WRITER, writerFallback: null } : {}),
      status: 'draft',
      statusReason: null,
      missing: [],
      messageId: keptMessageId,
      updatedBy: user.id,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(koxOutreachEmails.id, row.id),
        sql`${koxOutreachEmails.status} in (${sql.join(
          editable.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  if (!updated)
    throw new AppError('KOX_OUTREACH_STATE', undefined, [{ path: 'email_id', message: row.status }]);
  const [dto] = await emailDtos(db, catalog, team.id, [updated]);
  return dto!;
}
