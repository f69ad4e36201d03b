import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxProjects } from '../../db/schema/index.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import type { KoxBriefField } from '../../../src/lib/kox-recommend-values.ts';
import { fileUnder } from '../kox/team-service.ts';
import { dropBlobIfUnused, projectAttachmentContents } from '../kox-outreach-attachments/blob-store.ts';
import { projectValues } from './project-rules.ts';
import { requireTeamTemplate } from './project-template.ts';
import { BRIEF_COLUMNS, projectDto, visibleProject, visibleProjects } from './project-queries.ts';

type Brief = Partial<Record<KoxBriefField, string | undefined>>;
interface ProjectInput {
  name?: string | undefined;
  start_at?: string | null | undefined;
  batch_outreach?: boolean | undefined;
  template_id?: string | null | undefined;
}

function briefColumns(brief: Brief | undefined) {
  const set: Partial<Record<(typeof BRIEF_COLUMNS)[KoxBriefField], string>> = {};
  for (const [field, column] of Object.entries(BRIEF_COLUMNS)) {
    const value = brief?.[field as KoxBriefField];
    if (value !== undefined) set[column] = value.trim();
  }
  return set;
}

/** A new project of the caller's team, filed under a client the caller sees (a restricted member: one of theirs). */
export async function createProject(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: ProjectInput & { client_id?: string | null | undefined; brief?: Brief | undefined },
) {
  const values = projectValues(input);
  await requireTeamTemplate(db, team, values.templateId);
  const clientId = await fileUnder(db, team, input.client_id);
  const [created] = await db
    .insert(koxProjects)
    .values({
      teamId: team.id,
      clientId,
      name: values.name!,
      startAt: values.startAt!,
      batchOutreach: values.batchOutreach ?? false,
      templateId: values.templateId ?? null,
      ...briefColumns(input.brief),
      createdBy: user.id,
      updatedBy: user.id,
    })
    .returning({ id: koxProjects.id });
  return projectDto(await visibleProject(db, team, created!.id));
}

async function changeProject(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  projectId: string,
  set: Partial<typeof koxProjects.$inferInsert>,
) {
  await db
    .update(koxProjects)
    .set({ ...set, updatedBy: user.id, updatedAt: new Date() })
    .where(and(visibleProjects(team), eq(koxProjects.id, projectId)));
  return projectDto(await visibleProject(db, team, projectId));
}

/** Changes the fields given; spec §5's rules hold for the project as it will be. */
export async function updateProject(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: ProjectInput & { project_id: string },
) {
  const { project } = await visibleProject(db, team, input.project_id);
  const values = projectValues(input, project);
  await requireTeamTemplate(db, team, values.templateId);
  return changeProject(db, user, team, project.id, values);
}

export async function updateBrief(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: { project_id: string; brief: Brief },
) {
  const { project } = await visibleProject(db, team, input.project_id);
  return changeProject(db, user, team, project.id, briefColumns(input.brief));
}

/**
 * Deletes a visible project (its creators list and e-mails go with it, and attachment contents no other e-mail
 * names); another team's or a hidden one is 10205.
 */
export async function deleteProject(db: Db, team: TeamContext, projectId: string) {
  await visibleProject(db, team, projectId);
  return db.transaction(async (tx) => {
    const contents = await projectAttachmentContents(tx, projectId);
    const deleted = await tx
      .delete(koxProjects)
      .where(and(visibleProjects(team), eq(koxProjects.id, projectId)))
      .returning({ id: koxProjects.id });
    for (const sha256 of contents) await dropBlobIfUnused(tx, team.id, sha256);
    return { deleted: deleted.length };
  });
}
