import type { z } from 'zod';
import { templateInput } from '@/lib/api/endpoints/kox-template';
import { i18n } from '@/lib/i18n';
import { checkTemplate } from '@/lib/kox-template-check';
import { BUILTIN_LABEL_DEFAULTS } from '@/lib/kox-builtin-labels';
import type { TemplateDetail } from './template-queries.ts';
import { templateIssueText } from './template-issue-text.ts';
import '@/lib/i18n/namespaces/koxTemplate';

/** The endpoint's input with every §5 rule of `checkTemplate` at its field: the editor says what the server would. */
export const templateForm = templateInput.superRefine((draft, ctx) => {
  for (const issue of checkTemplate(draft))
    ctx.addIssue({
      code: 'custom',
      path: issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message: templateIssueText(issue),
    });
});
export type TemplateFormValues = z.input<typeof templateForm>;
export type LabelValues = TemplateFormValues['labels'][number];
export type FieldValues = TemplateFormValues['fields'][number];

/** A new template: no fields yet, the built-in labels named in the user's language with their default rules. */
export function newTemplateValues(): TemplateFormValues {
  return {
    name: '',
    description: '',
    fields: [],
    labels: BUILTIN_LABEL_DEFAULTS.map(({ key, ...defaults }) => ({
      ...defaults,
      label_id: null,
      builtin_key: key,
      name: i18n.t(`koxTemplate:builtin.${key}`),
      field_names: [],
      agent: '',
    })),
  };
}

export function valuesOf(template: TemplateDetail): TemplateFormValues {
  return {
    name: template.name,
    description: template.description,
    fields: template.fields.map(({ field_id: _id, ...field }) => field),
    labels: template.labels,
  };
}

export const emptyField = (): FieldValues => ({
  name: '',
  content: '',
  description: '',
  rule: '',
  required: false,
});

export const emptyLabel = (): LabelValues => ({
  label_id: null,
  builtin_key: null,
  name: '',
  judgment_method: 'rules',
  judgment_rule: '',
  field_names: [],
  agent: '',
  reply_strategy: '',
  follow_up_count: 0,
  follow_up_days: 3,
  follow_up_strategy: '',
});
