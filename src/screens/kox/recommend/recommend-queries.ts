import { queryOptions } from '@tanstack/react-query';
import { callApi, isApiError, type ApiOutput } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { KOX_RECOMMEND_APPS, type KoxRecommendApp } from '@/lib/kox-recommend-values';
import { KOX_KEY } from '../api/kox-queries.ts';

export type RecommendSession = ApiOutput<'koxRecommend.list'>['list'][number];
export type SessionDetail = ApiOutput<'koxRecommend.detail'>;
export type RecommendedCreator = SessionDetail['results'][number];
export type SimilarCreator = ApiOutput<'koxRecommend.similar'>['list'][number];

/** The screen's own sessions; the chat's (`chat`) open here too, by id (the recommend_kox card). */
export const SCREEN_APP: KoxRecommendApp = 'smart_recommend';
/** Detail pages as large as the endpoint gives: 500 creators are five pages. */
export const RESULT_PAGE_SIZE = 100;
const SESSIONS_SHOWN = 50;

/** Under KOX_KEY: adding creators to the team changes their `saved` mark here as everywhere else. */
export const RECOMMEND_KEY = [...KOX_KEY, 'recommend'] as const;

export function sessionListQuery(teamId: string | null) {
  return queryOptions({
    queryKey: [...RECOMMEND_KEY, 'sessions', teamId],
    queryFn: ({ signal }) =>
      callApi(
        'koxRecommend.list',
        { app_name: SCREEN_APP, page: 1, page_size: SESSIONS_SHOWN },
        { signal, silent: true },
      ),
  });
}

/**
 * A session's detail page. A session id alone (an address, the chat card's panel) does not say its app: each app
 * is asked in turn, the screen's first, and the answer names the app for the pages after.
 */
export function fetchSessionPage(
  sessionId: string,
  app: KoxRecommendApp | undefined,
  page: number,
  signal: AbortSignal,
): Promise<SessionDetail> {
  const apps = app ? [app] : [SCREEN_APP, ...KOX_RECOMMEND_APPS.filter((a) => a !== SCREEN_APP)];
  return askApps(apps, sessionId, page, signal);
}

async function askApps(
  [app, ...rest]: KoxRecommendApp[],
  sessionId: string,
  page: number,
  signal: AbortSignal,
): Promise<SessionDetail> {
  try {
    return await callApi(
      'koxRecommend.detail',
      { app_name: app ?? SCREEN_APP, session_id: sessionId, page, page_size: RESULT_PAGE_SIZE },
      { signal, silent: true },
    );
  } catch (error) {
    if (rest.length > 0 && isApiError(error) && error.code === ErrorCode.NOT_FOUND)
      return askApps(rest, sessionId, page, signal);
    throw error;
  }
}

export function sessionQuery(teamId: string | null, sessionId: string) {
  return queryOptions({
    queryKey: [...RECOMMEND_KEY, 'session', teamId, sessionId],
    queryFn: ({ signal }) => fetchSessionPage(sessionId, undefined, 1, signal),
    enabled: Boolean(sessionId),
  });
}

export function similarQuery(teamId: string | null, creatorId: string) {
  return queryOptions({
    queryKey: [...RECOMMEND_KEY, 'similar', teamId, creatorId],
    queryFn: ({ signal }) =>
      callApi('koxRecommend.similar', { creator_id: creatorId, count: 10 }, { signal, silent: true }),
    enabled: Boolean(creatorId),
  });
}
