import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { reloadTeamContext } from '@/lib/auth/reload-team-context';

/**
 * After leaving or deleting the current team: the server has already chosen the next current team (the earliest
 * active membership, or none); read it and start over on the start page.
 */
export function useTeamGone() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await reloadTeamContext(queryClient);
    await navigate({ to: '/writer/app/store' });
  };
}
