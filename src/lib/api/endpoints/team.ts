import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { ASSIGNABLE_TEAM_ROLES, TEAM_ROLES } from '../../roles.ts';
import { empty, readers, recordId, teamAdmins } from './common.ts';

/* Teams, members and invitations (spec §7 team/*, docs/teams.md) */

export const TEAM_LANGUAGE_VALUES = ['zh', 'en'] as const;
export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export const TEAM_USER_SORTS = ['joined', 'name', 'role'] as const;
/** How long an invitation's sign-in link works: 7 days. */
export const INVITE_TTL_MINUTES = 7 * 24 * 60;
export const MAX_BATCH_USERS = 100;
const MAX_CLIENT_IDS = 500;

/** `POST` multipart `file` → envelope `teamLogoSchema` (team admins; a raw upload route outside this table). */
export const TEAM_LOGO_PATH = '/api/team/logo';
/** `GET` the logo bytes, addressed by team and content hash (public: an img tag sends no token). */
export const TEAM_LOGO_FILE_PATH = '/api/team/logo/{team_id}/{sha256}';
export const TEAM_LOGO_MAX_BYTES = 10_000_000;
export const MAX_LOGO_WIDTH = 4096;
export const MAX_LOGO_HEIGHT = 4096;
export const teamLogoSchema = z.object({ logo_url: z.string() });
/** The `{team_id}` and `{sha256}` of a logo's address. */
export const teamLogoFileParamsSchema = z.object({
  team_id: recordId,
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'The lowercase hex SHA-256 of the image.'),
});

/** Where the logo with this content hash is served. */
export function teamLogoUrl(teamId: string, sha256: string): string {
  return TEAM_LOGO_FILE_PATH.replace('{team_id}', encodeURIComponent(teamId)).replace('{sha256}', sha256);
}

// Control characters would break lists, logs and the audit trail's labels.
const NO_CONTROL_CHARS = /^[^\p{Cc}]*$/u;
export const teamName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(NO_CONTROL_CHARS, 'The name cannot contain control characters.');
const personName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(NO_CONTROL_CHARS, 'The name cannot contain control characters.');
const inviteAccount = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(/^[^\s\p{Cc}]+$/u, 'An account is an email address or a name without spaces.');
const userUids = z.array(recordId).min(1).max(MAX_BATCH_USERS);
/** null (or absent): every client of the team; a list: only those. */
const clientIds = z.array(recordId).max(MAX_CLIENT_IDS).nullable();
const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** The caller's current team as perm/user and team/switch answer it. */
export const teamContextSchema = z.object({
  team_id: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  restricted: z.boolean(),
  client_ids: z.array(z.string()).nullable(),
  /** False for a system administrator working in a team they are not a member of. */
  member: z.boolean(),
});

export const myTeamSchema = z.object({
  team_id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(MEMBER_STATUSES),
  member_count: z.number().int(),
  current: z.boolean(),
  /** False only for the team a system administrator entered from backstage. */
  member: z.boolean(),
  logo_url: z.string().nullable(),
});

const contentCountsSchema = z.object({
  members: z.number().int(),
  clients: z.number().int(),
  projects: z.number().int(),
  placements: z.number().int(),
  dashboards: z.number().int(),
});

export const teamDetailSchema = z.object({
  team_id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  language: z.enum(TEAM_LANGUAGE_VALUES).nullable(),
  logo_url: z.string().nullable(),
  owner: z.object({ user_uid: z.string(), account: z.string(), name: z.string() }).nullable(),
  my_role: z.enum(TEAM_ROLES),
  restricted: z.boolean(),
  counts: contentCountsSchema,
  created_at: z.string(),
});

export const teamMemberSchema = z.object({
  user_uid: z.string(),
  account: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(MEMBER_STATUSES),
  restricted: z.boolean(),
  /** The clients a restricted member may see (as far as the caller may see them); empty when unrestricted. */
  clients: z.array(z.object({ client_id: z.string(), name: z.string() })),
  joined_at: z.string(),
});

