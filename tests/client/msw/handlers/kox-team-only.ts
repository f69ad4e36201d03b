import type { TeamCreatorRow } from '@/screens/kox/api/kox-queries';
import { creator, teamEntry } from './kox.ts';

/**
 * An imported or collected creator as the team list gives it: what its source gave, null for the rest. Put it in
 * `koxDb({ creators })` with its id in `team`: the public list leaves it out, the team list and the detail show it.
 */
export function teamOnlyCreator(
  id: string,
  nickname: string,
  origin: 'imported' | 'collected',
  patch: Partial<TeamCreatorRow> = {},
): TeamCreatorRow {
  return {
    ...creator(id, nickname),
    origin,
    sample: false,
    headline: '',
    topics: [],
    country: null,
    language: null,
    followers: null,
    posts_per_month: null,
    avg_views: null,
    avg_engagement: null,
    engagement_rate: null,
    price_per_post_usd: null,
    price_per_video_usd: null,
    last_active_at: null,
    audience: null,
    hashtags: [],
    saved: true,
    team: teamEntry(),
    ...patch,
  };
}
