import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { addProjectCreators, projectCreatorPage, removeProjectCreators } from './project-creators.ts';
import { projectPerformance } from './project-performance.ts';
import { listProjects, projectDto, visibleProject } from './project-queries.ts';
import { createProject, deleteProject, updateBrief, updateProject } from './project-service.ts';

/** KOX projects (docs/kox.md "Projects"). */
export function koxProjectRoutes(catalog: CreatorCatalog): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  implement(router, endpoints['koxProject.list'], (input, c) =>
    listProjects(c.var.deps.db, requireTeam(c), input),
  );
  implement(router, endpoints['koxProject.create'], (input, c) =>
    createProject(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxProject.update'], (input, c) =>
    updateProject(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxProject.delete'], (input, c) =>
    deleteProject(c.var.deps.db, requireTeam(c), input.project_id),
  );
  implement(router, endpoints['koxProject.detail'], async (input, c) => {
    const db = c.var.deps.db;
    const team = requireTeam(c);
    const row = await visibleProject(db, team, input.project_id);
    return {
      project: projectDto(row),
      creators: await projectCreatorPage(db, catalog, team, row.project.id, input),
    };
  });
  implement(router, endpoints['koxProject.performance'], (input, c) =>
    projectPerformance(c.var.deps.db, requireTeam(c), input.project_id),
  );
  implement(router, endpoints['koxProject.addCreators'], (input, c) =>
    addProjectCreators(c.var.deps.db, catalog, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxProject.removeCreators'], (input, c) =>
    removeProjectCreators(c.var.deps.db, requireTeam(c), input),
  );
  implement(router, endpoints['koxProject.briefUpdate'], (input, c) =>
    updateBrief(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  return router;
}
