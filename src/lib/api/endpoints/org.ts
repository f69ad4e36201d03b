import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { TEAM_ROLES } from '../../roles.ts';
import { readers, recordId, teamAdmins, writers } from './common.ts';
import {
  description,
  displayName,
  idArray,
  idList,
  isoDate,
  keyword,
  page,
  pageOf,
  pageSize,
} from './org-fields.ts';
import {
  PLACEMENT_CHANNEL_VALUES,
  PLACEMENT_STATUS_VALUES,
  PROJECT_STATUS_VALUES,
} from '../../org-values.ts';

/* The current team's clients, their projects and the projects' placements (docs/teams.md, docs/placements.md). */

export { PLACEMENT_CHANNEL_VALUES, PLACEMENT_STATUS_VALUES, PROJECT_STATUS_VALUES };

export const clientSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  description: z.string(),
  project_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

const clientRef = z.object({ client_id: z.string(), name: z.string() });

export const projectSchema = z.object({
  project_id: z.string(),
  name: z.string(),
  description: z.string(),
  client: clientRef,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(PROJECT_STATUS_VALUES),
  placement_count: z.number().int(),
  dashboard_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A sum of money: a decimal string with two places, summed by the database, never by floating point. */
export const budgetTotalSchema = z.object({ currency: z.string(), amount: z.string() });

export const placementSchema = z.object({
  placement_id: z.string(),
  project: z.object({ project_id: z.string(), name: z.string() }),
  client: clientRef,
  name: z.string(),
  channel: z.enum(PLACEMENT_CHANNEL_VALUES),
  media: z.string(),
  format: z.string(),
  budget: z.string(),
  currency: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(PLACEMENT_STATUS_VALUES),
  notes: z.string(),
  created_by: z.object({ user_uid: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** At most 999,999,999,999.99, with at most two decimals: what numeric(14,2) holds. */
export const MAX_BUDGET = '999999999999.99';
const BUDGET_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
/** "007.5" → "7.50": the form the database answers with, so what was sent and what is stored compare equal. */
function twoDecimals(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/** A budget as a decimal string ("1200.50") or a number with at most two decimals; kept as a decimal string. */
const budget = z
  .union([
    z.string().trim().regex(BUDGET_PATTERN, 'At most 12 digits, and at most 2 after the point.'),
    z
      .number()
      .nonnegative()
      .max(Number(MAX_BUDGET))
      .refine((n) => Math.round(n * 100) / 100 === n, 'At most 2 decimals.'),
  ])
  .transform((v) => (typeof v === 'number' ? v.toFixed(2) : twoDecimals(v)));
const currency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'A three-letter ISO 4217 code such as CNY or USD.')
  .transform((v) => v.toUpperCase());

const optionalDate = isoDate.nullable().optional();
const clientFields = { name: displayName(60), description: description(500) };
const projectFields = {
  name: displayName(80),
  description: description(1000),
  start_date: optionalDate,
  end_date: optionalDate,
};
const placementFields = {
  name: displayName(120),
  channel: z.enum(PLACEMENT_CHANNEL_VALUES),
  media: description(120),
  format: description(120),
  budget,
  currency,
  start_date: optionalDate,
  end_date: optionalDate,
  status: z.enum(PLACEMENT_STATUS_VALUES),
  notes: description(2000),
};

export const orgEndpoints = {
  'client.list': defineEndpoint({
    key: 'client.list',
    method: 'GET',
    path: '/api/client/list',
    input: z.object({
      keyword,
      sort: z.enum(['name', 'created', 'updated']).default('name'),
      page,
      page_size: pageSize,
    }),
    output: pageOf(clientSchema),
    access: readers,
    summary: "The current team's clients (a restricted member: only theirs), searched by name and sorted.",
  }),
  'client.add': defineEndpoint({
    key: 'client.add',
    method: 'POST',
    path: '/api/client/add',
    input: z.object({ name: clientFields.name, description: clientFields.description.default('') }),
    output: clientSchema,
    access: teamAdmins,
    summary: 'Add a client to the current team; names are unique in a team whatever their case (10206).',
  }),
  'client.update': defineEndpoint({
    key: 'client.update',
    method: 'POST',
    path: '/api/client/update',
    input: z.object({
      client_id: recordId,
      name: clientFields.name.optional(),
      description: clientFields.description.optional(),
    }),
    output: clientSchema,
    access: teamAdmins,
    summary: 'Rename a client or change its description.',
  }),
  'client.delete': defineEndpoint({
    key: 'client.delete',
    method: 'POST',
    path: '/api/client/delete',
    input: z.object({ client_ids: idArray(100) }),
    output: z.object({ deleted: z.number().int() }),
    access: teamAdmins,
    summary:
      'Delete clients with their projects and placements, all or none; dashboards filed under them stay, unfiled.',
  }),
  'client.deletePreview': defineEndpoint({
    key: 'client.deletePreview',
    method: 'GET',
    path: '/api/client/delete_preview',
    input: z.object({ client_ids: idList(100) }),
    output: z.object({
      clients: z.number().int(),
      projects: z.number().int(),
      placements: z.number().int(),
      dashboards: z.number().int(),
      restricted_members: z.number().int(),
      restricted_members_left_without_clients: z.number().int(),
    }),
    access: teamAdmins,
    summary:
      'What deleting these clients takes with it: projects, placements, dashboards that lose their filing, and restricted members who lose access.',
  }),
  'client.userList': defineEndpoint({
    key: 'client.userList',
    method: 'GET',
    path: '/api/client/user_list',
    input: z.object({ client_id: recordId }),
    output: z.array(
      z.object({
        user_uid: z.string(),
        account: z.string(),
        name: z.string(),
        role: z.enum(TEAM_ROLES),
        restricted: z.boolean(),
      }),
    ),
    access: teamAdmins,
    summary:
      'The active members who see a client: every unrestricted member, and the restricted ones it is authorized to.',
  }),

  'project.list': defineEndpoint({
    key: 'project.list',
    method: 'GET',
    path: '/api/project/list',
    input: z.object({
      client_id: recordId.optional(),
      status: z.enum(PROJECT_STATUS_VALUES).optional(),
      keyword,
      sort: z.enum(['name', 'created', 'updated', 'start']).default('updated'),
      page,
      page_size: pageSize,
    }),
    output: pageOf(projectSchema),
    access: readers,
    summary:
      "The current team's projects (a restricted member: under their clients), filtered, searched and sorted.",
  }),
  'project.tree': defineEndpoint({
    key: 'project.tree',
    method: 'GET',
    path: '/api/project/tree',
    input: z.object({}).strict(),
    output: z.array(
      z.object({
        client_id: z.string(),
        name: z.string(),
        projects: z.array(
          z.object({ project_id: z.string(), name: z.string(), status: z.enum(PROJECT_STATUS_VALUES) }),
        ),
      }),
    ),
    access: readers,
    summary: 'Clients and their projects by name, for pickers (a restricted member: only their clients).',
  }),
  'project.detail': defineEndpoint({
    key: 'project.detail',
    method: 'GET',
    path: '/api/project/detail',
    input: z.object({ project_id: recordId }),
    output: projectSchema.extend({ budget_totals: z.array(budgetTotalSchema) }),
    access: readers,
    summary: "A project with its placements' budget per currency and its counts.",
  }),
  'project.add': defineEndpoint({
    key: 'project.add',
    method: 'POST',
    path: '/api/project/add',
    input: z.object({
      client_id: recordId,
      ...projectFields,
      description: projectFields.description.default(''),
    }),
    output: projectSchema,
    access: writers,
    summary: 'Add a project under a client of the current team the caller sees; start_date ≤ end_date.',
  }),
  'project.update': defineEndpoint({
    key: 'project.update',
    method: 'POST',
    path: '/api/project/update',
    input: z.object({
      project_id: recordId,
      client_id: recordId.optional(),
      name: projectFields.name.optional(),
      description: projectFields.description.optional(),
      start_date: optionalDate,
      end_date: optionalDate,
      status: z.enum(PROJECT_STATUS_VALUES).optional(),
    }),
    output: projectSchema,
    access: writers,
    summary: 'Change a project, move it to another client the caller sees, archive or reopen it.',
  }),
  'project.delete': defineEndpoint({
    key: 'project.delete',
    method: 'POST',
    path: '/api/project/delete',
    input: z.object({ project_ids: idArray(100) }),
    output: z.object({ deleted: z.number().int() }),
    access: writers,
    summary: 'Delete projects with their placements, all or none; their dashboards stay, unfiled.',
  }),

  'placement.list': defineEndpoint({
    key: 'placement.list',
    method: 'GET',
    path: '/api/placement/list',
    input: z.object({
      project_id: recordId.optional(),
      client_id: recordId.optional(),
      channel: z.enum(PLACEMENT_CHANNEL_VALUES).optional(),
      status: z.enum(PLACEMENT_STATUS_VALUES).optional(),
      keyword,
      sort: z.enum(['start', 'budget', 'name', 'updated']).default('start'),
      page,
      page_size: pageSize,
    }),
    output: pageOf(placementSchema).extend({ budget_totals: z.array(budgetTotalSchema) }),
    access: readers,
    summary:
      'Placements of the current team, filtered, with the budget per currency of everything the filter finds.',
  }),
  'placement.add': defineEndpoint({
    key: 'placement.add',
    method: 'POST',
    path: '/api/placement/add',
    input: z.object({
      project_id: recordId,
      ...placementFields,
      media: placementFields.media.default(''),
      format: placementFields.format.default(''),
      budget: placementFields.budget.default('0.00'),
      currency: placementFields.currency.default('CNY'),
      status: placementFields.status.default('planned'),
      notes: placementFields.notes.default(''),
    }),
    output: placementSchema,
    access: writers,
    summary: 'Book a placement for a project (docs/placements.md: which statuses it may start in).',
  }),
  'placement.update': defineEndpoint({
    key: 'placement.update',
    method: 'POST',
    path: '/api/placement/update',
    input: z.object({
      placement_id: recordId,
      project_id: recordId.optional(),
      name: placementFields.name.optional(),
      channel: placementFields.channel.optional(),
      media: placementFields.media.optional(),
      format: placementFields.format.optional(),
      budget: placementFields.budget.optional(),
      currency: placementFields.currency.optional(),
      start_date: optionalDate,
      end_date: optionalDate,
      status: placementFields.status.optional(),
      notes: placementFields.notes.optional(),
    }),
    output: placementSchema,
    access: writers,
    summary: 'Change a placement; its status moves only along the allowed transitions (docs/placements.md).',
  }),
  'placement.delete': defineEndpoint({
    key: 'placement.delete',
    method: 'POST',
    path: '/api/placement/delete',
    input: z.object({ placement_ids: idArray(100) }),
    output: z.object({ deleted: z.number().int() }),
    access: writers,
    summary: 'Delete placements, all or none.',
  }),
} satisfies Record<string, Endpoint>;
