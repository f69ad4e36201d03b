import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { callApi } from '@/lib/api/client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { withToast } from '@/lib/toasts';
import '@/lib/i18n/namespaces/backstage';

/**
 * Works in another team (a system administrator may enter any; the server logs it): the stored permissions
 * follow, and every cached list is refetched, since each one is scoped to the current team.
 */
export function useEnterTeam() {
  const { t } = useTranslation('backstage');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (team: { team_id: string; name: string }) => {
      await callApi('team.switch', { team_id: team.team_id });
      useAuthStore.getState().setUserRoleInfo(await callApi('perm.user', {}));
      return team;
    },
    onSuccess: async (team) => {
      await queryClient.invalidateQueries();
      withToast((toast) => toast.success(t('teams.entered', { name: team.name })));
    },
  });
}
