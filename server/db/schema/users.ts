import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { teams } from './org.ts';
import type { ModuleName, RoleName } from '../../../src/lib/roles.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    account: text('account').notNull().unique(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    /** scrypt hash (server/lib/password.ts); null for users who only sign in through the OAuth provider. */
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** The team the user works in (team/switch); when it is gone or they left it, their first team is used. */
    currentTeamId: text('current_team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_status_check', sql`${t.status} in ('active', 'disabled')`)],
);

/** One row per (module, role name): the spec's writer_role / designer_role lists come from user_roles. */
export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    name: text('name').$type<RoleName>().notNull(),
    module: text('module').$type<ModuleName>().notNull(),
  },
  (t) => [
    unique('roles_name_module_unique').on(t.name, t.module),
    check('roles_name_check', sql`${t.name} in ('admin', 'editor', 'viewer')`),
    check('roles_module_check', sql`${t.module} in ('writer', 'designer')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** A user's identity at the workplace-chat OAuth provider (union_id, else open_id, else email). */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);
