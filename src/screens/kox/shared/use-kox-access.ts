import type { UserRoleInfo } from '@/lib/auth/auth-store';
import { useCurrentPerm } from '@/lib/auth/use-current-perm';
import { teamRoleAtLeast } from '@/lib/roles';

export interface KoxAccess {
  /** perm.user has answered (kept from the sign-in; fetched again only when missing). */
  known: boolean;
  team: UserRoleInfo['team'];
  /** kox.teamAdd / teamUpdate: editors and up (src/lib/api/endpoints/kox.ts `writers`). The server still decides. */
  write: boolean;
}

export function useKoxAccess(): KoxAccess {
  const perm = useCurrentPerm();
  const role = perm?.team?.role;
  return {
    known: perm !== null,
    team: perm?.team ?? null,
    write: role !== undefined && teamRoleAtLeast(role, 'editor'),
  };
}
