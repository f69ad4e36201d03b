import { z } from 'zod';
import { defineTool } from '../define-tool.ts';

/** The newest links the card lists; the dashboard's sharing dialog has them all. */
export const SHARE_LINKS_SHOWN = 10;

const link = z.object({
  share_id: z.string(),
  status: z.enum(['active', 'expired', 'revoked']),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  view_count: z.number().int(),
  last_viewed_at: z.string().nullable(),
  /** Wrong extraction codes tried on the link: someone guessing, or a reviewer with the wrong code. */
  failed_attempts: z.number().int(),
  last_failed_attempt_at: z.string().nullable(),
  created_at: z.string(),
});

export const shareLinksTool = defineTool({
  name: 'share_links',
  slash: 'sharelinks',
  description:
    'The share links of a dashboard and where each stands: active, expired or revoked, when it expires, how often it was opened and whether wrong codes were tried. Use it for questions about links already made (is the link still valid, did anyone open the shared report); share_report makes a new one. Without dashboard_id or dashboard_name it uses the dashboard open in the side panel, else the one shared most recently. Codes are never shown: they are given once, when a link is made.',
  input: z.object({
    dashboard_id: z.string().min(1).max(64).optional(),
    dashboard_name: z.string().trim().min(1).max(100).optional(),
  }),
  output: z.object({
    dashboard_id: z.string(),
    dashboard_name: z.string(),
    /** Every link of the dashboard, by status. */
    active: z.number().int(),
    expired: z.number().int(),
    revoked: z.number().int(),
    /** The newest SHARE_LINKS_SHOWN, newest first. */
    links: z.array(link),
  }),
  needsApproval: false,
});
