import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { namedProject, OUTREACH_LANGUAGES, projectNameInput } from '../outreach/outreach-contract.ts';
import { teamChoiceOutput } from '../team-admin/contract.ts';

export const draftOutreachTool = defineTool({
  name: 'draft_outreach',
  slash: 'draftoutreach',
  description:
    'Write invitation e-mails to a KOX project\'s creators that have none yet, from the project\'s connection template and brief, in a background batch (nothing is sent: send_outreach sends). language is the e-mails\' language, default the user\'s. rewrite: true also writes again, in that language, the invitations not sent yet that no person edited ("write them in Chinese instead", "rewrite the drafts in English"). When the project matches several, or none is named, it answers status "choose": ask the user (the card shows buttons).',
  input: z.object({
    /** Without one: a choice among the latest projects (status "choose"). */
    project: projectNameInput.optional(),
    language: z.enum(OUTREACH_LANGUAGES).optional(),
    /** Also rewrite the unsent invitations no person edited, in `language`. */
    rewrite: z.boolean().optional(),
  }),
  output: z.discriminatedUnion('status', [
    teamChoiceOutput,
    z.object({
      status: z.literal('started'),
      ...namedProject,
      language: z.enum(OUTREACH_LANGUAGES),
      batch_id: z.string(),
      /** How many invitations the batch writes. */
      total: z.number().int(),
      /** Creators of the project left out: they have an invitation already (sent, on its way or edited by a person, with rewrite). */
      skipped: z.number().int(),
      /** Of total, invitations written again (rewrite). */
      rewritten: z.number().int().default(0),
    }),
  ]),
  needsApproval: false,
});
