import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { KOX_BRIEF_FIELDS, type KoxBriefField } from '../../kox-recommend-values.ts';
import { KOX_PROJECT_BRIEF_MAX, KOX_PROJECT_SOURCES } from '../../kox-project-values.ts';
import { readers, recordId, writers } from './common.ts';
import { KOX_ADD_MAX, teamDatabaseCreatorSchema } from './kox.ts';
import { figures } from './kox-my-data.ts';
import { COOPERATION_TYPES } from '../../kox-import-values.ts';
import { KOX_PLATFORMS } from '../../kox-values.ts';
import { idArray, keyword, page, pageOf, pageSize } from './org-fields.ts';

/* KOX projects: a team's campaigns with their brief and creators (docs/kox.md "Projects"). */

const briefShape = Object.fromEntries(
  KOX_BRIEF_FIELDS.map((f) => [f, z.string().max(KOX_PROJECT_BRIEF_MAX)]),
) as Record<KoxBriefField, z.ZodString>;
/** Spec §3 brief: topic, promotional subject, core information, objective, KOX, audience, content, other. */
export const koxProjectBriefSchema = z.object(briefShape);
const briefPatch = z.object(briefShape).partial();

/**
 * Name and start as typed: the server checks them so that a missing one gets spec §5's own message (10271,
 * 10272) rather than a generic validation error. The length bound stays the schema's.
 */
const projectFields = {
  name: z.string().max(200).optional(),
  start_at: z.string().max(40).nullable().optional(),
  batch_outreach: z.boolean().optional(),
  /** The outreach template (issue 13's templates): required when batch outreach is on (10273). */
  template_id: recordId.nullable().optional(),
};

export const koxProjectSchema = z.object({
  project_id: z.string(),
  name: z.string(),
  start_at: z.string(),
  batch_outreach: z.boolean(),
  template_id: z.string().nullable(),
  client: z.object({ client_id: z.string(), name: z.string() }).nullable(),
  brief: koxProjectBriefSchema,
  creator_count: z.number().int(),
  created_by: z.object({ user_uid: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const koxProjectCreatorSchema = z.object({
  creator_id: z.string(),
  source: z.enum(KOX_PROJECT_SOURCES),
  label_id: z.string().nullable(),
  added_at: z.string(),
  /** The creator's KOX data; null for a team-only creator the caller may no longer see. */
  creator: teamDatabaseCreatorSchema.nullable(),
});

const projectId = { project_id: recordId };

export const koxProjectEndpoints = {
  'koxProject.list': defineEndpoint({
    key: 'koxProject.list',
    method: 'GET',
    path: '/api/kox/project/list',
    input: z.object({
      keyword,
      sort: z.enum(['created_at']).default('created_at'),
      page,
      page_size: pageSize,
    }),
    output: pageOf(koxProjectSchema),
    access: readers,
    summary:
      "The current team's KOX projects, newest first, searched by name, with their creator counts (a restricted member: their clients').",
  }),
  'koxProject.create': defineEndpoint({
    key: 'koxProject.create',
    method: 'POST',
    path: '/api/kox/project/create',
    input: z.object({
      ...projectFields,
      client_id: recordId.nullable().optional(),
      brief: briefPatch.optional(),
    }),
    output: koxProjectSchema,
    access: writers,
    summary: 'Create a KOX project: name and start time required, a template when it needs batch outreach.',
  }),
  'koxProject.update': defineEndpoint({
    key: 'koxProject.update',
    method: 'POST',
    path: '/api/kox/project/update',
    input: z.object({ ...projectId, ...projectFields }),
    output: koxProjectSchema,
    access: writers,
    summary: "Change a project's name, start time, batch outreach or template.",
  }),
  'koxProject.delete': defineEndpoint({
    key: 'koxProject.delete',
    method: 'POST',
    path: '/api/kox/project/delete',
    input: z.object(projectId),
    output: z.object({ deleted: z.number().int() }),
    access: writers,
    summary: 'Delete a KOX project with its list of creators (the creators stay in the databases).',
  }),
  'koxProject.detail': defineEndpoint({
    key: 'koxProject.detail',
    method: 'GET',
    path: '/api/kox/project/detail',
    input: z.object({ ...projectId, keyword, page, page_size: pageSize }),
    output: z.object({ project: koxProjectSchema, creators: pageOf(koxProjectCreatorSchema) }),
    access: readers,
    summary:
      'A project, its brief and a page of its creators with their KOX data, latest added first, searched by nickname or handle.',
  }),
  'koxProject.performance': defineEndpoint({
    key: 'koxProject.performance',
    method: 'GET',
    path: '/api/kox/project/performance',
    input: z.object(projectId),
    output: z.object({
      totals: z.object(figures),
      by_cooperation: z.array(z.object({ cooperation_type: z.enum(COOPERATION_TYPES), ...figures })),
      by_platform: z.array(z.object({ platform: z.enum(KOX_PLATFORMS), ...figures })),
      /** Content added per week (the Monday of the week, UTC), oldest first. */
      weekly: z.array(z.object({ week: z.string(), ...figures })),
    }),
    access: readers,
    summary:
      "The data performance of a project: the team's content of its creators, totals, by platform and cooperation type, and by week.",
  }),
  'koxProject.addCreators': defineEndpoint({
    key: 'koxProject.addCreators',
    method: 'POST',
    path: '/api/kox/project/creators/add',
    input: z.object({
      ...projectId,
      creator_ids: idArray(KOX_ADD_MAX),
      source: z.enum(KOX_PROJECT_SOURCES).default('list'),
    }),
    output: z.object({ added: z.number().int(), already: z.number().int() }),
    access: writers,
    summary: 'Add creators to a project, all or none; those already in it are counted and left as they are.',
  }),
  'koxProject.removeCreators': defineEndpoint({
    key: 'koxProject.removeCreators',
    method: 'POST',
    path: '/api/kox/project/creators/remove',
    input: z.object({ ...projectId, creator_ids: idArray(KOX_ADD_MAX) }),
    output: z.object({ removed: z.number().int() }),
    access: writers,
    summary: 'Remove creators from a project; ids not in it are ignored.',
  }),
  'koxProject.briefUpdate': defineEndpoint({
    key: 'koxProject.briefUpdate',
    method: 'POST',
    path: '/api/kox/project/brief/update',
    input: z.object({ ...projectId, brief: briefPatch }),
    output: koxProjectSchema,
    access: writers,
    summary: "Change a project's brief (the fields given).",
  }),
} satisfies Record<string, Endpoint>;
