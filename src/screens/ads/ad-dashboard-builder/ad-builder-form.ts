import { z } from 'zod';
import {
  AD_DASHBOARD_MAX_SOURCES,
  AD_RANGE_KINDS,
  AD_RANGE_PRESETS,
  type AdRangeKind,
} from '@/lib/ads/ad-dashboard-values';
import {
  AGGREGATION_LEVELS,
  ATTRIBUTION_WINDOWS,
  TAG_DIMENSIONS,
  type TagDimension,
} from '@/lib/ads/ad-values';
import type { ApiInput } from '@/lib/api/client';
import {
  adBudgetSchema,
  adRangeSchema,
  adTagFilterSchema,
  type AdRange,
  type AdTagFilter,
} from '@/lib/api/endpoints/ad-dashboard-fields';

export type AdPreviewInput = ApiInput<'adDashboard.preview'>;
export type AdAddInput = ApiInput<'adDashboard.add'>;

/** The name's limit of adDashboard.add. */
export const AD_NAME_MAX = 100;

/**
 * The builder's fields as typed (numbers and dates as text, tags one per line or comma-separated). The checks
 * are the endpoint table's own (the range, the budget, the tag filter), applied to what would be sent, so what
 * the form lets through the server takes; each message is an `adBuilder` key.
 */
export const adBuilderSchema = z
  .object({
    name: z.string().trim().min(1, 'rule.nameRequired').max(AD_NAME_MAX, 'rule.nameTooLong'),
    clientId: z.string(),
    projectId: z.string(),
    datasetIds: z
      .array(z.string())
      .min(1, 'rule.dataRequired')
      .max(AD_DASHBOARD_MAX_SOURCES, 'rule.dataTooMany'),
    window: z.enum(ATTRIBUTION_WINDOWS),
    level: z.enum(AGGREGATION_LEVELS),
    rangeKind: z.enum(AD_RANGE_KINDS),
    preset: z.enum(AD_RANGE_PRESETS),
    days: z.string(),
    from: z.string(),
    to: z.string(),
    budget: z.string(),
    tags: z.object({ product: z.string(), audience: z.string(), hook: z.string() }),
  })
  .superRefine((form, ctx) => {
    const range = adRangeSchema.safeParse(rangeOf(form));
    if (!range.success) {
      const path =
        form.rangeKind === 'days'
          ? 'days'
          : range.error.issues.some((i) => i.path[0] === 'to')
            ? 'to'
            : 'from';
      ctx.addIssue({ code: 'custom', path: [path], message: `rule.range.${form.rangeKind}` });
    }
    if (!adBudgetSchema.safeParse(budgetOf(form.budget)).success)
      ctx.addIssue({ code: 'custom', path: ['budget'], message: 'rule.budget' });
    const tags = adTagFilterSchema.safeParse(tagFilterOf(form.tags));
    for (const issue of tags.success ? [] : tags.error.issues)
      ctx.addIssue({ code: 'custom', path: ['tags', String(issue.path[0])], message: 'rule.tags' });
  });

export type AdBuilderForm = z.input<typeof adBuilderSchema>;

export const defaultAdBuilderForm = (): AdBuilderForm => ({
  name: '',
  clientId: '',
  projectId: '',
  datasetIds: [],
  window: 'none',
  level: 'ad',
  rangeKind: 'preset',
  preset: '1m',
  days: '30',
  from: '',
  to: '',
  budget: '',
  tags: { product: '', audience: '', hook: '' },
});

/** The range as the API takes it (unparsed: the endpoint's schema judges it). */
export function rangeOf(form: Pick<AdBuilderForm, 'rangeKind' | 'preset' | 'days' | 'from' | 'to'>): unknown {
  const kind: AdRangeKind = form.rangeKind;
  if (kind === 'preset') return { kind, preset: form.preset };
  if (kind === 'days') return { kind, days: /^\d+$/.test(form.days.trim()) ? Number(form.days) : NaN };
  return { kind, from: form.from, to: form.to };
}

/** Blank is "no budget of its own" (the datasets' monthly budgets); anything else a number. */
export function budgetOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** One tag a line or comma; a blank dimension is not filtered. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,，、]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

export function tagFilterOf(tags: Record<TagDimension, string>): AdTagFilter {
  return Object.fromEntries(
    TAG_DIMENSIONS.flatMap((d) => {
      const list = splitTags(tags[d]);
      return list.length ? [[d, list]] : [];
    }),
  );
}

/** What the preview computes over: every choice but the name. */
export function toPreviewInput(form: AdBuilderForm): AdPreviewInput {
  return {
    client_id: form.clientId || null,
    project_id: form.projectId || null,
    dataset_ids: form.datasetIds,
    window: form.window,
    level: form.level,
    range: rangeOf(form) as AdRange,
    tags: tagFilterOf(form.tags),
    budget_usd: budgetOf(form.budget),
  };
}

export function toAddInput(form: AdBuilderForm): AdAddInput {
  return { name: form.name.trim(), ...toPreviewInput(form) };
}

/** Whether the preview can be asked for: the fields it reads pass their checks. */
export function previewable(form: AdBuilderForm): boolean {
  const checked = adBuilderSchema.safeParse(form);
  return checked.success || checked.error.issues.every((i) => i.path[0] === 'name');
}
