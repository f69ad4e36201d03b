import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import type { TemplateInput } from '../../../src/lib/api/endpoints/kox-template.ts';
import type { Db, Tx } from '../../db/client.ts';
import { koxProgressLabels, koxTemplateFields, koxTemplates } from '../../db/schema/index.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../org/unique-violation.ts';
import { checkDraft, nameTakenIssue, rejectTemplate } from './template-check.ts';
import { templateDto } from './template-dto.ts';
import { refuseLabelsWithContacts } from './label-contacts.ts';
import { writeFields, writeLabels } from './template-parts.ts';

type Draft = Required<Pick<TemplateInput, 'name' | 'description' | 'fields' | 'labels'>> & TemplateInput;

const ofTeam = (team: TeamContext, templateId: string) =>
  and(eq(koxTemplates.teamId, team.id), eq(koxTemplates.id, templateId));

/** A template of the caller's team, or 10205 (another team's is as unknown as one that never was). */
async function ownTemplate(db: Db | Tx, team: TeamContext, templateId: string, lock = false) {
  const query = db.select().from(koxTemplates).where(ofTeam(team, templateId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('NOT_FOUND', 'Template not found.');
  return row;
}

/** A unique-name race lost between the check and the write is the same answer as the check's. */
async function namedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) rejectTemplate([nameTakenIssue]);
    throw err;
  }
}

export async function listTemplates(db: Db, team: TeamContext) {
  const fields = db
    .select({ templateId: koxTemplateFields.templateId, n: count().as('field_n') })
    .from(koxTemplateFields)
    .groupBy(koxTemplateFields.templateId)
    .as('fields');
  const custom = db
    .select({ templateId: koxProgressLabels.templateId, n: count().as('custom_n') })
    .from(koxProgressLabels)
    .where(isNull(koxProgressLabels.builtinKey))
    .groupBy(koxProgressLabels.templateId)
    .as('custom');
  const rows = await db
    .select({
      id: koxTemplates.id,
      name: koxTemplates.name,
      description: koxTemplates.description,
      updatedAt: koxTemplates.updatedAt,
      fieldCount: sql`coalesce(${fields.n}, 0)`.mapWith(Number),
      customCount: sql`coalesce(${custom.n}, 0)`.mapWith(Number),
    })
    .from(koxTemplates)
    .leftJoin(fields, eq(fields.templateId, koxTemplates.id))
    .leftJoin(custom, eq(custom.templateId, koxTemplates.id))
    .where(eq(koxTemplates.teamId, team.id))
    .orderBy(desc(koxTemplates.updatedAt), desc(koxTemplates.id));
  return {
    templates: rows.map((r) => ({
      template_id: r.id,
      name: r.name,
      description: r.description,
      field_count: r.fieldCount,
      custom_label_count: r.customCount,
      updated_at: r.updatedAt.toISOString(),
    })),
  };
}

export async function templateDetail(db: Db, team: TeamContext, templateId: string) {
  return templateDto(db, await ownTemplate(db, team, templateId));
}

export async function createTemplate(db: Db, user: AuthUser, team: TeamContext, draft: Draft) {
  await checkDraft(db, team.id, draft);
  return namedWrite(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(koxTemplates)
        .values({ teamId: team.id, name: draft.name, description: draft.description, createdBy: user.id })
        .returning();
      await writeFields(tx, row!.id, draft.fields);
      await writeLabels(tx, row!.id, draft.labels, []);
      return templateDto(tx, row!);
    }),
  );
}

/**
 * One save of the whole template: the checks first, then the template, its fields and its labels in one
 * transaction, so a save either lands whole or leaves the template as it was.
 */
export async function updateTemplate(db: Db, team: TeamContext, templateId: string, draft: Draft) {
  await ownTemplate(db, team, templateId);
  await checkDraft(db, team.id, draft, templateId);
  return namedWrite(() =>
    db.transaction(async (tx) => {
      await ownTemplate(tx, team, templateId, true);
      const existing = await tx
        .select({ id: koxProgressLabels.id, builtinKey: koxProgressLabels.builtinKey })
        .from(koxProgressLabels)
        .where(eq(koxProgressLabels.templateId, templateId));
      const [row] = await tx
        .update(koxTemplates)
        .set({ name: draft.name, description: draft.description, updatedAt: new Date() })
        .where(eq(koxTemplates.id, templateId))
        .returning();
      await writeFields(tx, templateId, draft.fields);
      await writeLabels(tx, templateId, draft.labels, existing);
      return templateDto(tx, row!);
    }),
  );
}

/** Deletes a template with its fields and labels; not while a project's creators carry one of its labels. */
export async function deleteTemplate(db: Db, team: TeamContext, templateId: string) {
  return db.transaction(async (tx) => {
    const labels = await tx
      .select({ id: koxProgressLabels.id })
      .from(koxProgressLabels)
      .innerJoin(koxTemplates, eq(koxTemplates.id, koxProgressLabels.templateId))
      .where(ofTeam(team, templateId));
    await refuseLabelsWithContacts(
      tx,
      labels.map((l) => l.id),
    );
    const deleted = await tx
      .delete(koxTemplates)
      .where(ofTeam(team, templateId))
      .returning({ id: koxTemplates.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Template not found.');
    return { deleted: deleted.length };
  });
}

export async function duplicateTemplate(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  templateId: string,
  name: string,
) {
  const source = await templateDetail(db, team, templateId);
  if (!name.trim()) rejectTemplate([{ path: 'name', code: ErrorCode.KOX_TEMPLATE_REQUIRED }]);
  return createTemplate(db, user, team, {
    ...source,
    name,
    labels: source.labels.map((label) => ({ ...label, label_id: null })),
  });
}
