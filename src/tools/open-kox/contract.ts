import { z } from 'zod';
import { KOX_PLATFORMS } from '../../lib/kox-values.ts';
import { defineTool } from '../define-tool.ts';

export const openKoxTool = defineTool({
  name: 'open_kox',
  description:
    "Open one creator's detail, by creator_id or @handle, or by a nickname from the chat's last creator lists; also answers questions about one creator (followers, average views, engagement, price per video or post, e-mail) with its facts.",
  input: z.object({ creator: z.string().trim().min(1).max(100) }),
  output: z.object({
    creator_id: z.string(),
    nickname: z.string(),
    handle: z.string(),
    platform: z.enum(KOX_PLATFORMS),
    sample: z.boolean(),
    path: z.string(),
    /**
     * What a question about the creator asks ("how many followers does @x have?", "@x的报价是多少"): the public
     * database's figures. Absent from answers stored before they were added.
     */
    facts: z
      .object({
        followers: z.number().int(),
        avg_views: z.number().int(),
        engagement_rate: z.number(),
        price_per_video_usd: z.number(),
        price_per_post_usd: z.number(),
        email: z.string().nullable(),
      })
      .optional(),
  }),
  needsApproval: false,
});
