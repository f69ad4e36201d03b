import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxTemplates } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';

/** The connection template a project names must be one of the team's (another team's is as unknown as none). */
export async function requireTeamTemplate(db: Db, team: TeamContext, templateId: string | null | undefined) {
  if (!templateId) return;
  const [found] = await db
    .select({ id: koxTemplates.id })
    .from(koxTemplates)
    .where(and(eq(koxTemplates.teamId, team.id), eq(koxTemplates.id, templateId)));
  if (!found)
    throw new AppError('VALIDATION', undefined, [
      { path: 'template_id', message: 'No such template in the team' },
    ]);
}
