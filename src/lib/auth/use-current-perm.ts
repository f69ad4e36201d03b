import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { useAuthStore, type UserRoleInfo } from '@/lib/auth/auth-store';

/**
 * The signed-in user's `perm.user` (current team and role, system admin), kept from the sign-in and fetched
 * again only when missing; null until it has answered.
 */
export function useCurrentPerm(): UserRoleInfo | null {
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
  return stored ?? fetched.data ?? null;
}
