import { z } from 'zod';
import { followUpLeftOut, OUTREACH_BATCH_MAX } from '../../lib/api/endpoints/kox-outreach.ts';
import { defineTool } from '../define-tool.ts';
import { namedProject, projectNameInput } from '../outreach/outreach-contract.ts';
import { teamChoiceOutput } from '../team-admin/contract.ts';

const following = {
  ...namedProject,
  creator_ids: z.array(z.string()).min(1).max(OUTREACH_BATCH_MAX),
  /** The caller's own mailbox, which sent the invitations and sends the follow-ups. */
  sender: z.string(),
  sandbox: z.boolean(),
  /** The mailbox's sending is paused: approved follow-ups wait for a resume. */
  paused_reason: z.string().nullable(),
  left_out: followUpLeftOut,
};

export const followUpOutreachTool = defineTool({
  name: 'follow_up_outreach',
  slash: 'followup',
  description:
    'Follows up now, without waiting for the days the progress label sets, with the creators of a KOX project who were invited from the user\'s mailbox and have not replied: each gets the next follow-up in its thread (written like the automatic ones), sent as soon as the user approves in the card. For "follow up with the creators who didn\'t reply", "催一下没回复的达人". Creators who replied, whose label allows no more follow-ups, or with an e-mail on its way are left out and counted. When the project matches several, or none is named, it answers status "choose".',
  input: z.object({
    /** Without one: a choice among the latest projects (status "choose"). */
    project: projectNameInput.optional(),
  }),
  output: z.discriminatedUnion('status', [
    teamChoiceOutput,
    /** Nobody to follow up with now; left_out says why. */
    z.object({ status: z.literal('none'), ...namedProject, left_out: followUpLeftOut }),
    z.object({ status: z.literal('no_sender'), ...namedProject, creators: z.number().int() }),
    z.object({ status: z.literal('awaiting_approval'), ...following }),
    z.object({ status: z.literal('approved'), ...following, queued: z.number().int() }),
    z.object({ status: z.literal('declined'), ...following }),
  ]),
  needsApproval: true,
});
