import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { teamRoleAtLeast } from '@/lib/roles';

/**
 * The caller's team and whether they may change its ad data (editors and up, as the endpoints' `writers`; the
 * server still decides). perm.user is asked only when the sign-in did not keep it.
 */
export function useAdDataAccess() {
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
  const team = (stored ?? fetched.data ?? null)?.team ?? null;
  return { team, write: team !== null && teamRoleAtLeast(team.role, 'editor') };
}
