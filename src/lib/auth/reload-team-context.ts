import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client.ts';
import { useAuthStore } from './auth-store.ts';

/**
 * After the current team changed (switch, create, leave, delete, ownership transfer): read the permissions again,
 * so the shell and the screens know the new team and role, and refetch every list, which the server now answers
 * for the new team.
 */
export async function reloadTeamContext(queryClient: QueryClient): Promise<void> {
  useAuthStore.getState().setUserRoleInfo(await callApi('perm.user', {}, { silent: true }));
  await queryClient.invalidateQueries();
}
