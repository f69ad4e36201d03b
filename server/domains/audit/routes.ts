import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireTeam } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { listAudit, type AuditRow } from './queries.ts';

function toEntry(row: AuditRow) {
  return {
    id: row.id,
    action: row.action,
    actor: { user_uid: row.actorId, name: row.actorName },
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}

/** The audit log: a team's for its admins, everything for system administrators (backstage). */
export function auditRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  implement(router, endpoints['audit.list'], async (input, c) => {
    const { rows, total } = await listAudit(c.var.deps.db, {
      teamId: requireTeam(c).id,
      action: input.action,
      actor: input.actor,
      page: input.page,
      pageSize: input.page_size,
    });
    return { list: rows.map(toEntry), total };
  });

  implement(router, endpoints['audit.all'], async (input, c) => {
    const { rows, total } = await listAudit(c.var.deps.db, {
      teamId: input.team_id,
      action: input.action,
      actor: input.actor,
      page: input.page,
      pageSize: input.page_size,
    });
    return {
      list: rows.map((row) => ({ ...toEntry(row), team_id: row.teamId, team_name: row.teamName })),
      total,
    };
  });

  return router;
}
