import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import {
  addGroup,
  bindGroupUsers,
  deleteGroups,
  groupDetail,
  listGroupPage,
  updateGroup,
} from './group-service.ts';
import { allClients, allPlacements, allProjects } from './org-lists.ts';
import { deleteTeam } from '../team/team-service.ts';
import { transferOwnership } from '../team/transfer-ownership.ts';
import { listTeams } from './team-list-queries.ts';
import { addAccount, setSystemAdmin } from './user-admin.ts';

/** Backstage for system administrators: every team and its work, accounts and the studio's groups. */
export function backstageRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const listOptions = <S extends string>(input: {
    team_id?: string;
    keyword?: string;
    sort: S;
    page: number;
    page_size: number;
  }) => ({
    teamId: input.team_id,
    keyword: input.keyword,
    sort: input.sort,
    page: input.page,
    pageSize: input.page_size,
  });

  implement(router, endpoints['backstage.teams'], async (input, c) => {
    const { rows, total } = await listTeams(c.var.deps.db, listOptions(input));
    return {
      list: rows.map((r) => ({
        team_id: r.id,
        name: r.name,
        personal: r.personal,
        owner: r.ownerId
          ? { user_uid: r.ownerId, account: r.ownerAccount ?? '', name: r.ownerName ?? '' }
          : null,
        member_count: r.memberCount,
        client_count: r.clientCount,
        project_count: r.projectCount,
        dashboard_count: r.dashboardCount,
        created_at: r.createdAt.toISOString(),
      })),
      total,
    };
  });
  implement(router, endpoints['backstage.clients'], (input, c) =>
    allClients(c.var.deps.db, listOptions(input)),
  );
  implement(router, endpoints['backstage.projects'], (input, c) =>
    allProjects(c.var.deps.db, listOptions(input)),
  );
  implement(router, endpoints['backstage.placements'], (input, c) =>
    allPlacements(c.var.deps.db, listOptions(input)),
  );

  implement(router, endpoints['backstage.teamDelete'], async (input, c) => {
    const { db, authCache } = c.var.deps;
    await deleteTeam(db, authCache, requireUser(c), input.team_id, input.confirm_name);
    return null;
  });
  implement(router, endpoints['backstage.teamTransferOwner'], async (input, c) => {
    const { db, authCache } = c.var.deps;
    await transferOwnership(db, authCache, requireUser(c), input.team_id, input.user_uid);
    return null;
  });
  implement(router, endpoints['backstage.userUpdate'], async (input, c) => {
    await setSystemAdmin(c.var.deps.db, c.var.deps.authCache, requireUser(c), input);
    return null;
  });
  implement(router, endpoints['backstage.userAdd'], (input, c) =>
    addAccount(c.var.deps.db, requireUser(c), input),
  );

  implement(router, endpoints['group.list'], (input, c) =>
    listGroupPage(c.var.deps.db, { keyword: input.keyword, page: input.page, pageSize: input.page_size }),
  );
  implement(router, endpoints['group.detail'], (input, c) => groupDetail(c.var.deps.db, input.group_id));
  implement(router, endpoints['group.add'], (input, c) => addGroup(c.var.deps.db, requireUser(c), input));
  implement(router, endpoints['group.update'], (input, c) =>
    updateGroup(c.var.deps.db, requireUser(c), input),
  );
  implement(router, endpoints['group.delete'], (input, c) =>
    deleteGroups(c.var.deps.db, requireUser(c), input.group_ids),
  );
  implement(router, endpoints['group.bindUser'], async (input, c) => {
    await bindGroupUsers(c.var.deps.db, requireUser(c), input);
    return null;
  });

  return router;
}
