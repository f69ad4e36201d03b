import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { readers, recordId, writers } from './common.ts';
import { dashboardDetailSchema } from './dashboard.ts';

/* Share links (spec §3 Share link, §5 extraction code, §7 project share / share_verify) */

export const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{6,32}$/;
export const shareCode = z
  .string()
  .regex(SHARE_CODE_PATTERN, 'The extraction code must be 6 or more letters and digits.');

export const shareLinkSchema = z.object({
  share_id: z.string(),
  dashboard_id: z.string(),
  link_id: z.string(),
  valid_days: z.number().int(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  view_count: z.number().int(),
  last_viewed_at: z.string().nullable(),
  /** Wrong extraction codes tried on this link; only the dashboard's team lists links. */
  failed_attempts: z.number().int(),
  last_failed_attempt_at: z.string().nullable(),
  created_at: z.string(),
});

export type ShareLink = z.infer<typeof shareLinkSchema>;

/** Share links of a dashboard and the open share page (spec §3 Share link, §7). */
export const shareEndpoints = {
  'share.add': defineEndpoint({
    key: 'share.add',
    method: 'POST',
    path: '/api/project/share',
    input: z.object({
      dashboard_id: recordId,
      valid_days: z.number().int().min(1).max(365),
      code: shareCode.optional(),
    }),
    output: shareLinkSchema.extend({ code: z.string() }),
    access: writers,
    summary: 'Create a share link; without `code` one is generated. The code is returned only here.',
  }),
  'share.list': defineEndpoint({
    key: 'share.list',
    method: 'GET',
    path: '/api/project/share/list',
    input: z.object({ dashboard_id: recordId }),
    output: z.array(shareLinkSchema),
    access: readers,
    summary:
      "A dashboard's share links, newest first, with view counts, wrong-code attempts, expiry and revocation.",
  }),
  'share.revoke': defineEndpoint({
    key: 'share.revoke',
    method: 'POST',
    path: '/api/project/share/revoke',
    input: z.object({ share_id: recordId }),
    output: z.null(),
    access: writers,
    summary: 'Revoke a share link at once.',
  }),
  'share.verify': defineEndpoint({
    key: 'share.verify',
    method: 'POST',
    path: '/api/project/share_verify',
    input: z.object({ link: z.string().trim().min(1).max(64), code: z.string().trim().min(1).max(64) }),
    output: z.object({ dashboard_id: z.string(), name: z.string(), expires_at: z.string() }),
    access: access.public,
    summary:
      'Check a share link and code (10102 / 403 when expired, revoked or wrong; rate-limited); counts a view.',
  }),
  'share.dashboard': defineEndpoint({
    key: 'share.dashboard',
    method: 'GET',
    path: '/api/share/dashboard',
    input: z.object({ dashboard_id: recordId.optional() }),
    output: dashboardDetailSchema,
    access: access.share,
    summary:
      'The shared dashboard for `sb-share-link` + `sb-share-password`, or one of the current team when signed in.',
  }),
} satisfies Record<string, Endpoint>;
