import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { namedProject, projectNameInput } from '../outreach/outreach-contract.ts';
import { teamChoiceOutput } from '../team-admin/contract.ts';

/** OUTREACH_BATCH_MAX of the outreach endpoints: koxOutreach.schedule takes at most this many at once. */
export const SEND_OUTREACH_MAX = 1_000;

/** What the approval card shows and what approval schedules: the drafts, the sender, the time. */
const sending = {
  ...namedProject,
  email_ids: z.array(z.string()).min(1).max(SEND_OUTREACH_MAX),
  /** The caller's own mailbox, which sends them. */
  sender: z.string(),
  sandbox: z.boolean(),
  /** Null: as soon as approved. */
  send_at: z.string().nullable(),
  /** The mailbox's sending is paused (bounces piled up, the server refused): approved e-mails wait for a resume. */
  paused_reason: z.string().nullable().optional(),
  /** E-mails that failed to send, sent again (same Message-ID) instead of drafts. */
  failed: z.boolean().default(false),
};

export const sendOutreachTool = defineTool({
  name: 'send_outreach',
  slash: 'sendoutreach',
  description:
    'Send a KOX project\'s draft invitations from the user\'s own mailbox, now or at send_at (an ISO 8601 date-time with its offset). Nothing is sent until the user approves in the card. Without a mailbox it answers status "no_sender" (the card links to mailbox settings). failed: true resends instead the user\'s e-mails of the project that failed to send ("resend the failed invitations"), as soon as approved. When the project matches several, or none is named, it answers status "choose".',
  input: z.object({
    /** Without one: a choice among the latest projects (status "choose"). */
    project: projectNameInput.optional(),
    send_at: z.iso.datetime({ offset: true }).max(40).optional(),
    /** Resend the user's e-mails that failed to send, instead of the drafts. */
    failed: z.boolean().optional(),
  }),
  output: z.discriminatedUnion('status', [
    teamChoiceOutput,
    z.object({ status: z.literal('no_sender'), ...namedProject, drafts: z.number().int() }),
    z.object({ status: z.literal('awaiting_approval'), ...sending }),
    z.object({
      status: z.literal('approved'),
      ...sending,
      scheduled: z.number().int(),
      scheduled_at: z.string(),
    }),
    z.object({ status: z.literal('declined'), ...sending }),
  ]),
  needsApproval: true,
});
