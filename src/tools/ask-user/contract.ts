import { z } from 'zod';
import { defineTool } from '../define-tool.ts';

export const MAX_ASK_CHOICES = 6;

const choice = z.object({
  /** The button text. */
  label: z.string().trim().min(1).max(80),
  /** What the button sends as the user's next message when pressed. */
  message: z.string().trim().min(1).max(500),
});

/**
 * One short question back to the user when a request is ambiguous or misses something the next tool needs,
 * instead of guessing or refusing. Each choice is a button in the card that answers with its message.
 */
export const askUserTool = defineTool({
  name: 'ask_user',
  description:
    'Ask the user one short clarifying question when the request is ambiguous or a required detail is missing (e.g. which dashboard, which brands). Give 2–6 choices; each becomes a button that sends its message as the user reply. Do not guess and do not refuse when a question would settle it.',
  input: z.object({
    question: z.string().trim().min(1).max(300),
    choices: z.array(choice).min(1).max(MAX_ASK_CHOICES),
  }),
  output: z.object({
    question: z.string(),
    choices: z.array(choice),
  }),
  needsApproval: false,
});
