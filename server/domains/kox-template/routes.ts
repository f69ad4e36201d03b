import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  listTemplates,
  templateDetail,
  updateTemplate,
} from './template-service.ts';

/** AI business templates and their progress labels (docs/kox.md "Templates"). */
export function koxTemplateRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  implement(router, endpoints['koxTemplate.list'], (_, c) => listTemplates(c.var.deps.db, requireTeam(c)));
  implement(router, endpoints['koxTemplate.detail'], (input, c) =>
    templateDetail(c.var.deps.db, requireTeam(c), input.template_id),
  );
  implement(router, endpoints['koxTemplate.create'], (input, c) =>
    createTemplate(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxTemplate.update'], (input, c) =>
    updateTemplate(c.var.deps.db, requireTeam(c), input.template_id, input),
  );
  implement(router, endpoints['koxTemplate.delete'], (input, c) =>
    deleteTemplate(c.var.deps.db, requireTeam(c), input.template_id),
  );
  implement(router, endpoints['koxTemplate.duplicate'], (input, c) =>
    duplicateTemplate(c.var.deps.db, requireUser(c), requireTeam(c), input.template_id, input.name),
  );
  return router;
}
