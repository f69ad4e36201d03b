import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  koxMailboxes,
  koxOutreachBatches,
  koxOutreachEmails,
  koxProjects,
  koxTemplateFields,
  users,
} from '../../db/schema/index.ts';
import type { JobRegistry } from '../../jobs/job-registry.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { draftOutreachEmail, type DraftInput } from '../../kox/outreach/draft-email.ts';
import { BRIEF_COLUMNS } from '../kox-project/project-queries.ts';
import { missingKeyOf } from './draft-missing.ts';
import { outreachCreators, type OutreachCreator } from './outreach-creators.ts';

export const DRAFT_OUTREACH = 'kox-outreach-draft';
/** E-mails written per transaction: a crash loses at most this much work, and each write stays short. */
const CHUNK = 200;

type EmailUpdate = Partial<typeof koxOutreachEmails.$inferInsert>;

/** What the writer needs besides the creator: the project's brief, its template's fields, the sender's name. */
async function draftContext(db: Db, batch: typeof koxOutreachBatches.$inferSelect) {
  const [project] = await db.select().from(koxProjects).where(eq(koxProjects.id, batch.projectId));
  if (!project) return null;
  const fields = project.templateId
    ? await db
        .select()
        .from(koxTemplateFields)
        .where(eq(koxTemplateFields.templateId, project.templateId))
        .orderBy(asc(koxTemplateFields.position))
    : [];
  const [sender] = batch.createdBy
    ? await db
        .select({ name: users.name, senderName: koxMailboxes.senderName })
        .from(users)
        .leftJoin(koxMailboxes, eq(koxMailboxes.userId, users.id))
        .where(eq(users.id, batch.createdBy))
    : [];
  const brief = Object.fromEntries(
    Object.entries(BRIEF_COLUMNS).map(([field, column]) => [field, project[column]]),
  ) as DraftInput['brief'];
  return {
    project,
    brief,
    fields: fields.map((f) => ({ name: f.name, content: f.content, required: f.required })),
    senderName: sender?.senderName || sender?.name || '',
  };
}

/** One e-mail's outcome: a draft, what it needs, or why it could not be written. */
export function writeDraft(
  context: NonNullable<Awaited<ReturnType<typeof draftContext>>>,
  email: typeof koxOutreachEmails.$inferSelect,
  creator: OutreachCreator | undefined,
): EmailUpdate {
  if (!creator) return { status: 'generation_failed', statusReason: 'creator_unavailable' };
  if (!context.project.templateId) return { status: 'generation_failed', statusReason: 'template_missing' };
  const outcome = draftOutreachEmail({
    language: email.language,
    brief: context.brief,
    fields: context.fields,
    creator,
    sender: { name: context.senderName },
  });
  const toAddress = creator.email?.trim() ?? '';
  if (outcome.status === 'needs_info') {
    const missing = outcome.missing.map(missingKeyOf);
    if (!toAddress) missing.push('to_address');
    return { status: 'needs_info', missing, toAddress, statusReason: null };
  }
  return {
    status: toAddress ? 'draft' : 'needs_info',
    missing: toAddress ? [] : ['to_address'],
    toAddress,
    subject: outcome.subject,
    body: outcome.body,
    statusReason: null,
  };
}

async function writeChunk(tx: Tx, updates: { id: string; set: EmailUpdate }[], now: Date) {
  for (const { id, set } of updates)
    await tx
      .update(koxOutreachEmails)
      .set({ ...set, updatedAt: now })
      .where(and(eq(koxOutreachEmails.id, id), eq(koxOutreachEmails.status, 'generating')));
}

/**
 * The draft batch job: writes every e-mail of the batch still `generating`, a chunk per transaction, so a job
 * re-run after a crash (its lease lapsed) goes on where the last committed chunk ended.
 */
export function registerDraftJob(registry: JobRegistry, opts: { catalog: CreatorCatalog }): void {
  registry.register<{ batchId: string }>(DRAFT_OUTREACH, {
    maxAttempts: 3,
    async run(ctx) {
      const { batchId } = ctx.job.payload;
      const [batch] = await ctx.db
        .select()
        .from(koxOutreachBatches)
        .where(eq(koxOutreachBatches.id, batchId));
      if (!batch) return { skipped: 'batch deleted' };
      const context = await draftContext(ctx.db, batch);
      let written = 0;
      while (context) {
        const emails = await ctx.db
          .select()
          .from(koxOutreachEmails)
          .where(and(eq(koxOutreachEmails.batchId, batchId), eq(koxOutreachEmails.status, 'generating')))
          .limit(CHUNK);
        if (!emails.length) break;
        const creators = await outreachCreators(
          ctx.db,
          opts.catalog,
          batch.teamId,
          emails.map((e) => e.creatorId),
        );
        const updates = emails.map((e) => {
          try {
            return { id: e.id, set: writeDraft(context, e, creators.get(e.creatorId)) };
          } catch (err) {
            const reason = err instanceof Error ? err.message : String(err);
            return { id: e.id, set: { status: 'generation_failed' as const, statusReason: reason } };
          }
        });
        await ctx.fenced((tx) => writeChunk(tx, updates, ctx.now()));
        written += updates.length;
      }
      return ctx.finish(async (tx) => {
        await tx
          .update(koxOutreachBatches)
          .set({ status: 'done', finishedAt: ctx.now() })
          .where(eq(koxOutreachBatches.id, batchId));
        return { written };
      });
    },
    async onFailed(ctx, failure) {
      const reason = failure.kind === 'interrupted' ? 'interrupted' : 'generation_error';
      await ctx.db
        .update(koxOutreachEmails)
        .set({ status: 'generation_failed', statusReason: reason, updatedAt: ctx.now() })
        .where(
          and(
            eq(koxOutreachEmails.batchId, ctx.job.payload.batchId),
            eq(koxOutreachEmails.status, 'generating'),
          ),
        );
      await ctx.db
        .update(koxOutreachBatches)
        .set({ status: 'failed', finishedAt: ctx.now() })
        .where(eq(koxOutreachBatches.id, ctx.job.payload.batchId));
    },
  });
}
