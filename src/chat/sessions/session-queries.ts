import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';

export const SESSIONS_KEY = ['sessions', 'writer'] as const;

/** The user's sessions, newest first, filtered on the server by title when a keyword is given. */
export function sessionsQuery(keyword = '') {
  const trimmed = keyword.trim();
  return queryOptions({
    queryKey: [...SESSIONS_KEY, trimmed],
    queryFn: ({ signal }) =>
      callApi(
        'session.listByDomain',
        { domain: 'writer', ...(trimmed ? { keyword: trimmed } : {}) },
        { signal },
      ),
  });
}
