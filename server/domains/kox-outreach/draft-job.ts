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
import {
  draftOutreachEmail,
  fillPlaceholders,
  valuesOf,
  type DraftInput,
} from '../../kox/outreach/draft-email.ts';
import { BRIEF_COLUMNS } from '../kox-project/project-queries.ts';
import { missingKeyOf } from './draft-missing.ts';
import type { ModelDraftWriter } from './model-draft-writer.ts';
import { outreachCreators, type OutreachCreator } from './outreach-creators.ts';

export const DRAFT_OUTREACH = 'kox-outreach-draft';
/** E-mails written per transaction: a crash loses at most this much work, and each write stays short. */
const CHUNK = 200;
/** With a provider each e-mail is a model call: smaller chunks show progress and lose less to a crash. */
const MODEL_CHUNK = 20;
/** Model calls in flight at once for one batch. */
const MODEL_CONCURRENCY = 4;

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
    fields: fields.map((f) => ({
      name: f.name,
      content: f.content,
      description: f.description,
      rule: f.rule,
      required: f.required,
    })),
    senderName: sender?.senderName || sender?.name || '',
  };
}

/** One e-mail's outcome: a draft, what it needs, or why it could not be written. */
export function writeDraft(
  context: DraftContext,
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
  // An invitation written again keeps its address: it may be one a person gave.
  const toAddress = email.toAddress.trim() || (creator.email?.trim() ?? '');
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
    writtenBy: 'template',
  };
}

type DraftContext = NonNullable<Awaited<ReturnType<typeof draftContext>>>;

/**
 * With a provider: the template writer decides first (what is missing stays "needs information": the model is
 * never asked to invent it); an e-mail it could write is then written by the model from the same brief, fields
 * and creator data, and the template's text stays when the model fails or answers badly, with the reason.
 */
async function writeDraftWithModel(
  context: DraftContext,
  email: typeof koxOutreachEmails.$inferSelect,
  creator: OutreachCreator | undefined,
  writer: ModelDraftWriter,
  signal: AbortSignal,
): Promise<EmailUpdate> {
  const offline = writeDraft(context, email, creator);
  if (offline.subject === undefined || !creator) return offline;
  const values = valuesOf({
    language: email.language,
    brief: context.brief,
    fields: context.fields,
    creator,
    sender: { name: context.senderName },
  });
  const written = await writer.draft(
    {
      language: email.language,
      brief: context.brief,
      fields: context.fields.map((f) => ({ ...f, content: fillPlaceholders(f.content, values) })),
      creator: {
        nickname: creator.nickname,
        handle: creator.handle,
        platform: creator.platform,
        topics: creator.topics,
        recentTitles: creator.recentTitles,
        followers: creator.followers,
      },
      sender: { name: context.senderName },
    },
    signal,
  );
  if (!written.ok) return { ...offline, writtenBy: 'template', writerFallback: written.reason };
  return { ...offline, subject: written.subject, body: written.body, writtenBy: written.model };
}

/** Runs `work` over `items`, at most `limit` at a time, keeping their order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
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
export function registerDraftJob(
  registry: JobRegistry,
  opts: { catalog: CreatorCatalog; writer?: ModelDraftWriter | null },
): void {
  const writer = opts.writer ?? null;
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
          .limit(writer ? MODEL_CHUNK : CHUNK);
        if (!emails.length) break;
        const creators = await outreachCreators(
          ctx.db,
          opts.catalog,
          batch.teamId,
          emails.map((e) => e.creatorId),
        );
        const updates = await mapLimited(emails, writer ? MODEL_CONCURRENCY : 1, async (e) => {
          const creator = creators.get(e.creatorId);
          try {
            const set = writer
              ? await writeDraftWithModel(context, e, creator, writer, ctx.signal)
              : writeDraft(context, e, creator);
            return { id: e.id, set };
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
