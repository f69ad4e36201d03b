import { z } from 'zod';
import { TEAM_TAG_LENGTH_MAX, TEAM_TAGS_MAX } from '../../lib/kox-values.ts';
import { defineTool } from '../define-tool.ts';

/** KOX_ADD_MAX of the team database endpoints (kox.teamAdd takes at most this many at once). */
export const SAVE_KOX_MAX = 500;

export const saveKoxTool = defineTool({
  name: 'save_kox',
  slash: 'savekox',
  description:
    "Add creators to the team's creator database (the team database), at once; those already in it stay as they are. The creators named (creator_id, @handle, or a nickname from the chat's last creator lists), or without names every creator of the session's last list: all that recommend_kox ranked, or the rows find_kox showed; first N takes only the top of that list. With tags, every one of them gets those tags (added to the tags they have).",
  input: z.object({
    creators: z.array(z.string().trim().min(1).max(100)).min(1).max(50).optional(),
    /** Without names: only the first N of the last list ("save the first five"). */
    first: z.number().int().min(1).max(SAVE_KOX_MAX).optional(),
    /** Put on every creator saved, beside the tags those already in the database have. */
    tags: z.array(z.string().trim().min(1).max(TEAM_TAG_LENGTH_MAX)).min(1).max(TEAM_TAGS_MAX).optional(),
  }),
  output: z.object({
    added: z.number().int(),
    already: z.number().int(),
    /** Where the creators came from: the names said, the last recommendation, or the last search's rows. */
    source: z.enum(['named', 'recommendation', 'search']),
    /** When only the top of that list was taken: how many. */
    first: z.number().int().optional(),
    /** The tags put on them, when asked. */
    tags: z.array(z.string()).optional(),
    /** The one creator saved, when one was named: the card links to them. */
    creator: z.object({ creator_id: z.string(), nickname: z.string(), sample: z.boolean() }).optional(),
  }),
  needsApproval: false,
});
