import type { TemplateInput } from '../../../src/lib/api/endpoints/kox-template.ts';
import { BUILTIN_LABEL_DEFAULTS } from '../../../src/lib/kox-builtin-labels.ts';

type Label = TemplateInput['labels'][number];

const BUILTIN_NAMES: Record<string, string> = {
  not_contacted: 'Not contacted',
  contacted: 'Contacted',
  replied_declined: 'Replied – declined',
  agreed: 'Agreed',
  negotiating: 'Negotiating',
  replied_interested: 'Replied – interested',
  no_reply: 'No reply',
};

/** The built-in labels as a new template's editor fills them, in English. */
export const builtinLabels = (): Label[] =>
  BUILTIN_LABEL_DEFAULTS.map(({ key, ...defaults }) => ({
    ...defaults,
    label_id: null,
    builtin_key: key,
    name: BUILTIN_NAMES[key]!,
    field_names: [],
    agent: '',
  }));

export const customLabel = (overrides: Partial<Label> = {}): Label => ({
  label_id: null,
  builtin_key: null,
  name: 'Asked for samples',
  judgment_method: 'rules',
  judgment_rule: 'contains any: sample, 样品',
  field_names: ['Product'],
  agent: '',
  reply_strategy: 'Confirm the shipping address and send the sample.',
  follow_up_count: 1,
  follow_up_days: 5,
  follow_up_strategy: 'Ask whether the sample arrived.',
  ...overrides,
});

/** A complete template: two fields, the built-in labels and one custom label. */
export function templateDraft(overrides: Partial<TemplateInput> = {}) {
  return {
    name: 'Running shoes launch',
    description: 'Invite running creators to review the new trail shoe.',
    fields: [
      { name: 'Product', content: 'Trail shoe X', description: 'What we send', rule: '', required: true },
      {
        name: 'Fee',
        content: 'USD 500 per video',
        description: 'Our offer',
        rule: 'Never above USD 800',
        required: false,
      },
    ],
    labels: [...builtinLabels(), customLabel()],
    ...overrides,
  } satisfies TemplateInput;
}
