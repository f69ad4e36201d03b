import { Hono } from 'hono';
import {
  endpoints,
  KOX_IMPORT_TEMPLATE_PATH,
  koxImportTemplateQuerySchema,
} from '../../../src/lib/api/endpoints.ts';
import { readers } from '../../../src/lib/api/endpoints/common.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { checkAccess, requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { parseInput } from '../../lib/request-input.ts';
import { deleteContent, updateContent } from './content-edit.ts';
import { contentDetail, listContent } from './content-service.ts';
import { importContent } from './import-content.ts';
import { importCreators } from './import-creators.ts';
import { buildKoxTemplate, KOX_TEMPLATE_CONTENT_TYPE, KOX_TEMPLATE_FILE_NAME } from './import-template.ts';

/** KOX and content imports, their templates, and the team's content records (docs/kox.md, "Imports"). */
export function koxImportRoutes(catalog: CreatorCatalog): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get(KOX_IMPORT_TEMPLATE_PATH, (c) => {
    checkAccess(c, readers);
    const { kind, format, lang } = parseInput(koxImportTemplateQuerySchema, c.req.query());
    const bytes = buildKoxTemplate(kind, format, lang);
    c.header('Content-Type', KOX_TEMPLATE_CONTENT_TYPE[format]);
    c.header('Content-Disposition', `attachment; filename="${KOX_TEMPLATE_FILE_NAME[kind]}.${format}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(bytes.buffer as ArrayBuffer);
  });
  implement(router, endpoints['kox.importCreators'], (input, c) =>
    importCreators(c.var.deps.db, catalog, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['kox.importContent'], (input, c) =>
    importContent(c.var.deps.db, catalog, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['kox.contentList'], (input, c) =>
    listContent(c.var.deps.db, catalog, requireTeam(c), input),
  );
  implement(router, endpoints['kox.contentDetail'], (input, c) =>
    contentDetail(c.var.deps.db, catalog, requireTeam(c), input.content_id),
  );
  implement(router, endpoints['kox.contentUpdate'], (input, c) =>
    updateContent(c.var.deps.db, catalog, requireTeam(c), input),
  );
  implement(router, endpoints['kox.contentDelete'], (input, c) =>
    deleteContent(c.var.deps.db, requireTeam(c), input.content_ids),
  );
  return router;
}
