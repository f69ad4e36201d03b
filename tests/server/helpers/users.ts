import type { ModuleName, RoleName } from '../../../src/lib/roles.ts';
import type { Db } from '../../../server/db/client.ts';
import { insertUser } from '../../../server/domains/user/queries.ts';
import { hashPassword } from '../../../server/lib/password.ts';

/** Adds a user with a password and roles (default: viewer in the writer module). */
export async function addUser(
  db: Db,
  account: string,
  password: string,
  roleList: [ModuleName, RoleName][] = [['writer', 'viewer']],
): Promise<string> {
  const user = await insertUser(
    db,
    { account, name: account, passwordHash: await hashPassword(password) },
    roleList,
  );
  return user.id;
}
