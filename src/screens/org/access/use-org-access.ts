import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { useAuthStore, type UserRoleInfo } from '@/lib/auth/auth-store';
import { teamRoleAtLeast } from '@/lib/roles';

/** Which screen mode: the caller's current team, or every team from backstage. */
export type OrgScope = 'team' | 'studio';

export interface OrgAccess {
  /** perm.user has answered (it is kept from the sign-in; fetched again only when missing). */
  known: boolean;
  team: UserRoleInfo['team'];
  systemAdmin: boolean;
  /** client.add/update/delete: team owners and admins. */
  manageClients: boolean;
  /** project.* and placement.* writes: editors and up. */
  writeWork: boolean;
}

/**
 * What the signed-in user may do with the current team's clients, projects and placements, from the same
 * roles the endpoints declare (src/lib/api/endpoints/org.ts). The server still decides; this only hides
 * buttons that would be refused.
 */
export function useOrgAccess(): OrgAccess {
  const stored = useAuthStore((s) => s.userRoleInfo);
  const setUserRoleInfo = useAuthStore((s) => s.setUserRoleInfo);
  const fetched = useQuery({
    queryKey: ['perm.user'],
    queryFn: () => callApi('perm.user', {}, { silent: true }),
    enabled: stored === null,
  });
  useEffect(() => {
    if (stored === null && fetched.data) setUserRoleInfo(fetched.data);
  }, [stored, fetched.data, setUserRoleInfo]);
  const perm = stored ?? fetched.data ?? null;
  const role = perm?.team?.role;
  return {
    known: perm !== null,
    team: perm?.team ?? null,
    systemAdmin: perm?.system_admin ?? false,
    manageClients: role !== undefined && teamRoleAtLeast(role, 'admin'),
    writeWork: role !== undefined && teamRoleAtLeast(role, 'editor'),
  };
}
