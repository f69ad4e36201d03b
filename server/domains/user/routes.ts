import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { listUsers, loadRoles } from './queries.ts';
import { changeUserStatus, currentUserInfo, permissionsOf, toUserInfo } from './service.ts';

export function userRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  implement(router, endpoints['perm.user'], (_input, c) => permissionsOf(requireUser(c)));

  implement(router, endpoints['user.info'], (_input, c) => currentUserInfo(c.var.deps.db, requireUser(c).id));

  // The roles came with the caller: the auth cache forgets them as soon as they change.
  implement(router, endpoints['user.roleList'], (_input, c) => requireUser(c).roleList);

  implement(router, endpoints['users.list'], async (input, c) => {
    const { db } = c.var.deps;
    const { rows, total } = await listUsers(db, {
      keyword: input.keyword,
      page: input.page,
      pageSize: input.page_size,
    });
    const list = await Promise.all(
      rows.map(async (u) => ({
        ...toUserInfo(u, await loadRoles(db, u.id)),
        status: u.status,
        created_at: u.createdAt.toISOString(),
      })),
    );
    return { list, total };
  });

  implement(router, endpoints['users.statusUpdate'], async (input, c) => {
    await changeUserStatus(c.var.deps.db, c.var.deps.authCache, requireUser(c), input.user_uid, input.status);
    return null;
  });

  return router;
}
