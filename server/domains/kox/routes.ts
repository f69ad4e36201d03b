import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { creatorDetail, listPublicCreators } from './public-service.ts';
import { addSavedSearch, deleteSavedSearch, listSavedSearches } from './saved-searches.ts';
import { listTeamCreators } from './team-list.ts';
import { addTeamCreators, removeTeamCreators, updateTeamCreator } from './team-service.ts';

/** The creator databases: public, the current team's, and the members' saved searches (docs/kox.md). */
export function koxRoutes(catalog: CreatorCatalog): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  implement(router, endpoints['kox.publicList'], (input, c) =>
    listPublicCreators(c.var.deps.db, catalog, requireTeam(c), input),
  );
  implement(router, endpoints['kox.teamList'], (input, c) =>
    listTeamCreators(c.var.deps.db, catalog, requireTeam(c), input),
  );
  implement(router, endpoints['kox.detail'], (input, c) =>
    creatorDetail(c.var.deps.db, catalog, requireTeam(c), input.creator_id),
  );
  implement(router, endpoints['kox.teamAdd'], (input, c) =>
    addTeamCreators(c.var.deps.db, catalog, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['kox.teamUpdate'], (input, c) =>
    updateTeamCreator(c.var.deps.db, catalog, requireTeam(c), input),
  );
  implement(router, endpoints['kox.teamRemove'], (input, c) =>
    removeTeamCreators(c.var.deps.db, requireTeam(c), input.creator_ids),
  );
  implement(router, endpoints['kox.searchList'], (input, c) =>
    listSavedSearches(c.var.deps.db, requireUser(c), requireTeam(c), input.scope),
  );
  implement(router, endpoints['kox.searchAdd'], (input, c) =>
    addSavedSearch(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['kox.searchDelete'], (input, c) =>
    deleteSavedSearch(c.var.deps.db, requireUser(c), requireTeam(c), input.search_id),
  );
  return router;
}
