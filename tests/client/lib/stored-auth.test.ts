import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '@/lib/api/endpoints';
import { readStoredRoleInfo, readStoredUserInfo, readStoredUserRoleInfo } from '@/lib/auth/stored-auth';
import { MODULES, ROLE_NAMES } from '@/lib/roles';
import { signInResult } from '../msw/fixtures.ts';

/** The endpoint table's zod schemas of the same data: the readers must answer as they do. */
const signInOutput = endpoints['auth.loginByPassword'].output;
const role = signInOutput.shape.user_role_list.element;
const zodSchemas = {
  userInfo: signInOutput.pick({ token: true, refresh_token: true, expires_at: true, user_info: true }),
  roleInfo: role.extend({ user_role_list: z.array(role).optional() }),
  userRoleInfo: endpoints['perm.user'].output,
};

/** Values near the real shapes: a valid one as is, with an extra field, or with one field dropped or replaced. */
const text = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('admin', 'writer', 'designer', 'viewer'));
const anyField = fc.oneof(text, fc.constant(null), fc.integer(), fc.array(text, { maxLength: 2 }));
const near = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) =>
  fc
    .tuple(
      fc.record(fields),
      fc.constantFrom(...Object.keys(fields)),
      fc.constantFrom('keep', 'extra', 'drop', 'replace'),
      anyField,
    )
    .map(([value, key, change, other]) => {
      if (change === 'keep') return value;
      if (change === 'extra') return { ...value, extra: other };
      const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
      return change === 'drop' ? rest : { ...rest, [key]: other };
    });
const roleArb = near({
  role_id: text,
  role_name: fc.constantFrom(...ROLE_NAMES, 'owner'),
  module: fc.constantFrom(...MODULES, 'other'),
});
const userInfoArb = near({
  token: text,
  refresh_token: text,
  expires_at: text,
  user_info: near({
    user_uid: text,
    account: text,
    name: text,
    avatar: fc.oneof(text, fc.constant(null)),
    designer_role: fc.array(text, { maxLength: 2 }),
    writer_role: fc.array(text, { maxLength: 2 }),
  }),
});
const roleInfoArb = fc
  .tuple(roleArb, fc.option(fc.array(fc.oneof(roleArb, anyField), { maxLength: 3 }), { nil: undefined }))
  .map(([r, list]) => (list === undefined ? r : { ...r, user_role_list: list }));
const userRoleInfoArb = near({
  role_name: fc.constantFrom(...ROLE_NAMES, 'owner'),
  modules: fc.array(fc.constantFrom(...MODULES, 'other'), { maxLength: 3 }),
  permissions: fc.array(text, { maxLength: 2 }),
  team: fc.oneof(
    fc.constant(null),
    anyField,
    near({
      team_id: text,
      name: text,
      role: fc.constantFrom('owner', 'admin', 'editor', 'viewer', 'nobody'),
      restricted: fc.boolean(),
      client_ids: fc.oneof(fc.constant(null), fc.array(text, { maxLength: 2 })),
      member: fc.boolean(),
    }),
  ),
  system_admin: fc.oneof(fc.boolean(), anyField),
});

function agrees(read: (v: unknown) => unknown, schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  expect(read(value)).toEqual(parsed.success ? parsed.data : null);
}

describe('stored login readers', () => {
  it('read back what the sign-in stores', () => {
    const { user_role_list, ...stored } = signInResult;
    expect(readStoredUserInfo(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(readStoredRoleInfo({ ...user_role_list[0], user_role_list })).toEqual({
      ...user_role_list[0],
      user_role_list,
    });
    const perm = {
      role_name: 'editor',
      modules: ['writer'],
      permissions: ['dashboard.add'],
      team: {
        team_id: 't1',
        name: 'Team',
        role: 'editor',
        restricted: true,
        client_ids: ['c1'],
        member: true,
      },
      system_admin: false,
    };
    expect(readStoredUserRoleInfo(perm)).toEqual(perm);
  });

  it('refuse what is not a stored login', () => {
    for (const bad of [null, 'x', 1, [], {}]) {
      expect(readStoredUserInfo(bad)).toBeNull();
      expect(readStoredRoleInfo(bad)).toBeNull();
      expect(readStoredUserRoleInfo(bad)).toBeNull();
    }
    const { user_role_list, ...stored } = signInResult;
    expect(readStoredUserInfo({ ...stored, user_info: { ...stored.user_info, avatar: 1 } })).toBeNull();
    expect(readStoredRoleInfo({ ...user_role_list[0], user_role_list: [{ role_id: 'x' }] })).toBeNull();
  });

  it('accept, refuse and keep exactly what the endpoint schemas do', () => {
    fc.assert(fc.property(userInfoArb, (v) => agrees(readStoredUserInfo, zodSchemas.userInfo, v)));
    fc.assert(fc.property(roleInfoArb, (v) => agrees(readStoredRoleInfo, zodSchemas.roleInfo, v)));
    fc.assert(
      fc.property(userRoleInfoArb, (v) => agrees(readStoredUserRoleInfo, zodSchemas.userRoleInfo, v)),
    );
  });
});
