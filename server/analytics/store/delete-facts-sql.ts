import { factTableNames } from './fact-schema.ts';

/** One DELETE per fact table for a dashboard, or one subject of it, with its parameters. */
export function deleteFactsStatements(scope: {
  dashboardId: string;
  subjectId?: string;
}): { sql: string; params: string[] }[] {
  const bySubject = scope.subjectId !== undefined;
  const where = bySubject ? 'dashboard_id = $1 and subject_id = $2' : 'dashboard_id = $1';
  const params = bySubject ? [scope.dashboardId, scope.subjectId as string] : [scope.dashboardId];
  return factTableNames.map((table) => ({ sql: `delete from analytics.${table} where ${where}`, params }));
}
