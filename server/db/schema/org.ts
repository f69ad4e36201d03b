import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TEAM_ROLES, type TeamRole } from '../../../src/lib/roles.ts';
import { bytea } from './bytea.ts';
import { users } from './users.ts';
import { inList } from './in-list.ts';

export const TEAM_LANGUAGES = ['zh', 'en'] as const;

/**
 * A team (docs/teams.md). `personal` marks the team a user got for their own work (every account made before
 * teams, and every account that signs up by itself); it behaves like any other team.
 */
export const teams = pgTable(
  'teams',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    name: text('name').notNull(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    personal: boolean('personal').notNull().default(false),
    /** The language new members' screens and generated texts start in; null: each member's own. */
    language: text('language', { enum: TEAM_LANGUAGES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('teams_language_check', sql`${t.language} is null or ${t.language} in ('zh', 'en')`)],
);

/** A team's logo, checked as spec §5 asks (image type by its bytes, ≤ 10,000,000 bytes). */
export const teamLogos = pgTable('team_logos', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Hex SHA-256 of the bytes: the logo's URL names it, so a new logo is a new URL and caches never go stale. */
  sha256: text('sha256').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRole>().notNull().default('viewer'),
    /** A disabled member keeps their place (and their work) but cannot act in the team until enabled. */
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** True: the member sees only the clients in team_member_clients (none there: no client at all). */
    restricted: boolean('restricted').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.userId),
    check('team_members_role_check', sql`${t.role} in (${inList(TEAM_ROLES)})`),
    check('team_members_status_check', sql`${t.status} in ('active', 'disabled')`),
    // One owner per team; the owner row is the truth, teams.owner_id follows it.
    uniqueIndex('team_members_one_owner_idx')
      .on(t.teamId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('groups_name_idx').on(sql`lower(${t.name})`)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

export const clients = pgTable(
  'clients',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clients_team_idx').on(t.teamId),
    uniqueIndex('clients_team_name_idx').on(t.teamId, sql`lower(${t.name})`),
  ],
);

/** The clients a restricted member may see (team_members.restricted). */
export const teamMemberClients = pgTable(
  'team_member_clients',
  {
    teamId: text('team_id').notNull(),
    userId: text('user_id').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId, t.clientId] }),
    foreignKey({
      columns: [t.teamId, t.userId],
      foreignColumns: [teamMembers.teamId, teamMembers.userId],
    }).onDelete('cascade'),
    index('team_member_clients_client_idx').on(t.clientId),
  ],
);

export const PROJECT_STATUSES = ['active', 'archived'] as const;

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Every project is for a client (the client → project tree); deleting the client deletes its projects. */
    clientId: text('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date'),
    endDate: date('end_date'),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_team_idx').on(t.teamId),
    index('projects_client_idx').on(t.clientId),
    check('projects_status_check', sql`${t.status} in ('active', 'archived')`),
    check(
      'projects_dates_check',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`,
    ),
  ],
);

/** docs/placements.md: what a team books for a project on a channel, with its budget and dates. */
export const PLACEMENT_CHANNELS = [
  'social',
  'kox',
  'search',
  'display',
  'video',
  'ooh',
  'print',
  'audio',
  'other',
] as const;
export const PLACEMENT_STATUSES = ['planned', 'booked', 'live', 'ended', 'cancelled'] as const;

export const placements = pgTable(
  'placements',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channel: text('channel', { enum: PLACEMENT_CHANNELS }).notNull(),
    /** The platform or publisher (Douyin, RED, YouTube, a magazine, a billboard network). */
    media: text('media').notNull().default(''),
    /** The ad unit (TopView, in-feed video, banner 300×250). */
    format: text('format').notNull().default(''),
    budget: numeric('budget', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('CNY'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    status: text('status', { enum: PLACEMENT_STATUSES }).notNull().default('planned'),
    notes: text('notes').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('placements_team_idx').on(t.teamId),
    index('placements_project_idx').on(t.projectId),
    check('placements_channel_check', sql`${t.channel} in (${inList(PLACEMENT_CHANNELS)})`),
    check('placements_status_check', sql`${t.status} in (${inList(PLACEMENT_STATUSES)})`),
    check('placements_budget_check', sql`${t.budget} >= 0`),
    check('placements_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'placements_dates_check',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`,
    ),
  ],
);

/**
 * Every administrative change (docs/teams.md): who, what, before → after, when. `team_id` is null for changes
 * to the studio itself (groups, accounts); `actor_name` keeps the name if the actor's account goes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The team's name when it happened (the row outlives a deleted team). */
    teamName: text('team_name'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_team_created_idx').on(t.teamId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
