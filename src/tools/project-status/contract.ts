import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { namedProject, projectNameInput } from '../outreach/outreach-contract.ts';
import { teamChoiceOutput } from '../team-admin/contract.ts';

export const STATUS_PERIODS = ['today', 'this_week', 'this_month'] as const;
/** How many of the period's repliers the card lists; the outreach screen has them all. */
export const STATUS_REPLIERS = 20;

export const projectStatusTool = defineTool({
  name: 'project_status',
  slash: 'projectstatus',
  description:
    'Where a KOX project\'s outreach stands: its creators counted per progress label, and who replied in the period (today, this_week (default) or this_month, on the user’s clock). Read-only. When the project matches several, or none is named and the team has several, it answers status "choose".',
  input: z.object({
    /** Without one: the team's only project, else a choice among the latest (status "choose"). */
    project: projectNameInput.optional(),
    period: z.enum(STATUS_PERIODS).optional(),
  }),
  output: z.discriminatedUnion('status', [
    teamChoiceOutput,
    z.object({
      status: z.literal('ready'),
      ...namedProject,
      period: z.enum(STATUS_PERIODS),
      since: z.string(),
      /** Per label in the template's order; name null: no label yet. */
      labels: z.array(
        z.object({ label_id: z.string().nullable(), name: z.string().nullable(), count: z.number().int() }),
      ),
      replied: z.number().int(),
      repliers: z
        .array(
          z.object({
            creator_id: z.string(),
            name: z.string().nullable(),
            /** A generated creator of the public sample corpus: labelled as such. */
            sample: z.boolean().default(false),
            replied_at: z.string(),
          }),
        )
        .max(STATUS_REPLIERS),
    }),
  ]),
  needsApproval: false,
});
