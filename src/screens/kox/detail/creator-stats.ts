import { FOLLOWER_BUCKET_BOUNDS, type FollowerBucket } from '@/lib/kox-values';
import type { CreatorDetail } from '../api/kox-queries.ts';

type Post = CreatorDetail['recent_posts'][number];

/** Spec §9's follower tier a creator belongs to (a bound belongs to the tier above, as the list filter says). */
export function followerTier(followers: number): Exclude<FollowerBucket, 'custom'> {
  const tiers = Object.entries(FOLLOWER_BUCKET_BOUNDS) as [
    Exclude<FollowerBucket, 'custom'>,
    [number, number | null],
  ][];
  return tiers.find(([, [min, max]]) => followers >= min && (max === null || followers < max))?.[0] ?? '1m+';
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The share of peers (in percent, whole) whose value is below this one. */
export function percentileAmong(value: number, peers: readonly number[]): number {
  if (peers.length === 0) return 0;
  return Math.round((peers.filter((p) => p < value).length / peers.length) * 100);
}

/** A post's engagement: likes and comments per view, in percent. */
export const postEngagement = (post: Post) =>
  post.views > 0 ? ((post.likes + post.comments) / post.views) * 100 : 0;

/** Cost per thousand views and per view of a video at this price, from the average views. */
export function costPerView(price: number, avgViews: number): { cpm: number; cpv: number } | null {
  if (avgViews <= 0) return null;
  return { cpm: (price / avgViews) * 1000, cpv: price / avgViews };
}

/** Average days between the recent posts (newest first or not); null with fewer than two. */
export function daysBetweenPosts(posts: readonly Post[]): number | null {
  if (posts.length < 2) return null;
  const times = posts.map((p) => Date.parse(p.published_at)).sort((a, b) => a - b);
  const span = (times[times.length - 1] as number) - (times[0] as number);
  return span / (times.length - 1) / 86_400_000;
}

/** Posts per weekday (0 = Sunday), from the recent posts. */
export function weekdayCounts(posts: readonly Post[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const post of posts) {
    const day = new Date(post.published_at).getUTCDay();
    counts[day] = (counts[day] ?? 0) + 1;
  }
  return counts;
}

/** The hashtags of the recent posts, most used first. */
export function topHashtags(posts: readonly Post[], limit = 8): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.hashtags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, limit);
}
