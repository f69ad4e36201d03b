import { and, count, desc, eq, ilike, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  /** Only this team's entries; undefined: every entry. */
  teamId?: string;
  /** The beginning of the action, e.g. `member.` */
  action?: string;
  /** Part of the actor's name. */
  actor?: string;
  page: number;
  pageSize: number;
}

/** `prefix%` for LIKE with the user's `%`, `_` and `\` taken literally. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listAudit(db: Db, filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.teamId === undefined ? undefined : eq(auditLog.teamId, filter.teamId),
    filter.action ? like(auditLog.action, prefixPattern(filter.action)) : undefined,
    filter.actor ? ilike(auditLog.actorName, containsPattern(filter.actor)) : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [totalRow] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: totalRow?.n ?? 0 };
}
