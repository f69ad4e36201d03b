import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import { reloadTeamContext } from '@/lib/auth/reload-team-context';

/** Works in another team: the server remembers it; then every screen reloads for that team. */
export function useSwitchTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (teamId: string) => {
      await callApi('team.switch', { team_id: teamId });
      await reloadTeamContext(queryClient);
    },
  });
}
