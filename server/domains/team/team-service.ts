import { setCurrentTeam } from '../user/queries.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { teamLogoUrl, type endpoints } from '../../../src/lib/api/endpoints.ts';
import type { Db } from '../../db/client.ts';
import { adDatasets, dashboards, teamLogos, teamMembers, teams, users } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import type { AuthCache } from '../../lib/cache/auth-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { DELETE_DASHBOARD_FACTS } from '../dashboard/collect-job.ts';
import { enqueueFactsDeletion } from '../ads/ad-job-queue.ts';
import { toTeamContextDto } from '../user/service.ts';
import {
  announceTeamChange,
  countContents,
  countLinksAndSessions,
  findLogoHash,
  findTeam,
} from './queries.ts';
import { loadTeamContext } from './team-context.ts';

type Output<K extends keyof typeof endpoints> = z.input<(typeof endpoints)[K]['output']>;
type TeamContextDto = Output<'team.switch'>;

const auditTeam = (team: { id: string; name: string }) => ({ id: team.id, name: team.name });

export async function listMyTeams(db: Db, user: AuthUser): Promise<Output<'team.list'>> {
  const memberCount =
    sql<number>`(select count(*) from ${teamMembers} m where m.team_id = ${teams.id})`.mapWith(Number);
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      personal: teams.personal,
      role: teamMembers.role,
      status: teamMembers.status,
      memberCount,
      sha256: teamLogos.sha256,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(teamLogos, eq(teamLogos.teamId, teams.id))
    .where(eq(teamMembers.userId, user.id))
    .orderBy(asc(teamMembers.joinedAt), asc(teams.id));
  const list: Output<'team.list'> = rows.map((r) => ({
    team_id: r.id,
    name: r.name,
    personal: r.personal,
    role: r.role,
    status: r.status,
    member_count: r.memberCount,
    current: r.id === user.team?.id,
    member: true,
    logo_url: r.sha256 ? teamLogoUrl(r.id, r.sha256) : null,
  }));
  // A system administrator working in a team from backstage sees it among theirs while they are in it.
  if (user.team && !user.team.member) {
    const visited = await findTeam(db, user.team.id);
    if (visited) {
      const sha256 = await findLogoHash(db, visited.id);
      list.push({
        team_id: visited.id,
        name: visited.name,
        personal: visited.personal,
        role: user.team.role,
        status: 'active',
        member_count: (await countContents(db, visited.id, null)).members,
        current: true,
        member: false,
        logo_url: sha256 ? teamLogoUrl(visited.id, sha256) : null,
      });
    }
  }
  return list;
}

export async function createTeam(
  db: Db,
  authCache: AuthCache,
  user: AuthUser,
  input: { name: string; language?: 'zh' | 'en' | null },
): Promise<TeamContextDto> {
  const team = await authCache.change(db, async (tx, changed) => {
    const [row] = await tx
      .insert(teams)
      .values({ name: input.name, ownerId: user.id, language: input.language ?? null })
      .returning();
    if (!row) throw new Error('Inserting a team returned nothing.');
    await tx.insert(teamMembers).values({ teamId: row.id, userId: user.id, role: 'owner' });
    await setCurrentTeam(tx, changed, user.id, row.id);
    await writeAudit(tx, user, {
      team: auditTeam(row),
      action: 'team.create',
      targetType: 'team',
      targetId: row.id,
      targetLabel: row.name,
      before: null,
      after: { name: row.name, language: row.language },
    });
    return row;
  });
  return toTeamContextDto({ id: team.id, name: team.name, role: 'owner', clientIds: null, member: true });
}

export async function teamDetail(db: Db, team: TeamContext): Promise<Output<'team.detail'>> {
  const row = await findTeam(db, team.id);
  if (!row) throw new AppError('NOT_FOUND');
  const [owner] = await db
    .select({ user_uid: users.id, account: users.account, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.role, 'owner')));
  const sha256 = await findLogoHash(db, team.id);
  return {
    team_id: row.id,
    name: row.name,
    personal: row.personal,
    language: row.language,
    logo_url: sha256 ? teamLogoUrl(row.id, sha256) : null,
    owner: owner ?? null,
    my_role: team.role,
    restricted: team.clientIds !== null,
    counts: await countContents(db, team.id, team.clientIds),
    created_at: row.createdAt.toISOString(),
  };
}

