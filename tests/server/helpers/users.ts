import type { ModuleName, RoleName } from '../../../src/lib/roles.ts';
import type { Db } from '../../../server/db/client.ts';
import { users } from '../../../server/db/schema/index.ts';
import { grantRole } from '../../../server/domains/user/queries.ts';
import { hashPassword } from '../../../server/lib/password.ts';

/** Adds a user with a password and roles (default: viewer in the writer module). */
export async function addUser(
  db: Db,
  account: string,
  password: string,
  roleList: [ModuleName, RoleName][] = [['writer', 'viewer']],
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ account, name: account, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  for (const [module, role] of roleList) await grantRole(db, row!.id, module, role);
  return row!.id;
}
