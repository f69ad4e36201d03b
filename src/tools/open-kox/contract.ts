import { z } from 'zod';
import { KOX_PLATFORMS } from '../../lib/kox-values.ts';
import { defineTool } from '../define-tool.ts';

export const openKoxTool = defineTool({
  name: 'open_kox',
  description:
    "Open one creator's detail, by creator_id or @handle, or by a nickname from the chat's last creator lists.",
  input: z.object({ creator: z.string().trim().min(1).max(100) }),
  output: z.object({
    creator_id: z.string(),
    nickname: z.string(),
    handle: z.string(),
    platform: z.enum(KOX_PLATFORMS),
    sample: z.boolean(),
    path: z.string(),
  }),
  needsApproval: false,
});
