import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { BUILTIN_LABEL_KEYS, JUDGMENT_METHODS, TEMPLATE_LIMITS as L } from '../../kox-template-values.ts';
import { readers, recordId, writers } from './common.ts';

/*
 * AI business templates and their progress labels (spec §3, §5; docs/kox.md "Templates"). Texts may be empty
 * here: the §5 rules (required, complete, English, in range) are checked as a whole by `checkTemplate` and
 * answered with 10281 and one issue per problem, each with its own code.
 */

const text = (max: number) => z.string().trim().max(max);

export const templateFieldInput = z.object({
  name: text(L.fieldName),
  content: text(L.fieldContent),
  description: text(L.fieldDescription),
  /** How the draft must treat this field (optional). */
  rule: text(L.fieldRule),
  required: z.boolean(),
});

export const progressLabelInput = z.object({
  /** The label being edited; null for a new custom label. Ids are kept, so creators keep their labels. */
  label_id: recordId.nullable(),
  /** The built-in label this is, or null for a custom one. */
  builtin_key: z.enum(BUILTIN_LABEL_KEYS).nullable(),
  name: text(L.labelName),
  judgment_method: z.enum(JUDGMENT_METHODS),
  /** By rules: the rule language (docs/kox.md); by the model: the completion criteria, in English. */
  judgment_rule: text(L.judgmentRule),
  /** Names of this template's fields the label uses. */
  field_names: z.array(text(L.fieldName)).max(L.fields),
  /** The assistant that answers replies carrying this label (free text, optional). */
  agent: text(L.agent),
  reply_strategy: text(L.strategy),
  follow_up_count: z.number().int(),
  follow_up_days: z.number().int(),
  follow_up_strategy: text(L.strategy),
});

export const templateInput = z.object({
  name: text(L.name),
  description: text(L.description),
  fields: z.array(templateFieldInput).max(L.fields),
  /** Every built-in label once, and up to 20 custom ones, in the order replies are judged. */
  labels: z.array(progressLabelInput).max(BUILTIN_LABEL_KEYS.length + L.customLabels),
});
export type TemplateInput = z.input<typeof templateInput>;

const templateSummary = z.object({
  template_id: z.string(),
  name: z.string(),
  description: z.string(),
  field_count: z.number().int(),
  custom_label_count: z.number().int(),
  updated_at: z.string(),
});

export const templateSchema = templateInput.extend({
  template_id: z.string(),
  fields: z.array(templateFieldInput.extend({ field_id: z.string() })),
  labels: z.array(progressLabelInput.extend({ label_id: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type KoxTemplate = z.infer<typeof templateSchema>;

const templateRef = z.object({ template_id: recordId });

export const koxTemplateEndpoints = {
  'koxTemplate.list': defineEndpoint({
    key: 'koxTemplate.list',
    method: 'GET',
    path: '/api/kox/template/list',
    input: z.object({}),
    output: z.object({ templates: z.array(templateSummary) }),
    access: readers,
    summary: "The current team's AI business templates, latest changed first.",
  }),
  'koxTemplate.detail': defineEndpoint({
    key: 'koxTemplate.detail',
    method: 'GET',
    path: '/api/kox/template/detail',
    input: templateRef,
    output: templateSchema,
    access: readers,
    summary: 'A template with its fields and progress labels, in order.',
  }),
  'koxTemplate.create': defineEndpoint({
    key: 'koxTemplate.create',
    method: 'POST',
    path: '/api/kox/template/create',
    input: templateInput,
    output: templateSchema,
    access: writers,
    summary:
      'Create a template with its fields and labels (every built-in label once), checked as a whole (10281 with an issue per problem).',
  }),
  'koxTemplate.update': defineEndpoint({
    key: 'koxTemplate.update',
    method: 'POST',
    path: '/api/kox/template/update',
    input: templateInput.extend({ template_id: recordId }),
    output: templateSchema,
    access: writers,
    summary:
      'Save a template, its fields and its labels in one go: all of it or, with 10281 and an issue per problem, none of it.',
  }),
  'koxTemplate.delete': defineEndpoint({
    key: 'koxTemplate.delete',
    method: 'POST',
    path: '/api/kox/template/delete',
    input: templateRef,
    output: z.object({ deleted: z.number().int() }),
    access: writers,
    summary: 'Delete a template with its fields and labels.',
  }),
  'koxTemplate.duplicate': defineEndpoint({
    key: 'koxTemplate.duplicate',
    method: 'POST',
    path: '/api/kox/template/duplicate',
    input: templateRef.extend({ name: text(L.name) }),
    output: templateSchema,
    access: writers,
    summary:
      'Copy a template, its fields and labels under a new name (10281 when the name is empty or taken).',
  }),
} satisfies Record<string, Endpoint>;
