import { z } from 'zod';
import { PLACEMENT_CHANNEL_VALUES, PLACEMENT_STATUS_VALUES } from '@/lib/org-values';
import { description, displayName } from '@/lib/api/endpoints/org-fields';
import { i18n } from '@/lib/i18n';
import {
  DATED_STATUSES,
  NEXT_STATUSES,
  STARTING_STATUSES,
  type PlacementStatus,
} from '@/lib/placement-status';
import { endNotBeforeStart, optionalDay } from '../form/date-fields.ts';
import '@/lib/i18n/namespaces/org';

/** The statuses the form offers: the starting ones for a new placement, else the current one and its moves. */
export function statusChoices(current: PlacementStatus | null): readonly PlacementStatus[] {
  return current === null ? STARTING_STATUSES : [current, ...NEXT_STATUSES[current]];
}

const rule = (key: string) => () => i18n.t(`org:rules.${key}`);

/** The fields of placement.add / placement.update as typed into the form, with the endpoint's limits. */
export const placementForm = z
  .object({
    project_id: z.string().min(1),
    name: displayName(120),
    channel: z.enum(PLACEMENT_CHANNEL_VALUES),
    media: description(120),
    format: description(120),
    budget: z
      .string()
      .trim()
      // At most 12 digits before the point: MAX_BUDGET, what numeric(14,2) holds.
      .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: rule('budget') }),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, { error: rule('currency') })
      .transform((v) => v.toUpperCase()),
    start_date: optionalDay,
    end_date: optionalDay,
    status: z.enum(PLACEMENT_STATUS_VALUES),
    notes: description(2000),
  })
  .superRefine(endNotBeforeStart)
  .superRefine((value, ctx) => {
    if (!DATED_STATUSES.includes(value.status)) return;
    for (const field of ['start_date', 'end_date'] as const)
      if (!value[field])
        ctx.addIssue({ code: 'custom', path: [field], message: i18n.t('org:rules.datesRequired') });
  });

export type PlacementFormInput = z.input<typeof placementForm>;
export type PlacementFormOutput = z.output<typeof placementForm>;
export const PLACEMENT_FIELDS = [
  'project_id',
  'name',
  'channel',
  'media',
  'format',
  'budget',
  'currency',
  'start_date',
  'end_date',
  'status',
  'notes',
] as const;
