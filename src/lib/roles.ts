/**
 * Studio role names (spec §6 leaves them open), held per module in the writer_role / designer_role lists.
 * `admin` is the system administrator who runs backstage; `editor` and `viewer` are ordinary accounts: what a
 * user may do with a team's work is their role in that team (TEAM_ROLES, docs/teams.md).
 */
export const ROLE_NAMES = ['admin', 'editor', 'viewer'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
/** The roles that change things (create, edit, share); a viewer reads. */
export const WRITER_ROLES = ['admin', 'editor'] as const;
export const MODULES = ['writer', 'designer'] as const;
export type ModuleName = (typeof MODULES)[number];

/** A member's role in a team, most powerful first. Exactly one owner per team. */
export const TEAM_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The roles a member can be given; `owner` moves only by a transfer. */
export const ASSIGNABLE_TEAM_ROLES = ['admin', 'editor', 'viewer'] as const;
export type AssignableTeamRole = (typeof ASSIGNABLE_TEAM_ROLES)[number];

/** Whether `role` is `min` or more powerful. */
export function teamRoleAtLeast(role: TeamRole, min: TeamRole): boolean {
  return TEAM_ROLES.indexOf(role) <= TEAM_ROLES.indexOf(min);
}
