import { TOP_LIST_SIZE } from '../../../src/lib/report-components/catalog.ts';
import { safeRatio, type ChannelItem } from '../../../src/lib/report-components/results.ts';
import type { ComponentScans } from './shared-scans.ts';
import { num, strOrNull } from './row-values.ts';

export type ChannelRank = 'views' | 'likes' | 'followers';

/**
 * The related channels (those with posts in scope, per subject) ranked by `rank`, with the totals of their
 * posts in scope. Ties are broken by subject, platform and channel id (the ranks come from SQL).
 */
export async function topChannels(
  scans: ComponentScans,
  rank: ChannelRank,
): Promise<{ items: ChannelItem[] }> {
  const channels = await scans.channelTotals();
  const top = channels
    .filter((c) => c.matched && c.rank[rank] <= TOP_LIST_SIZE)
    .sort((a, b) => a.rank[rank] - b.rank[rank]);
  return { items: top.map((c) => toChannelItem(c.row)) };
}

export function toChannelItem(r: Record<string, unknown>): ChannelItem {
  const posts = num(r.posts);
  const views = num(r.views);
  const engagements = num(r.engagements);
  const followers = num(r.followers);
  const avgViews = safeRatio(views, posts);
  const avgEngagements = safeRatio(engagements, posts);
  return {
    subjectId: String(r.subject_id),
    platform: String(r.platform),
    channelId: String(r.channel_id),
    title: String(r.title),
    url: strOrNull(r.url),
    logoUrl: strOrNull(r.logo_url),
    region: strOrNull(r.region),
    followers,
    newFollowers: num(r.new_followers),
    posts,
    views,
    likes: num(r.likes),
    comments: num(r.comments),
    engagements,
    avgViews,
    avgEngagements,
    followerEngagementRate: avgEngagements === null ? null : safeRatio(avgEngagements, followers),
    followerViewRate: avgViews === null ? null : safeRatio(avgViews, followers),
    viewEngagementRate: safeRatio(engagements, views),
  };
}
