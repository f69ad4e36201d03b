import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { followUpLeftOut } from '../../../src/lib/api/endpoints/kox-outreach.ts';
import type { Db } from '../../db/client.ts';
import { koxOutreachEmails, koxProjectCreators } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { visibleProject } from '../kox-project/project-queries.ts';
import type { ModelDraftWriter } from '../kox-outreach/model-draft-writer.ts';
import { senderStatus } from '../kox-outreach/sender-service.ts';
import { createFollowUp, readThread } from './follow-ups.ts';
import { outstandingSince } from './poll-mailbox.ts';
import { projectLabels } from './project-labels.ts';

/* "Follow up now" (decision 205): the next follow-up of a project's silent threads, without waiting for the days. */

export const FOLLOW_UP_NOW_JOB = 'kox-replies-follow-up-now';

export interface FollowUpCandidates {
  project_id: string;
  creator_ids: string[];
  left_out: z.output<typeof followUpLeftOut>;
}

export type FollowUpNowPayload = {
  projectId: string;
  userId: string;
  creatorIds: string[];
};

const sentInvitations = (projectId: string) =>
  and(
    eq(koxOutreachEmails.projectId, projectId),
    eq(koxOutreachEmails.kind, 'invitation'),
    eq(koxOutreachEmails.status, 'sent'),
  );

/**
 * The project's creators invited from the caller's mailbox within the 60 days replies are read, who have not
 * replied and whose label allows another follow-up, due or not; the others counted by why. A thread goes on from
 * the mailbox that opened it, so a teammate's threads are the teammate's to follow up.
 */
export async function followUpCandidates(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  projectId: string,
  now = new Date(),
): Promise<FollowUpCandidates> {
  const { project } = await visibleProject(db, team, projectId);
  const [labels, invitations, members] = await Promise.all([
    projectLabels(db, project.id),
    db.select().from(koxOutreachEmails).where(sentInvitations(project.id)),
    db
      .select({ creatorId: koxProjectCreators.creatorId })
      .from(koxProjectCreators)
      .where(eq(koxProjectCreators.projectId, project.id)),
  ]);
  const found: FollowUpCandidates = {
    project_id: project.id,
    creator_ids: [],
    left_out: { not_invited: 0, replied: 0, limit_reached: 0, on_their_way: 0, teammates: 0, too_old: 0 },
  };
  const invited = new Set(invitations.map((i) => i.creatorId));
  found.left_out.not_invited = members.filter((m) => !invited.has(m.creatorId)).length;
  const since = outstandingSince(now).getTime();
  for (const invitation of invitations) {
    if (invitation.sentAt!.getTime() <= since) found.left_out.too_old++;
    else if (invitation.senderUserId !== user.id) found.left_out.teammates++;
    else {
      const reading = await readThread(db, invitation, labels, now);
      if (reading.kind === 'replied') found.left_out.replied++;
      else if (reading.kind === 'on_their_way') found.left_out.on_their_way++;
      else if (reading.kind === 'member') {
        if (typeof reading.next === 'string') found.left_out.limit_reached++;
        else found.creator_ids.push(invitation.creatorId);
      }
    }
  }
  return found;
}

/**
 * Queues the follow-ups of the candidates (those of `creatorIds` still candidates, when given): written and sent
 * in the background like the automatic ones, since a provider writes each in seconds. 10318 when nobody is left,
 * 10312 without a mailbox to send from.
 */
export async function startFollowUpNow(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: { project_id: string; creator_ids?: string[] | undefined },
  now = new Date(),
) {
  const candidates = await followUpCandidates(db, user, team, input.project_id, now);
  const named = input.creator_ids && new Set(input.creator_ids);
  const creatorIds = named ? candidates.creator_ids.filter((id) => named.has(id)) : candidates.creator_ids;
  if (!creatorIds.length) throw new AppError('KOX_OUTREACH_NO_FOLLOW_UPS');
  if (!(await senderStatus(db, user)).has_mailbox) throw new AppError('KOX_OUTREACH_NO_SENDER');
  const payload: FollowUpNowPayload = { projectId: candidates.project_id, userId: user.id, creatorIds };
  await enqueueJob(db, { kind: FOLLOW_UP_NOW_JOB, teamId: team.id, payload, maxAttempts: 3 });
  return { ...candidates, creator_ids: creatorIds, queued: creatorIds.length };
}

/**
 * The queued follow-ups, each thread read again (a creator may have replied since); safe to repeat, as a thread
 * holds one follow-up per number.
 */
export async function runFollowUpNow(
  db: Db,
  catalog: CreatorCatalog,
  writer: ModelDraftWriter | null,
  payload: FollowUpNowPayload,
  now: Date,
): Promise<{ created: string[] }> {
  const created: string[] = [];
  const [labels, invitations] = await Promise.all([
    projectLabels(db, payload.projectId),
    db
      .select()
      .from(koxOutreachEmails)
      .where(
        and(
          sentInvitations(payload.projectId),
          eq(koxOutreachEmails.senderUserId, payload.userId),
          inArray(koxOutreachEmails.creatorId, payload.creatorIds),
        ),
      ),
  ]);
  for (const invitation of invitations) {
    const reading = await readThread(db, invitation, labels, now);
    if (reading.kind !== 'member' || typeof reading.next === 'string') continue;
    const id = await createFollowUp(db, catalog, { invitation, ...reading.next, writer }, now);
    if (id) created.push(id);
  }
  return { created };
}
