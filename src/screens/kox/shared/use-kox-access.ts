import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { useAuthStore, type UserRoleInfo } from '@/lib/auth/auth-store';
import { teamRoleAtLeast } from '@/lib/roles';

export interface KoxAccess {
  /** perm.user has answered (kept from the sign-in; fetched again only when missing). */
  known: boolean;
  team: UserRoleInfo['team'];
  /** kox.teamAdd / teamUpdate: editors and up (src/lib/api/endpoints/kox.ts `writers`). The server still decides. */
  write: boolean;
}

export function useKoxAccess(): KoxAccess {
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
    write: role !== undefined && teamRoleAtLeast(role, 'editor'),
  };
}
