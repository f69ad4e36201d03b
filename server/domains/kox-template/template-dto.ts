import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { koxTemplates } from '../../db/schema/index.ts';
import { koxProgressLabels, koxTemplateFields } from '../../db/schema/index.ts';

type TemplateRow = typeof koxTemplates.$inferSelect;

/** A template as the API gives it: its fields and labels in their order. */
export async function templateDto(db: Db | Tx, row: TemplateRow) {
  const [fields, labels] = await Promise.all([
    db
      .select()
      .from(koxTemplateFields)
      .where(eq(koxTemplateFields.templateId, row.id))
      .orderBy(asc(koxTemplateFields.position)),
    db
      .select()
      .from(koxProgressLabels)
      .where(eq(koxProgressLabels.templateId, row.id))
      .orderBy(asc(koxProgressLabels.position)),
  ]);
  return {
    template_id: row.id,
    name: row.name,
    description: row.description,
    fields: fields.map((f) => ({
      field_id: f.id,
      name: f.name,
      content: f.content,
      description: f.description,
      rule: f.rule,
      required: f.required,
    })),
    labels: labels.map((l) => ({
      label_id: l.id,
      builtin_key: l.builtinKey,
      name: l.name,
      judgment_method: l.judgmentMethod,
      judgment_rule: l.judgmentRule,
      field_names: l.fieldNames,
      agent: l.agent,
      reply_strategy: l.replyStrategy,
      follow_up_count: l.followUpCount,
      follow_up_days: l.followUpDays,
      follow_up_strategy: l.followUpStrategy,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
