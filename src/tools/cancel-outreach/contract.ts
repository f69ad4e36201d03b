import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { namedProject, projectNameInput } from '../outreach/outreach-contract.ts';
import { teamChoiceOutput } from '../team-admin/contract.ts';

export const cancelOutreachTool = defineTool({
  name: 'cancel_outreach',
  slash: 'canceloutreach',
  description:
    'Stops a KOX project\'s e-mails that wait to be sent (scheduled invitations and follow-ups): they become drafts again and nothing of them is sent; e-mails already being handed to the mail server cannot be stopped. For "cancel the scheduled invitations", "don\'t send them", "取消定时发送". Sending them later is send_outreach. When the project matches several, or none is named, it answers status "choose".',
  input: z.object({
    /** Without one: a choice among the latest projects (status "choose"). */
    project: projectNameInput.optional(),
  }),
  output: z.discriminatedUnion('status', [
    teamChoiceOutput,
    z.object({
      status: z.literal('stopped'),
      ...namedProject,
      /** E-mails that were scheduled and are drafts again. */
      stopped: z.number().int(),
      /** E-mails being handed to the mail server at that moment: they go out. */
      on_their_way: z.number().int(),
    }),
  ]),
  needsApproval: false,
});
