import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { MODULES, ROLE_NAMES } from '../../roles.ts';
import { empty } from './common.ts';
import { teamContextSchema } from './team.ts';

const roleSchema = z.object({
  role_id: z.string(),
  role_name: z.enum(ROLE_NAMES),
  module: z.enum(MODULES),
});

export const userInfoSchema = z.object({
  user_uid: z.string(),
  account: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  designer_role: z.array(z.string()),
  writer_role: z.array(z.string()),
});

const signInResultSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expires_at: z.string(),
  user_info: userInfoSchema,
  user_role_list: z.array(roleSchema),
});

export const managedUserSchema = userInfoSchema.extend({
  status: z.enum(['active', 'disabled']),
  created_at: z.string(),
});

/** Sign-in, tokens, the current user and user management (spec §7 auth, user, perm). */
export const authEndpoints = {
  'auth.loginByPassword': defineEndpoint({
    key: 'auth.loginByPassword',
    method: 'POST',
    path: '/api/auth/loginByPassword',
    input: z.object({ account: z.string().trim().min(1).max(128), password: z.string().min(1).max(256) }),
    output: signInResultSchema,
    access: access.public,
    summary: 'Sign in with account and password; rate-limited per account and address.',
  }),
  'auth.loadTokenByKey': defineEndpoint({
    key: 'auth.loadTokenByKey',
    method: 'GET',
    path: '/api/auth/loadTokenByKey',
    input: z.object({ token_key: z.string().min(8).max(256) }),
    output: signInResultSchema,
    access: access.public,
    summary: 'Exchange a one-time login key (issued by `npm run issue-key`) for a token.',
  }),
  'auth.loginByFeishuQr': defineEndpoint({
    key: 'auth.loginByFeishuQr',
    method: 'GET',
    path: '/api/auth/loginByFeishuQr/',
    input: z.object({ code: z.string().min(1).max(512), redirect_uri: z.string().url().max(2048) }),
    output: signInResultSchema,
    access: access.public,
    summary: 'Exchange a workplace-chat OAuth code for a token.',
  }),
  'auth.loginOptions': defineEndpoint({
    key: 'auth.loginOptions',
    method: 'GET',
    path: '/api/auth/loginOptions',
    input: empty,
    output: z.object({
      password: z.boolean(),
      qr: z.object({ authorize_url: z.string(), client_id: z.string() }).nullable(),
    }),
    access: access.public,
    summary: 'Which sign-in methods this server offers.',
  }),
  'auth.logout': defineEndpoint({
    key: 'auth.logout',
    method: 'GET',
    path: '/api/auth/logout/',
    input: empty,
    output: z.null(),
    access: access.user,
    summary: 'Revoke the current token.',
  }),
  'user.refreshToken': defineEndpoint({
    key: 'user.refreshToken',
    method: 'POST',
    path: '/api/user/refreshToken',
    input: z.object({ refresh_token: z.string().min(1).max(256) }),
    output: z.object({ token: z.string(), refresh_token: z.string(), expires_at: z.string() }),
    access: access.public,
    summary: 'Trade a refresh token for a new token pair (the old pair is revoked).',
  }),
  'perm.user': defineEndpoint({
    key: 'perm.user',
    method: 'GET',
    path: '/api/perm/user',
    input: empty,
    output: z.object({
      role_name: z.enum(ROLE_NAMES),
      modules: z.array(z.enum(MODULES)),
      permissions: z.array(z.string()),
      /** The team the user works in now (null: in no team yet) and what they may see in it. */
      team: teamContextSchema.nullable(),
      system_admin: z.boolean(),
    }),
    access: access.user,
    summary: "The signed-in user's effective role, permissions and current team.",
  }),
  'user.info': defineEndpoint({
    key: 'user.info',
    method: 'POST',
    path: '/api/user/info',
    input: empty,
    output: userInfoSchema,
    access: access.user,
    summary: 'The signed-in user.',
  }),
  'user.roleList': defineEndpoint({
    key: 'user.roleList',
    method: 'GET',
    path: '/api/user/role/list',
    input: empty,
    output: z.array(roleSchema),
    access: access.user,
    summary: "The signed-in user's roles, one per module.",
  }),
  'users.list': defineEndpoint({
    key: 'users.list',
    method: 'GET',
    path: '/api/users/list',
    input: z.object({
      keyword: z.string().trim().max(100).optional(),
      page: z.coerce.number().int().min(1).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(20),
    }),
    output: z.object({ list: z.array(managedUserSchema), total: z.number().int() }),
    access: access.system,
    summary: 'Every user, oldest first, filtered by account or name (administrators).',
  }),
  'users.statusUpdate': defineEndpoint({
    key: 'users.statusUpdate',
    method: 'POST',
    path: '/api/users/user/status/update',
    input: z.object({ user_uid: z.string().min(1).max(64), status: z.enum(['active', 'disabled']) }),
    output: z.null(),
    access: access.system,
    summary: 'Enable or disable an account; disabling ends its open sign-ins (administrators).',
  }),
} satisfies Record<string, Endpoint>;
