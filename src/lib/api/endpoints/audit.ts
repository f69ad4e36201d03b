import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { boundedJson, recordId, teamAdmins } from './common.ts';

/* The audit log (docs/teams.md "Audit log") */

/** A before or after value, as the change recorded it. */
const auditValue = boundedJson(100_000);

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Dotted, e.g. `member.role`; the filter matches its beginning (`member.` → every member change). */
  action: z.string(),
  /** user_uid is null once the actor's account is gone; the name stays. */
  actor: z.object({ user_uid: z.string().nullable(), name: z.string() }),
  target_type: z.string(),
  target_id: z.string().nullable(),
  target_label: z.string(),
  before: auditValue,
  after: auditValue,
  created_at: z.string(),
});

const auditFilter = z.object({
  action: z.string().trim().max(64).optional(),
  actor: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const auditEndpoints = {
  'audit.list': defineEndpoint({
    key: 'audit.list',
    method: 'GET',
    path: '/api/audit/list',
    input: auditFilter,
    output: z.object({ list: z.array(auditEntrySchema), total: z.number().int() }),
    access: teamAdmins,
    summary: "The current team's audit log, newest first, by action prefix and actor (team admins).",
  }),
  'audit.all': defineEndpoint({
    key: 'audit.all',
    method: 'GET',
    path: '/api/backstage/audit/list',
    input: auditFilter.extend({ team_id: recordId.optional() }),
    output: z.object({
      list: z.array(
        auditEntrySchema.extend({ team_id: z.string().nullable(), team_name: z.string().nullable() }),
      ),
      total: z.number().int(),
    }),
    access: access.system,
    summary: 'Every audit entry of the studio, newest first, optionally of one team (system administrators).',
  }),
} satisfies Record<string, Endpoint>;
