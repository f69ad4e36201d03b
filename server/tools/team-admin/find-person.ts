import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../src/lib/roles.ts';
import type { Db } from '../../db/client.ts';
import { teamMembers, users } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { searchNonMembers } from '../../domains/team/member-service.ts';

export interface Person {
  userId: string;
  account: string;
  name: string;
  /** Their role in the team; null for an account outside it. */
  role: TeamRole | null;
}

export interface PersonMatch {
  /** Account or name equal to what the user said (case aside). */
  exact: Person[];
  /** Account or name containing it, when nothing is equal. */
  near: Person[];
}

const MAX_NEAR = 6;
const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Whom "Li Lei", "lilei" or "lilei@brand.com" means: the team's members, and the active accounts the "add member"
 * picker reaches (team/user_list); nobody else is looked at. Exact account or name matches first; partial
 * ones only when there is none, for the user to choose from.
 */
export async function findPerson(db: Db, team: TeamContext, said: string): Promise<PersonMatch> {
  const keyword = said.trim();
  const members: Person[] = await db
    .select({ userId: users.id, account: users.account, name: users.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, team.id),
        or(ilike(users.account, containsPattern(keyword)), ilike(users.name, containsPattern(keyword))),
      ),
    )
    .orderBy(sql`lower(${users.name})`, asc(users.account))
    .limit(20);
  const outsiders: Person[] = (await searchNonMembers(db, team, keyword)).map((u) => ({
    userId: u.user_uid,
    account: u.account,
    name: u.name,
    role: null,
  }));
  const everyone = [...members, ...outsiders];
  // Accounts are unique: an account said in full is that person, whoever else bears it as a name.
  const byAccount = everyone.filter((p) => same(p.account, keyword));
  const exact =
    byAccount.length === 1
      ? byAccount
      : everyone.filter((p) => same(p.account, keyword) || same(p.name, keyword));
  return { exact, near: exact.length ? [] : everyone.slice(0, MAX_NEAR) };
}
