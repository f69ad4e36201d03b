import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertJsonRows } from '../../db/insert-json-rows.ts';
import { koxOutreachBatches, koxOutreachEmails, koxProjectCreators } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { visibleProject } from '../kox-project/project-queries.ts';
import { DRAFT_OUTREACH } from './draft-job.ts';
import { batchProgress } from './outreach-queries.ts';

/** Creators of the project that have an invitation already (drafted, sent or anything between). */
const invited = (db: Db, projectId: string) =>
  db
    .select({ id: koxOutreachEmails.creatorId })
    .from(koxOutreachEmails)
    .where(and(eq(koxOutreachEmails.projectId, projectId), eq(koxOutreachEmails.followUpNumber, 0)));

/**
 * Starts a draft batch: one `generating` e-mail per creator (the given ones, which must be in the project, or
 * every creator without an invitation), written by a durable job. Creators already invited are skipped.
 */
export async function startDraftBatch(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: { project_id: string; creator_ids?: string[] | undefined; language: 'zh' | 'en' },
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
  if (!creatorIds.length) throw new AppError('KOX_OUTREACH_NO_CREATORS');
  const requested = input.creator_ids?.length ?? creatorIds.length;

  const batch = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(koxOutreachBatches)
      .values({
        teamId: team.id,
        projectId: project.id,
        kind: 'draft',
        total: creatorIds.length,
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
        batchId: created!.id,
        createdBy: user.id,
        updatedBy: user.id,
      })),
    );
    await enqueueJob(tx, { kind: DRAFT_OUTREACH, teamId: team.id, payload: { batchId: created!.id } });
    return created!;
  });
  return { batch: await batchProgress(db, batch), skipped: requested - creatorIds.length };
}
