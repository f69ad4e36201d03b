import { eq, inArray } from 'drizzle-orm';
import type { TemplateInput } from '../../../src/lib/api/endpoints/kox-template.ts';
import type { Tx } from '../../db/client.ts';
import { koxProgressLabels, koxTemplateFields } from '../../db/schema/index.ts';
import { refuseLabelsWithContacts } from './label-contacts.ts';
import { AppError } from '../../lib/errors.ts';

type Field = TemplateInput['fields'][number];
type Label = TemplateInput['labels'][number];
type StoredLabel = { id: string; builtinKey: string | null };

/** The fields as saved, in order: they are written anew each save (labels refer to them by name, not id). */
export async function writeFields(tx: Tx, templateId: string, fields: readonly Field[]): Promise<void> {
  await tx.delete(koxTemplateFields).where(eq(koxTemplateFields.templateId, templateId));
  if (fields.length === 0) return;
  await tx.insert(koxTemplateFields).values(
    fields.map((f, position) => ({
      templateId,
      position,
      name: f.name,
      content: f.content,
      description: f.description,
      rule: f.rule,
      required: f.required,
    })),
  );
}

const columnsOf = (label: Label, position: number) => ({
  position,
  name: label.name,
  judgmentMethod: label.judgment_method,
  judgmentRule: label.judgment_rule,
  fieldNames: [...label.field_names],
  agent: label.agent,
  replyStrategy: label.reply_strategy,
  followUpCount: label.follow_up_count,
  followUpDays: label.follow_up_days,
  followUpStrategy: label.follow_up_strategy,
});

/**
 * The labels as saved, in order. A label that names an id keeps it (creators carrying it keep their label); one
 * without is new; a stored label the save leaves out is deleted. An id that is not this template's, or a built-in
 * label posing as another, is refused before anything is written.
 */
export async function writeLabels(
  tx: Tx,
  templateId: string,
  labels: readonly Label[],
  stored: readonly StoredLabel[],
): Promise<void> {
  const byId = new Map(stored.map((l) => [l.id, l]));
  const kept = new Set<string>();
  labels.forEach((label, i) => {
    if (!label.label_id) return;
    const was = byId.get(label.label_id);
    if (!was || was.builtinKey !== label.builtin_key || kept.has(label.label_id))
      throw new AppError('VALIDATION', undefined, [
        {
          path: `labels.${i}.label_id`,
          message: 'Not a label of this template, or not this built-in label.',
        },
      ]);
    kept.add(label.label_id);
  });
  const removed = stored.filter((l) => !kept.has(l.id)).map((l) => l.id);
  await refuseLabelsWithContacts(tx, removed);
  if (removed.length > 0) await tx.delete(koxProgressLabels).where(inArray(koxProgressLabels.id, removed));
  for (const [position, label] of labels.entries()) {
    if (label.label_id)
      await tx
        .update(koxProgressLabels)
        .set(columnsOf(label, position))
        .where(eq(koxProgressLabels.id, label.label_id));
  }
  const added = labels.flatMap((label, position) =>
    label.label_id ? [] : [{ templateId, builtinKey: label.builtin_key, ...columnsOf(label, position) }],
  );
  if (added.length > 0) await tx.insert(koxProgressLabels).values(added);
}
