import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';

export const loginOptionsQuery = queryOptions({
  queryKey: ['auth', 'loginOptions'],
  queryFn: ({ signal }) => callApi('auth.loginOptions', {}, { silent: true, signal }),
  staleTime: 5 * 60_000,
  retry: false,
});

/** Which sign-in methods the server offers; password sign-in alone while unknown or on failure. */
export function useLoginOptions() {
  return useQuery(loginOptionsQuery).data;
}