export const teamEndpoints = {
  'team.list': defineEndpoint({
    key: 'team.list',
    method: 'GET',
    path: '/api/team/list',
    input: empty,
    output: z.array(myTeamSchema),
    access: access.user,
    summary: "The caller's teams (disabled memberships included), marking the current one.",
  }),
  'team.add': defineEndpoint({
    key: 'team.add',
    method: 'POST',
    path: '/api/team/add',
    input: z.object({ name: teamName, language: z.enum(TEAM_LANGUAGE_VALUES).nullable().optional() }),
    output: teamContextSchema,
    access: access.user,
    summary: 'Create a team the caller owns, and switch into it.',
  }),
  'team.detail': defineEndpoint({
    key: 'team.detail',
    method: 'GET',
    path: '/api/team/detail',
    input: empty,
    output: teamDetailSchema,
    access: readers,
    summary: 'The current team: settings, owner, the caller’s role and what it holds (as far as they see).',
  }),
  'team.update': defineEndpoint({
    key: 'team.update',
    method: 'POST',
    path: '/api/team/update',
    input: z.object({
      name: teamName.optional(),
      language: z.enum(TEAM_LANGUAGE_VALUES).nullable().optional(),
    }),
    output: teamDetailSchema,
    access: teamAdmins,
    summary: 'Rename the current team or set its language (team admins).',
  }),
  'team.logoDelete': defineEndpoint({
    key: 'team.logoDelete',
    method: 'POST',
    path: '/api/team/logo/delete',
    input: empty,
    output: z.null(),
    access: teamAdmins,
    summary: "Remove the current team's logo (team admins).",
  }),
  'team.deletePreview': defineEndpoint({
    key: 'team.deletePreview',
    method: 'GET',
    path: '/api/team/delete_preview',
    input: empty,
    output: contentCountsSchema.extend({ share_links: z.number().int(), sessions: z.number().int() }),
    access: access.team('owner'),
    summary: 'What deleting the current team deletes with it (owner).',
  }),
  'team.delete': defineEndpoint({
    key: 'team.delete',
    method: 'POST',
    path: '/api/team/delete',
    input: z.object({ confirm_name: z.string().max(200) }),
    output: z.null(),
    access: access.team('owner'),
    summary: 'Delete the current team and all its work; `confirm_name` must repeat its name (owner).',
  }),
  'team.switch': defineEndpoint({
    key: 'team.switch',
    method: 'POST',
    path: '/api/team/switch',
    input: z.object({ team_id: recordId }),
    output: teamContextSchema,
    access: access.user,
    summary:
      'Work in another team: one the caller is an active member of, or any team for a system administrator.',
  }),
  'team.transferOwner': defineEndpoint({
    key: 'team.transferOwner',
    method: 'POST',
    path: '/api/team/transfer_owner',
    input: z.object({ user_uid: recordId }),
    output: z.null(),
    access: access.team('owner'),
    summary: 'Make an active member the owner; the old owner becomes an admin (owner).',
  }),
  'team.leave': defineEndpoint({
    key: 'team.leave',
    method: 'POST',
    path: '/api/team/leave',
    input: empty,
    output: z.null(),
    access: readers,
    summary: 'Leave the current team (the owner transfers the ownership first); their work stays.',
  }),
  'team.users': defineEndpoint({
    key: 'team.users',
    method: 'GET',
    path: '/api/team/users',
    input: z.object({
      keyword: z.string().trim().max(100).optional(),
      sort: z.enum(TEAM_USER_SORTS).default('joined'),
      page,
      page_size: pageSize,
    }),
    output: z.object({ list: z.array(teamMemberSchema), total: z.number().int() }),
    access: readers,
    summary: 'The members of the current team, filtered by account or name.',
  }),
  'team.userList': defineEndpoint({
    key: 'team.userList',
    method: 'GET',
    path: '/api/team/user_list',
    input: z.object({ keyword: z.string().trim().min(1).max(100) }),
    output: z.array(
      z.object({
        user_uid: z.string(),
        account: z.string(),
        name: z.string(),
        avatar: z.string().nullable(),
      }),
    ),
    access: teamAdmins,
    summary: 'Up to 20 active accounts outside the current team matching the keyword, to add (team admins).',
  }),
  'team.addUsers': defineEndpoint({
    key: 'team.addUsers',
    method: 'POST',
    path: '/api/team/add_users',
    input: z.object({
      user_uids: userUids,
      role: z.enum(ASSIGNABLE_TEAM_ROLES),
      client_ids: clientIds.optional(),
    }),
    output: z.null(),
    access: teamAdmins,
    summary: 'Add existing accounts to the current team with a role and, optionally, only some clients.',
  }),
  'team.invite': defineEndpoint({
    key: 'team.invite',
    method: 'POST',
    path: '/api/team/invite',
    input: z.object({
      account: inviteAccount,
      name: personName,
      role: z.enum(ASSIGNABLE_TEAM_ROLES),
      client_ids: clientIds.optional(),
    }),
    output: z.object({
      user_uid: z.string(),
      created: z.boolean(),
      link: z.string(),
      expires_at: z.string(),
    }),
    access: teamAdmins,
    summary:
      'Invite someone by account: creates the account when there is none, adds it to the team and returns a ' +
      'one-time sign-in link valid for 7 days (team admins).',
  }),
  'team.batchModifyRole': defineEndpoint({
    key: 'team.batchModifyRole',
    method: 'POST',
    path: '/api/team/batch_modify_role',
    input: z.object({ user_uids: userUids, role: z.enum(ASSIGNABLE_TEAM_ROLES) }),
    output: z.null(),
    access: teamAdmins,
    summary: "Change members' roles; the owner's is changed only by a transfer (team admins).",
  }),
  'team.batchAuthClient': defineEndpoint({
    key: 'team.batchAuthClient',
    method: 'POST',
    path: '/api/team/batch_auth_client',
    input: z.object({ user_uids: userUids, client_ids: clientIds }),
    output: z.null(),
    access: teamAdmins,
    summary:
      'Restrict editors and viewers to these clients, or (null) let them see every client (team admins).',
  }),
  'team.batchRemoveUser': defineEndpoint({
    key: 'team.batchRemoveUser',
    method: 'POST',
    path: '/api/team/batch_remove_user',
    input: z.object({ user_uids: userUids }),
    output: z.null(),
    access: teamAdmins,
    summary: 'Remove members from the current team; their work stays in it (team admins).',
  }),
  'team.memberStatus': defineEndpoint({
    key: 'team.memberStatus',
    method: 'POST',
    path: '/api/team/member_status',
    input: z.object({ user_uids: userUids, status: z.enum(MEMBER_STATUSES) }),
    output: z.null(),
    access: teamAdmins,
    summary: 'Disable members in the current team (they keep their place and work) or enable them again.',
  }),
} satisfies Record<string, Endpoint>;
