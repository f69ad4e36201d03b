import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { sessionId } from './common.ts';
import { shareCode } from './share.ts';

/* Assistant tools that wait for the user's approval in their card (src/tools/*, needsApproval). */

export const toolApprovalSchema = z.object({
  session_id: sessionId,
  message_id: z.string().min(1).max(100),
  tool_call_id: z.string().min(1).max(100),
  approved: z.boolean(),
  /** The interface language the approval step answers in. */
  locale: z.enum(['zh', 'en']).default('en'),
  /** share_report: the extraction code the user chose in the card (one is generated without it). */
  share_code: shareCode.optional(),
});

/** What the user chose in a card beside approving it, for the tool's approval step. */
export type ApprovalChoices = Pick<z.output<typeof toolApprovalSchema>, 'share_code'>;

export const chatEndpoints = {
  'chat.approveTool': defineEndpoint({
    key: 'chat.approveTool',
    method: 'POST',
    path: '/api/chat/approve_tool',
    input: toolApprovalSchema,
    /**
     * The tool's new output as now stored in the conversation, plus anything shown only this once and never
     * stored (share_report: `code`).
     */
    output: z.looseObject({ status: z.string() }),
    access: access.user,
    summary:
      "Approve or decline a tool call that awaits approval in its card (10206 once decided; 10205 for another user's session).",
  }),
} satisfies Record<string, Endpoint>;
