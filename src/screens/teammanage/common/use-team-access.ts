import { useAuthStore } from '@/lib/auth/auth-store';
import { teamRoleAtLeast } from '@/lib/roles';

/** The current team and what the caller may do in it (teammanage is for its owner and admins). */
export function useTeamAccess() {
  const team = useAuthStore((s) => s.userRoleInfo?.team ?? null);
  return {
    team,
    isAdmin: team !== null && teamRoleAtLeast(team.role, 'admin'),
    isOwner: team?.role === 'owner',
  };
}
