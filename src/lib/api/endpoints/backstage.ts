import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { recordId } from './common.ts';
import { clientSchema, placementSchema, projectSchema } from './org.ts';
import {
  description,
  displayName,
  idArray,
  keyword,
  page,
  pageOf,
  pageSize,
  teamRefSchema,
} from './org-fields.ts';

/* Backstage: what a system administrator sees and runs across every team, and the studio's groups. */

const person = z.object({ user_uid: z.string(), account: z.string(), name: z.string() });

export const backstageTeamSchema = z.object({
  team_id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  owner: person.nullable(),
  member_count: z.number().int(),
  client_count: z.number().int(),
  project_count: z.number().int(),
  dashboard_count: z.number().int(),
  created_at: z.string(),
});

export const groupSchema = z.object({
  group_id: z.string(),
  name: z.string(),
  description: z.string(),
  member_count: z.number().int(),
  updated_at: z.string(),
});

/** Every backstage list: across teams, optionally one team, searched, sorted by a listed column, paged. */
const acrossTeams = <const S extends readonly [string, ...string[]]>(sorts: S, sortDefault: S[number]) =>
  z.object({
    team_id: recordId.optional(),
    keyword,
    sort: z.enum(sorts).default(sortDefault),
    page,
    page_size: pageSize,
  });

export const backstageEndpoints = {
  'backstage.teams': defineEndpoint({
    key: 'backstage.teams',
    method: 'GET',
    path: '/api/backstage/team/list',
    input: z.object({
      keyword,
      sort: z.enum(['name', 'created', 'members']).default('created'),
      page,
      page_size: pageSize,
    }),
    output: pageOf(backstageTeamSchema),
    access: access.system,
    summary: 'Every team with its owner and counts, searched by team name or owner (system administrators).',
  }),
  'backstage.clients': defineEndpoint({
    key: 'backstage.clients',
    method: 'GET',
    path: '/api/backstage/client/list',
    input: acrossTeams(['name', 'created', 'updated'], 'name'),
    output: pageOf(clientSchema.extend({ team: teamRefSchema })),
    access: access.system,
    summary: 'Clients of every team (system administrators).',
  }),
  'backstage.projects': defineEndpoint({
    key: 'backstage.projects',
    method: 'GET',
    path: '/api/backstage/project/list',
    input: acrossTeams(['name', 'created', 'updated', 'start'], 'updated'),
    output: pageOf(projectSchema.extend({ team: teamRefSchema })),
    access: access.system,
    summary: 'Projects of every team (system administrators).',
  }),
  'backstage.placements': defineEndpoint({
    key: 'backstage.placements',
    method: 'GET',
    path: '/api/backstage/placement/list',
    input: acrossTeams(['start', 'budget', 'name', 'updated'], 'start'),
    output: pageOf(placementSchema.extend({ team: teamRefSchema })),
    access: access.system,
    summary: 'Placements of every team (system administrators).',
  }),
  'backstage.teamDelete': defineEndpoint({
    key: 'backstage.teamDelete',
    method: 'POST',
    path: '/api/backstage/team/delete',
    input: z.object({ team_id: recordId, confirm_name: z.string().max(200) }),
    output: z.null(),
    access: access.system,
    summary:
      "Delete a team and all its work; `confirm_name` must be the team's name (system administrators).",
  }),
  'backstage.teamTransferOwner': defineEndpoint({
    key: 'backstage.teamTransferOwner',
    method: 'POST',
    path: '/api/backstage/team/transfer_owner',
    input: z.object({ team_id: recordId, user_uid: recordId }),
    output: z.null(),
    access: access.system,
    summary:
      'Make an active member the owner of a team; the old owner becomes an admin (system administrators).',
  }),
  'backstage.userUpdate': defineEndpoint({
    key: 'backstage.userUpdate',
    method: 'POST',
    path: '/api/users/user/update',
    input: z.object({ user_uid: recordId, system_admin: z.boolean() }),
    output: z.null(),
    access: access.system,
    summary: "Grant or revoke the studio's admin role in both modules; not your own (system administrators).",
  }),
  'backstage.userAdd': defineEndpoint({
    key: 'backstage.userAdd',
    method: 'POST',
    path: '/api/users/add',
    input: z.object({
      account: z.string().trim().min(1).max(128).regex(/^\S+$/, 'No spaces.'),
      name: displayName(60),
      system_admin: z.boolean().default(false),
    }),
    output: z.object({
      user_uid: z.string(),
      account: z.string(),
      name: z.string(),
      team_id: z.string(),
      login_key: z.string(),
      login_path: z.string(),
      login_expires_at: z.string(),
    }),
    access: access.system,
    summary:
      'Create an account with a personal team and a one-time sign-in link valid 7 days; 10206 when the account exists.',
  }),

  'group.list': defineEndpoint({
    key: 'group.list',
    method: 'GET',
    path: '/api/group/list',
    input: z.object({ keyword, page, page_size: pageSize }),
    output: pageOf(groupSchema),
    access: access.system,
    summary: 'Groups by name, searched by name (system administrators).',
  }),
  'group.detail': defineEndpoint({
    key: 'group.detail',
    method: 'GET',
    path: '/api/group/detail',
    input: z.object({ group_id: recordId }),
    output: groupSchema.extend({ members: z.array(person.extend({ added_at: z.string() })) }),
    access: access.system,
    summary: 'A group with its members (system administrators).',
  }),
  'group.add': defineEndpoint({
    key: 'group.add',
    method: 'POST',
    path: '/api/group/add',
    input: z.object({ name: displayName(60), description: description(500).default('') }),
    output: groupSchema,
    access: access.system,
    summary: 'Add a group; names are unique whatever their case (10206) (system administrators).',
  }),
  'group.update': defineEndpoint({
    key: 'group.update',
    method: 'POST',
    path: '/api/group/update',
    input: z.object({
      group_id: recordId,
      name: displayName(60).optional(),
      description: description(500).optional(),
    }),
    output: groupSchema,
    access: access.system,
    summary: 'Rename a group or change its description (system administrators).',
  }),
  'group.delete': defineEndpoint({
    key: 'group.delete',
    method: 'POST',
    path: '/api/group/delete',
    input: z.object({ group_ids: idArray(100) }),
    output: z.object({ deleted: z.number().int() }),
    access: access.system,
    summary: 'Delete groups, all or none (system administrators).',
  }),
  'group.bindUser': defineEndpoint({
    key: 'group.bindUser',
    method: 'POST',
    path: '/api/group/bind_user',
    input: z.object({
      group_id: recordId,
      user_uids: z
        .array(recordId)
        .max(500)
        .transform((v) => [...new Set(v)]),
    }),
    output: z.null(),
    access: access.system,
    summary: "Set a group's members to exactly these users (system administrators).",
  }),
} satisfies Record<string, Endpoint>;
