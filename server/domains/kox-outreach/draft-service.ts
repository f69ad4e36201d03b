import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { insertJsonRows } from '../../db/insert-json-rows.ts';
import { koxOutreachBatches, koxOutreachEmails, koxProjectCreators } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { visibleProject } from '../kox-project/project-queries.ts';
import { DRAFT_OUTREACH } from './draft-job.ts';
import { PERSON_WRITER } from './email-service.ts';
import { batchProgress } from './outreach-queries.ts';

/** Creators of the project that have an invitation already (drafted, sent or anything between). */
const invited = (db: Db, projectId: string) =>
  db
    .select({ id: koxOutreachEmails.creatorId })
    .from(koxOutreachEmails)
    .where(and(eq(koxOutreachEmails.projectId, projectId), eq(koxOutreachEmails.followUpNumber, 0)));

const creatorCount = async (db: Db, projectId: string) =>
  (
    await db
      .select({ n: count() })
      .from(koxProjectCreators)
      .where(eq(koxProjectCreators.projectId, projectId))
  )[0]!.n;

/**
 * Invitations that may be written again: not sent nor on their way (draft, needs information, failed to be
 * written), never handed to a mail server, and not written by a person: a rewrite never drops someone's edits.
 */
const REWRITABLE_STATUSES = ['draft', 'needs_info', 'generation_failed'] as const;
const rewritable = (projectId: string) =>
  and(
    eq(koxOutreachEmails.projectId, projectId),
    eq(koxOutreachEmails.followUpNumber, 0),
    inArray(koxOutreachEmails.status, REWRITABLE_STATUSES),
    eq(koxOutreachEmails.sendAttempts, 0),
    or(isNull(koxOutreachEmails.writtenBy), ne(koxOutreachEmails.writtenBy, PERSON_WRITER)),
  );

/**
 * Starts a draft batch: one `generating` e-mail per creator (the given ones, which must be in the project, or
 * every creator without an invitation), written by a durable job. Creators already invited are skipped; with
 * `rewrite`, their invitations that may be written again (above) join the batch in the language asked for
 * ("write them in Chinese instead").
 */
export async function startDraftBatch(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: {
    project_id: string;
    creator_ids?: string[] | undefined;
    language: 'zh' | 'en';
    rewrite?: boolean | undefined;
  },
) {
  const { project } = await visibleProject(db, team, input.project_id);
  if (!project.templateId) throw new AppError('KOX_OUTREACH_NO_TEMPLATE');
  const inProject = await db
    .select({ id: koxProjectCreators.creatorId })
    .from(koxProjectCreators)
    .where(
      and(
        eq(koxProjectCreators.projectId, project.id),
        input.creator_ids ? inArray(koxProjectCreators.creatorId, input.creator_ids) : undefined,
        notInArray(koxProjectCreators.creatorId, invited(db, project.id)),
      ),
    );
  const wanted = new Set(inProject.map((r) => r.id));
  if (input.creator_ids) {
    const known = new Set(
      (
        await db
          .select({ id: koxProjectCreators.creatorId })
          .from(koxProjectCreators)
          .where(
            and(
              eq(koxProjectCreators.projectId, project.id),
              inArray(koxProjectCreators.creatorId, input.creator_ids),
            ),
          )
      ).map((r) => r.id),
    );
    const unknown = input.creator_ids.filter((id) => !known.has(id));
    if (unknown.length)
      throw new AppError(
        'NOT_FOUND',
        'Creator not in the project.',
        unknown.slice(0, 20).map((id) => ({ path: 'creator_ids', message: `${id} is not in the project` })),
      );
  }
  const creatorIds = [...wanted];
  const rewrites = input.rewrite
    ? await db
        .select({ id: koxOutreachEmails.id })
        .from(koxOutreachEmails)
        .where(
          and(
            rewritable(project.id),
            inArray(
              koxOutreachEmails.creatorId,
              db
                .select({ id: koxProjectCreators.creatorId })
                .from(koxProjectCreators)
                .where(eq(koxProjectCreators.projectId, project.id)),
            ),
            input.creator_ids ? inArray(koxOutreachEmails.creatorId, input.creator_ids) : undefined,
          ),
        )
    : [];
  if (!creatorIds.length && !rewrites.length) throw new AppError('KOX_OUTREACH_NO_CREATORS');
  const requested = input.creator_ids?.length ?? (await creatorCount(db, project.id));

  const batch = await db.transaction(async (tx) => {
    // The rewrite goes first, so that the batch counts what it writes (one may have been scheduled or edited
    // since it was read).
    const batchId = randomUUID();
    const rewritten = await rewriteInBatch(tx, project.id, rewrites, {
      batchId,
      language: input.language,
      userId: user.id,
    });
    const [created] = await tx
      .insert(koxOutreachBatches)
      .values({
        id: batchId,
        teamId: team.id,
        projectId: project.id,
        kind: 'draft',
        total: creatorIds.length + rewritten,
        createdBy: user.id,
      })
      .returning();
    await insertJsonRows(
      tx,
      koxOutreachEmails,
      creatorIds.map((creatorId) => ({
        teamId: team.id,
        projectId: project.id,
        creatorId,
        status: 'generating' as const,
        language: input.language,
        batchId,
        createdBy: user.id,
        updatedBy: user.id,
      })),
    );
    await enqueueJob(tx, { kind: DRAFT_OUTREACH, teamId: team.id, payload: { batchId } });
    return { created: created!, rewritten };
  });
  return {
    batch: await batchProgress(db, batch.created),
    skipped: requested - creatorIds.length - batch.rewritten,
    rewritten: batch.rewritten,
  };
}

/**
 * Puts the invitations back to `generating` in the new batch and language, their old text cleared (a
 * "needs information" outcome writes none, and must not show the old language's); the address stays (the
 * writer keeps it). Checked again in the update; returns how many it took.
 */
async function rewriteInBatch(
  tx: Tx,
  projectId: string,
  emails: { id: string }[],
  { batchId, language, userId }: { batchId: string; language: 'zh' | 'en'; userId: string },
): Promise<number> {
  if (!emails.length) return 0;
  const updated = await tx
    .update(koxOutreachEmails)
    .set({
      status: 'generating',
      language,
      batchId,
      subject: '',
      body: '',
      missing: [],
      statusReason: null,
      writtenBy: null,
      writerFallback: null,
      updatedBy: userId,
      updatedAt: new Date(),
    })
    .where(
      and(
        rewritable(projectId),
        inArray(
          koxOutreachEmails.id,
          emails.map((e) => e.id),
        ),
      ),
    )
    .returning({ id: koxOutreachEmails.id });
  return updated.length;
}
