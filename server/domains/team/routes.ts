import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { deleteLogo } from './logo.ts';
import {
  addUsers,
  authorizeClients,
  invite,
  listMembers,
  modifyRoles,
  removeMembers,
  searchNonMembers,
  setMemberStatus,
} from './member-service.ts';
import {
  createTeam,
  deletePreview,
  deleteTeam,
  leaveTeam,
  listMyTeams,
  switchTeam,
  teamDetail,
  updateTeam,
} from './team-service.ts';
import { transferOwnership } from './transfer-ownership.ts';

/** Teams, members and invitations (docs/teams.md); the logo's file routes are in logo-routes.ts. */
export function teamRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  implement(router, endpoints['team.list'], (_input, c) => listMyTeams(c.var.deps.db, requireUser(c)));

  implement(router, endpoints['team.add'], (input, c) =>
    createTeam(c.var.deps.db, c.var.deps.authCache, requireUser(c), input),
  );

  implement(router, endpoints['team.detail'], (_input, c) => teamDetail(c.var.deps.db, requireTeam(c)));

  implement(router, endpoints['team.update'], async (input, c) => {
    const { db, authCache } = c.var.deps;
    await updateTeam(db, authCache, requireUser(c), requireTeam(c), input);
    return teamDetail(db, requireTeam(c));
  });

  implement(router, endpoints['team.logoDelete'], async (_input, c) => {
    await deleteLogo(c.var.deps.db, requireUser(c), requireTeam(c));
    return null;
  });

  implement(router, endpoints['team.deletePreview'], (_input, c) =>
    deletePreview(c.var.deps.db, requireTeam(c)),
  );

  implement(router, endpoints['team.delete'], async (input, c) => {
    const { db, authCache } = c.var.deps;
    await deleteTeam(db, authCache, requireUser(c), requireTeam(c).id, input.confirm_name);
    return null;
  });

  implement(router, endpoints['team.switch'], (input, c) =>
    switchTeam(c.var.deps.db, c.var.deps.authCache, requireUser(c), input.team_id),
  );

  implement(router, endpoints['team.transferOwner'], async (input, c) => {
    await transferOwnership(
      c.var.deps.db,
      c.var.deps.authCache,
      requireUser(c),
      requireTeam(c).id,
      input.user_uid,
    );
    return null;
  });

  implement(router, endpoints['team.leave'], async (_input, c) => {
    await leaveTeam(c.var.deps.db, c.var.deps.authCache, requireUser(c), requireTeam(c));
    return null;
  });

  implement(router, endpoints['team.users'], (input, c) => listMembers(c.var.deps.db, requireTeam(c), input));

  implement(router, endpoints['team.userList'], (input, c) =>
    searchNonMembers(c.var.deps.db, requireTeam(c), input.keyword),
  );

  implement(router, endpoints['team.addUsers'], async (input, c) => {
    await addUsers(c.var.deps.db, c.var.deps.authCache, requireUser(c), requireTeam(c), input);
    return null;
  });

  implement(router, endpoints['team.invite'], (input, c) =>
    invite(c.var.deps.db, c.var.deps.authCache, requireUser(c), requireTeam(c), input),
  );

  implement(router, endpoints['team.batchModifyRole'], async (input, c) => {
    const { db, authCache } = c.var.deps;
    await modifyRoles(db, authCache, requireUser(c), requireTeam(c), input.user_uids, input.role);
    return null;
  });

  implement(router, endpoints['team.batchAuthClient'], async (input, c) => {
    const { db, authCache } = c.var.deps;
    await authorizeClients(db, authCache, requireUser(c), requireTeam(c), input.user_uids, input.client_ids);
    return null;
  });

  implement(router, endpoints['team.batchRemoveUser'], async (input, c) => {
    await removeMembers(c.var.deps.db, c.var.deps.authCache, requireUser(c), requireTeam(c), input.user_uids);
    return null;
  });

  implement(router, endpoints['team.memberStatus'], async (input, c) => {
    const { db, authCache } = c.var.deps;
    await setMemberStatus(db, authCache, requireUser(c), requireTeam(c), input.user_uids, input.status);
    return null;
  });

  return router;
}
