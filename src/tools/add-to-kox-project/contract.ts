import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { teamChoiceOutput } from '../team-admin/contract.ts';

/** KOX_ADD_MAX of the project endpoints (koxProject.addCreators takes at most this many at once). */
export const ADD_TO_PROJECT_MAX = 500;

/** Which project gets which creators: what the approval card shows and what approval adds. */
const addition = {
  /** Null when the project is new: approval creates it under this name first. */
  project_id: z.string().nullable(),
  project_name: z.string(),
  creator_ids: z.array(z.string()).min(1).max(ADD_TO_PROJECT_MAX),
  /** A new project of a member restricted to clients is filed under their client (the only one they have). */
  client_id: z.string().nullable().optional(),
  /** Where the creators came from: the session's last recommendation, or the names the request gave. */
  source: z.enum(['recommendation', 'named']),
};

export const addToKoxProjectTool = defineTool({
  name: 'add_to_kox_project',
  slash: 'addtoproject',
  description:
    'Add creators to a KOX project of the team, by the project\'s name. Without creator names it takes every creator the session\'s last recommend_kox ranked, or its first N with first ("add the first three"). Nothing changes until the user approves in the card. When no project or several match it answers status "choose": ask the user (the card shows buttons); create: true makes a new project of that name on approval.',
  input: z.object({
    project: z.string().trim().min(1).max(100),
    creators: z.array(z.string().trim().min(1).max(100)).min(1).max(50).optional(),
    /** Without names: only the first N the last recommendation ranked ("add the first three"). */
    first: z.number().int().min(1).max(ADD_TO_PROJECT_MAX).optional(),
    create: z.boolean().optional(),
  }),
  output: z.discriminatedUnion('status', [
    teamChoiceOutput,
    z.object({ status: z.literal('awaiting_approval'), ...addition }),
    z.object({
      status: z.literal('approved'),
      ...addition,
      project_id: z.string(),
      added: z.number().int(),
      already: z.number().int(),
    }),
    z.object({ status: z.literal('declined'), ...addition }),
  ]),
  needsApproval: true,
});
