import { TOP_LIST_SIZE } from '../../../src/lib/report-components/catalog.ts';
import { safeRatio, type ChannelItem } from '../../../src/lib/report-components/results.ts';
import { channelJoin, postFilter, type ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { num, strOrNull } from './row-values.ts';

export type ChannelRank = 'views' | 'likes' | 'followers';

/**
 * The related channels (those with posts in scope, per subject) ranked by `rank`, with the totals of their
 * posts in scope. Ties are broken by subject, platform and channel id.
 */
export async function topChannels(
  store: StoreReader,
  scope: ComponentScope,
  rank: ChannelRank,
): Promise<{ items: ChannelItem[] }> {
  const { where, params } = postFilter(scope);
  const rankExpr = rank === 'followers' ? 'c.followers' : `r.${rank}`;
  const rows = await store.all<Record<string, unknown>>(
    `with r as (
       select p.subject_id, p.platform, p.channel_id, count(*) as posts,
         sum(p.views) as views, sum(p.likes) as likes, sum(p.comments) as comments,
         sum(p.engagements) as engagements
       from analytics.posts p where ${where}
       group by p.subject_id, p.platform, p.channel_id
     )
     select r.*, c.title, c.url, c.logo_url, c.region, c.followers, c.new_followers
     from r join analytics.channels c on ${channelJoin('c', 'r')}
     order by ${rankExpr} desc, r.subject_id, r.platform, r.channel_id
     limit ${TOP_LIST_SIZE}`,
    params,
  );
  return { items: rows.map(toChannelItem) };
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
