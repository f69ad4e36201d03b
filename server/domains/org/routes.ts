import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import {
  addClient,
  clientDeletePreview,
  deleteClients,
  listClientViewers,
  listTeamClients,
  updateClient,
} from './client-service.ts';
import { addPlacement, deletePlacements, listTeamPlacements, updatePlacement } from './placement-service.ts';
import {
  addProject,
  deleteProjects,
  listTeamProjects,
  projectDetail,
  teamProjectTree,
  updateProject,
} from './project-service.ts';

/** The current team's clients, projects and placements (docs/teams.md, docs/placements.md). */
export function orgRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const paging = (input: { keyword?: string; page: number; page_size: number }) => ({
    keyword: input.keyword,
    page: input.page,
    pageSize: input.page_size,
  });

  implement(router, endpoints['client.list'], (input, c) =>
    listTeamClients(c.var.deps.db, requireTeam(c), { ...paging(input), sort: input.sort }),
  );
  implement(router, endpoints['client.add'], (input, c) =>
    addClient(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['client.update'], (input, c) =>
    updateClient(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['client.delete'], (input, c) =>
    deleteClients(c.var.deps.db, c.var.deps.authCache, requireUser(c), requireTeam(c), input.client_ids),
  );
  implement(router, endpoints['client.deletePreview'], (input, c) =>
    clientDeletePreview(c.var.deps.db, requireTeam(c), input.client_ids),
  );
  implement(router, endpoints['client.userList'], (input, c) =>
    listClientViewers(c.var.deps.db, requireTeam(c), input.client_id),
  );

  implement(router, endpoints['project.list'], (input, c) =>
    listTeamProjects(c.var.deps.db, requireTeam(c), {
      ...paging(input),
      sort: input.sort,
      clientId: input.client_id,
      status: input.status,
    }),
  );
  implement(router, endpoints['project.tree'], (_input, c) => teamProjectTree(c.var.deps.db, requireTeam(c)));
  implement(router, endpoints['project.detail'], (input, c) =>
    projectDetail(c.var.deps.db, requireTeam(c), input.project_id),
  );
  implement(router, endpoints['project.add'], (input, c) =>
    addProject(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['project.update'], (input, c) =>
    updateProject(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['project.delete'], (input, c) =>
    deleteProjects(c.var.deps.db, requireUser(c), requireTeam(c), input.project_ids),
  );

  implement(router, endpoints['placement.list'], (input, c) =>
    listTeamPlacements(c.var.deps.db, requireTeam(c), {
      ...paging(input),
      sort: input.sort,
      projectId: input.project_id,
      clientId: input.client_id,
      channel: input.channel,
      status: input.status,
    }),
  );
  implement(router, endpoints['placement.add'], (input, c) =>
    addPlacement(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['placement.update'], (input, c) =>
    updatePlacement(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['placement.delete'], (input, c) =>
    deletePlacements(c.var.deps.db, requireUser(c), requireTeam(c), input.placement_ids),
  );

  return router;
}
