/** Query keys of the backstage screens; a mutation invalidates its list's root. */
export const backstageKeys = {
  teams: ['backstage', 'teams'] as const,
  users: ['backstage', 'users'] as const,
  groups: ['backstage', 'groups'] as const,
  group: (groupId: string) => ['backstage', 'groups', 'detail', groupId] as const,
  audit: ['backstage', 'audit'] as const,
  accountSearch: (keyword: string) => ['backstage', 'account-search', keyword] as const,
};