export async function updateTeam(
  db: Db,
  authCache: AuthCache,
  user: AuthUser,
  team: TeamContext,
  input: { name?: string; language?: 'zh' | 'en' | null },
): Promise<void> {
  await authCache.change(db, async (tx, changed) => {
    const row = await findTeam(tx, team.id);
    if (!row) throw new AppError('NOT_FOUND');
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (input.name !== undefined && input.name !== row.name) {
      before.name = row.name;
      after.name = input.name;
    }
    if (input.language !== undefined && input.language !== row.language) {
      before.language = row.language;
      after.language = input.language;
    }
    if (Object.keys(after).length === 0) return;
    await tx
      .update(teams)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(teams.id, team.id));
    // Cached team contexts carry the name.
    if ('name' in after) await announceTeamChange(tx, changed, team.id);
    await writeAudit(tx, user, {
      team: { id: row.id, name: input.name ?? row.name },
      action: 'team.update',
      targetType: 'team',
      targetId: row.id,
      targetLabel: row.name,
      before,
      after,
    });
  });
}

export async function deletePreview(db: Db, team: TeamContext): Promise<Output<'team.deletePreview'>> {
  return { ...(await countContents(db, team.id, null)), ...(await countLinksAndSessions(db, team.id)) };
}

/**
 * Deletes the team with all its work; its users fall back to another team of theirs. The owner
 * (`team.delete`) and a system administrator (`backstage.teamDelete`) both delete through here.
 */
export async function deleteTeam(
  db: Db,
  authCache: AuthCache,
  user: AuthUser,
  teamId: string,
  confirmName: string,
): Promise<void> {
  await authCache.change(db, async (tx, changed) => {
    const row = await findTeam(tx, teamId);
    if (!row) throw new AppError('NOT_FOUND', 'Team not found.');
    if (confirmName !== row.name)
      throw new AppError('VALIDATION', undefined, [
        { path: 'confirm_name', message: "Type the team's name exactly as it is to confirm." },
      ]);
    await announceTeamChange(tx, changed, teamId);
    // The facts of its dashboards live in the analytics store, outside the cascade.
    const dashboardRows = await tx
      .select({ id: dashboards.id })
      .from(dashboards)
      .where(eq(dashboards.teamId, teamId));
    for (const { id } of dashboardRows)
      await enqueueJob(tx, { kind: DELETE_DASHBOARD_FACTS, payload: { dashboardId: id }, maxAttempts: 5 });
    const adRows = await tx
      .select({ id: adDatasets.id })
      .from(adDatasets)
      .where(eq(adDatasets.teamId, teamId));
    for (const { id } of adRows) await enqueueFactsDeletion(tx, id);
    await writeAudit(tx, user, {
      team: auditTeam(row),
      action: 'team.delete',
      targetType: 'team',
      targetId: row.id,
      targetLabel: row.name,
      before: {
        name: row.name,
        personal: row.personal,
        owner_id: row.ownerId,
        ...(await countContents(tx, row.id, null)),
      },
      after: null,
    });
    await tx.delete(teams).where(eq(teams.id, teamId));
  });
}

/**
 * Moves the caller into a team: one they are an active member of, or, for a system administrator, any team
 * (logged, as they act there as its admin without being a member). Anything else is 10205.
 */
export async function switchTeam(
  db: Db,
  authCache: AuthCache,
  user: AuthUser,
  teamId: string,
): Promise<TeamContextDto> {
  return authCache.change(db, async (tx, changed) => {
    const row = await findTeam(tx, teamId);
    const [membership] = row
      ? await tx
          .select({ status: teamMembers.status })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, user.id)))
      : [];
    const isMember = membership?.status === 'active';
    if (!row || (!isMember && !user.systemAdmin)) throw new AppError('NOT_FOUND', 'Team not found.');
    await setCurrentTeam(tx, changed, user.id, teamId);
    if (!isMember && user.team?.id !== teamId)
      await writeAudit(tx, user, {
        team: auditTeam(row),
        action: 'team.enter',
        targetType: 'team',
        targetId: row.id,
        targetLabel: row.name,
        before: null,
        after: null,
      });
    const context = await loadTeamContext(tx, { id: user.id, currentTeamId: teamId }, user.systemAdmin);
    if (context?.id !== teamId) throw new Error(`Switching ${user.id} into ${teamId} did not take.`);
    return toTeamContextDto(context);
  });
}

/** The caller leaves their current team; the owner must transfer the ownership first (10111). */
export async function leaveTeam(
  db: Db,
  authCache: AuthCache,
  user: AuthUser,
  team: TeamContext,
): Promise<void> {
  if (team.role === 'owner') throw new AppError('TEAM_OWNER_REQUIRED');
  if (!team.member) throw new AppError('NOT_FOUND', 'You are not a member of this team.');
  await authCache.change(db, async (tx, changed) => {
    changed.add(user.id);
    const removed = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, user.id)))
      .returning({ role: teamMembers.role });
    if (!removed[0]) throw new AppError('NOT_FOUND');
    if (removed[0].role === 'owner') throw new AppError('TEAM_OWNER_REQUIRED');
    await writeAudit(tx, user, {
      team: auditTeam(team),
      action: 'member.leave',
      targetType: 'member',
      targetId: user.id,
      targetLabel: user.account,
      before: { role: removed[0].role },
      after: null,
    });
  });
}
