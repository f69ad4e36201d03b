import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { koxProgressLabels, koxProjectCreators, koxProjects } from '../../db/schema/index.ts';

/**
 * Once an invitation is sent, a creator without a label or still "not contacted" (the template's built-in label)
 * becomes "contacted"; a label a reply or a person set is left alone.
 */
export async function markContacted(tx: Tx, projectId: string, creatorId: string): Promise<void> {
  const [project] = await tx
    .select({ templateId: koxProjects.templateId })
    .from(koxProjects)
    .where(eq(koxProjects.id, projectId));
  if (!project?.templateId) return;
  const labels = await tx
    .select({ id: koxProgressLabels.id, key: koxProgressLabels.builtinKey })
    .from(koxProgressLabels)
    .where(eq(koxProgressLabels.templateId, project.templateId));
  const contacted = labels.find((l) => l.key === 'contacted');
  if (!contacted) return;
  const notContacted = labels.find((l) => l.key === 'not_contacted');
  await tx
    .update(koxProjectCreators)
    .set({ labelId: contacted.id })
    .where(
      and(
        eq(koxProjectCreators.projectId, projectId),
        eq(koxProjectCreators.creatorId, creatorId),
        or(
          isNull(koxProjectCreators.labelId),
          notContacted ? eq(koxProjectCreators.labelId, notContacted.id) : undefined,
        ),
      ),
    );
}
