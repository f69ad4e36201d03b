/**
 * Role names (spec §6 leaves them open). `admin` runs backstage and team settings; `editor` creates and
 * shares; `viewer` reads. The permission directive and the server's endpoint access both use these names.
 */
export const ROLE_NAMES = ['admin', 'editor', 'viewer'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
export const MODULES = ['writer', 'designer'] as const;
export type ModuleName = (typeof MODULES)[number];
