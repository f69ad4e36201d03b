import { z } from 'zod';
import { defineTool } from '../define-tool.ts';

export const DEFAULT_SHARE_DAYS = 7;

/** The address of the share page for a link id (the code travels separately). */
export const shareUrlPath = (linkId: string) => `/writer/reportShare?link=${encodeURIComponent(linkId)}`;

const target = { dashboard_id: z.string(), dashboard_name: z.string() };

export const shareReportTool = defineTool({
  name: 'share_report',
  description:
    "Prepare a share link (with an extraction code) for a dashboard, valid for 1–365 days (default 7). Nothing is shared until the user approves in the card. Without dashboard_id or dashboard_name it uses the dashboard open in the side panel, else the user's most recently updated ready one. Pass code only when the user named the extraction code they want; the card checks it (6–32 letters and digits) and a code is generated without it.",
  input: z.object({
    dashboard_id: z.string().min(1).max(64).optional(),
    dashboard_name: z.string().trim().min(1).max(100).optional(),
    valid_days: z.number().int().min(1).max(365).default(DEFAULT_SHARE_DAYS),
    /** Checked in the card, where the user can still change it, rather than failing the call. */
    code: z.string().trim().max(64).optional(),
  }),
  output: z.discriminatedUnion('status', [
    z.object({ status: z.literal('awaiting_approval'), ...target, valid_days: z.number().int() }),
    z.object({
      status: z.literal('approved'),
      ...target,
      valid_days: z.number().int(),
      share_id: z.string(),
      link_id: z.string(),
      url_path: z.string(),
      expires_at: z.string(),
    }),
    z.object({ status: z.literal('declined'), ...target, valid_days: z.number().int() }),
  ]),
  needsApproval: true,
  slash: 'share',
});
