import type { FactScope } from './analytics-store.ts';
import { FACT_WRITES, factTableNames } from './fact-schema.ts';

/**
 * One DELETE per fact table and the record of writes (or per table of `tables`, which have the same scope
 * columns) for a dashboard, or one subject of it, with its parameters.
 */
export function deleteFactsStatements(
  scope: FactScope,
  tables: readonly string[] = [...factTableNames, FACT_WRITES],
): { sql: string; params: string[] }[] {
  const bySubject = scope.subjectId !== undefined;
  const where = bySubject ? 'dashboard_id = $1 and subject_id = $2' : 'dashboard_id = $1';
  const params = bySubject ? [scope.dashboardId, scope.subjectId as string] : [scope.dashboardId];
  return tables.map((table) => ({ sql: `delete from analytics.${table} where ${where}`, params }));
}
