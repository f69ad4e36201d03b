import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxProgressLabels, koxProjects } from '../../db/schema/index.ts';

export type ProgressLabelRow = typeof koxProgressLabels.$inferSelect;

/** The progress labels of a project's template, in the order replies are judged; none without a template. */
export async function projectLabels(db: Db, projectId: string): Promise<ProgressLabelRow[]> {
  const [project] = await db
    .select({ templateId: koxProjects.templateId })
    .from(koxProjects)
    .where(eq(koxProjects.id, projectId));
  if (!project?.templateId) return [];
  return db
    .select()
    .from(koxProgressLabels)
    .where(eq(koxProgressLabels.templateId, project.templateId))
    .orderBy(asc(koxProgressLabels.position));
}

export const judgedLabelOf = (l: ProgressLabelRow) => ({
  label_id: l.id,
  name: l.name,
  judgment_method: l.judgmentMethod,
  judgment_rule: l.judgmentRule,
});
