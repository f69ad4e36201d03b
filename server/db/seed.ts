import { count, eq } from 'drizzle-orm';
import { MODULES, ROLE_NAMES } from '../../src/lib/roles.ts';
import type { Config } from '../lib/config.ts';
import { generatePassword, hashPassword } from '../lib/password.ts';
import type { Db } from './client.ts';
import { clients, projects, roles, teamMembers, teams, userRoles, users } from './schema/index.ts';
import { takeStartupLockInTransaction } from './startup-lock.ts';

export interface SeedResult {
  adminCreated: boolean;
  demoCreated: boolean;
}

/**
 * First-start data, in one transaction and safe to run on every start: the role table, the administrator
 * (ADMIN_ACCOUNT / ADMIN_PASSWORD; a generated password is printed once, when the account is created) and a
 * demo workspace (team, client, project) while there is no team yet, which the administrator works in. Nodes starting together seed one after the
 * other (the start-up lock), so the second finds the administrator and the team of the first.
 */
export async function seed(
  db: Db,
  config: Config,
  log: (line: string) => void = console.info,
): Promise<SeedResult> {
  let generated: string | undefined;
  const result = await db.transaction(async (tx) => {
    await takeStartupLockInTransaction(tx);
    await tx
      .insert(roles)
      .values(
        MODULES.flatMap((module) => ROLE_NAMES.map((name) => ({ id: `${module}:${name}`, name, module }))),
      )
      .onConflictDoNothing();

    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, config.ADMIN_ACCOUNT));
    let adminId = existing?.id;
    if (!adminId) {
      if (!config.ADMIN_PASSWORD) generated = generatePassword();
      const passwordHash = await hashPassword(config.ADMIN_PASSWORD ?? generated!);
      const [admin] = await tx
        .insert(users)
        .values({ account: config.ADMIN_ACCOUNT, name: 'Administrator', passwordHash })
        .returning({ id: users.id });
      adminId = admin!.id;
      await tx
        .insert(userRoles)
        .values(MODULES.map((module) => ({ userId: adminId!, roleId: `${module}:admin` })));
    }

    const [teamCount] = await tx.select({ n: count() }).from(teams);
    const demoCreated = (teamCount?.n ?? 0) === 0;
    if (demoCreated) {
      const [team] = await tx
        .insert(teams)
        .values({ name: 'Demo team', ownerId: adminId })
        .returning({ id: teams.id });
      await tx.insert(teamMembers).values({ teamId: team!.id, userId: adminId, role: 'owner' });
      const [client] = await tx
        .insert(clients)
        .values({ teamId: team!.id, name: 'Demo client' })
        .returning({ id: clients.id });
      await tx.insert(projects).values({ teamId: team!.id, clientId: client!.id, name: 'Demo project' });
      await tx.update(users).set({ currentTeamId: team!.id }).where(eq(users.id, adminId));
    }
    return { adminCreated: !existing, demoCreated };
  });

  if (result.adminCreated) {
    log(
      generated
        ? `Created the administrator "${config.ADMIN_ACCOUNT}" with the generated password: ${generated}\n` +
            '  (shown only this once; set ADMIN_PASSWORD before the first start to choose it)'
        : `Created the administrator "${config.ADMIN_ACCOUNT}" with the password from ADMIN_PASSWORD.`,
    );
  }
  return result;
}
