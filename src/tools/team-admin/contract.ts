import { z } from 'zod';

export const MAX_TEAM_CHOICES = 6;

/** One answer the user can pick: the button text and the request it sends as their next message. */
export const teamChoiceSchema = z.object({
  label: z.string().trim().min(1).max(80),
  message: z.string().trim().min(1).max(500),
});

/**
 * The answer of a team tool that could not tell who or what the user meant (no one or several people of that
 * name, an unknown team): nothing changed, the card asks with one button per likely request.
 */
export const teamChoiceOutput = z.object({
  status: z.literal('choose'),
  question: z.string(),
  choices: z.array(teamChoiceSchema).min(1).max(MAX_TEAM_CHOICES),
});

export type TeamChoiceOutput = z.output<typeof teamChoiceOutput>;

/** A client as the team tools name it back: its id and its name. */
export const namedClientSchema = z.object({ client_id: z.string(), name: z.string() });

/** Client names as a request gives them ("Nike and Adidas"): at most 20. */
export const clientNamesInput = z.array(z.string().trim().min(1).max(60)).min(1).max(20);
