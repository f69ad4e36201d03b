import { and, eq, inArray, sql } from 'drizzle-orm';
import { OUTREACH_STATUSES, type OutreachStatus } from '../../../src/lib/kox-outreach-values.ts';
import type { Db } from '../../db/client.ts';
import { koxOutreachBatches, koxOutreachEmails, koxProjects } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { visibleProjects } from '../kox-project/project-queries.ts';
import { outreachCreators } from './outreach-creators.ts';

export type EmailRow = typeof koxOutreachEmails.$inferSelect;
export type BatchRow = typeof koxOutreachBatches.$inferSelect;

/** E-mails of the projects the caller may see (their team's; a restricted member's clients' only). */
const visibleEmailIds = (team: TeamContext) =>
  sql`${koxOutreachEmails.projectId} in (select ${koxProjects.id} from ${koxProjects} where ${visibleProjects(team)})`;

/** The visible e-mails among `ids`; any other id (another team's, hidden, unknown) is 10205, all or none. */
export async function visibleEmails(db: Db, team: TeamContext, ids: readonly string[]): Promise<EmailRow[]> {
  const rows = await db
    .select()
    .from(koxOutreachEmails)
    .where(and(inArray(koxOutreachEmails.id, [...ids]), visibleEmailIds(team)));
  const seen = new Set(rows.map((r) => r.id));
  const unknown = ids.filter((id) => !seen.has(id));
  if (unknown.length)
    throw new AppError(
      'NOT_FOUND',
      'E-mail not found.',
      unknown.slice(0, 20).map((id) => ({ path: 'email_ids', message: `${id} not found` })),
    );
  return rows;
}

export async function visibleEmail(db: Db, team: TeamContext, id: string): Promise<EmailRow> {
  const [row] = await visibleEmails(db, team, [id]);
  return row!;
}

/** A batch of a visible project, or 10205. */
export async function visibleBatch(db: Db, team: TeamContext, batchId: string): Promise<BatchRow> {
  const [row] = await db
    .select()
    .from(koxOutreachBatches)
    .where(
      and(
        eq(koxOutreachBatches.id, batchId),
        sql`${koxOutreachBatches.projectId} in (select ${koxProjects.id} from ${koxProjects} where ${visibleProjects(team)})`,
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'Batch not found.');
  return row;
}

/** The e-mails for the API, with each creator's name and whether it is sample data. */
export async function emailDtos(db: Db, catalog: CreatorCatalog, teamId: string, rows: EmailRow[]) {
  const creators = await outreachCreators(db, catalog, teamId, [...new Set(rows.map((r) => r.creatorId))]);
  return rows.map((r) => {
    const creator = creators.get(r.creatorId);
    return {
      email_id: r.id,
      project_id: r.projectId,
      creator_id: r.creatorId,
      creator_name: creator ? creator.nickname || creator.handle : null,
      sample: creator?.sample ?? false,
      kind: r.kind,
      status: r.status,
      reason: r.statusReason,
      missing: r.missing,
      to: r.toAddress,
      subject: r.subject,
      body: r.body,
      language: r.language,
      batch_id: r.batchId,
      sender_user_uid: r.senderUserId,
      message_id: r.messageId,
      written_by: r.writtenBy,
      writer_fallback: r.writerFallback,
      scheduled_at: r.scheduledAt?.toISOString() ?? null,
      sent_at: r.sentAt?.toISOString() ?? null,
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

/** A batch's e-mails counted by status; done when none is still on its way (generating, scheduled, sending). */
export async function batchProgress(db: Db, batch: BatchRow) {
  const rows = await db
    .select({ status: koxOutreachEmails.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(koxOutreachEmails)
    .where(eq(koxOutreachEmails.batchId, batch.id))
    .groupBy(koxOutreachEmails.status);
  const counts = Object.fromEntries(OUTREACH_STATUSES.map((s) => [s, 0])) as Record<OutreachStatus, number>;
  for (const r of rows) counts[r.status] = r.n;
  const pending: OutreachStatus[] =
    batch.kind === 'draft' ? ['generating'] : ['generating', 'scheduled', 'sending'];
  return {
    batch_id: batch.id,
    project_id: batch.projectId,
    kind: batch.kind,
    total: batch.total,
    counts,
    done: pending.every((s) => counts[s] === 0),
    created_at: batch.createdAt.toISOString(),
  };
}
