import { callApi } from '@/lib/api/client';
import type { KoxRecommendApp } from '@/lib/kox-recommend-values';

const PAGE = 100;

/** Every ranked creator of a recommendation session (at most 500: five pages of its detail). */
export async function rankedCreatorIds(app: KoxRecommendApp, sessionId: string, count: number) {
  const pages = Math.max(1, Math.ceil(count / PAGE));
  const details = await Promise.all(
    Array.from({ length: pages }, (_, i) =>
      callApi(
        'koxRecommend.detail',
        { app_name: app, session_id: sessionId, page: i + 1, page_size: PAGE },
        { silent: true },
      ),
    ),
  );
  return details.flatMap((d) => d.results.map((r) => r.creator.creator_id));
}
