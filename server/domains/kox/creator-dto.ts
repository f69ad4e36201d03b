import type { Creator, CreatorPost } from '../../kox/creator.ts';
import { engagementRateOf } from '../../kox/creator.ts';
import type { TeamEntryRow } from './team-queries.ts';
import type { ListedTeamOnlyCreator } from './team-only-creators.ts';

export function creatorDto(c: Creator, saved: boolean) {
  return {
    creator_id: c.id,
    sample: c.sample,
    platform: c.platform,
    handle: c.handle,
    nickname: c.nickname,
    headline: c.headline,
    topics: c.topics,
    description: c.description,
    email: c.email,
    profile_url: c.profileUrl,
    country: c.country,
    language: c.language,
    followers: c.followers,
    posts_per_month: c.postsPerMonth,
    avg_views: c.avgViews,
    avg_engagement: c.avgEngagement,
    engagement_rate: engagementRateOf(c),
    price_per_post_usd: c.pricePerPostUsd,
    price_per_video_usd: c.pricePerVideoUsd,
    last_active_at: c.lastActiveAt.toISOString(),
    audience: {
      female_pct: c.audience.femalePct,
      male_pct: 100 - c.audience.femalePct,
      ages: c.audience.ages,
      countries: c.audience.countries,
    },
    hashtags: c.hashtags,
    saved,
  };
}

/** An imported or collected creator: what its source gave, null for the rest (never sample data). */
export function teamOnlyCreatorDto(c: ListedTeamOnlyCreator) {
  return {
    creator_id: c.id,
    sample: false,
    origin: c.origin,
    platform: c.platform,
    handle: c.handle,
    nickname: c.nickname,
    headline: '',
    topics: [],
    description: c.description,
    email: c.email,
    profile_url: c.profileUrl,
    country: c.country,
    language: null,
    followers: c.followers,
    posts_per_month: c.postsPerMonth,
    avg_views: c.avgViews,
    avg_engagement: c.avgEngagement,
    engagement_rate:
      c.followers && c.avgEngagement !== null
        ? engagementRateOf({ followers: c.followers, avgEngagement: c.avgEngagement })
        : null,
    price_per_post_usd: null,
    price_per_video_usd: null,
    last_active_at: c.lastActiveAt?.toISOString() ?? null,
    audience: null,
    hashtags: c.hashtags,
    saved: true,
  };
}

export function teamEntryDto(row: TeamEntryRow) {
  return {
    client: row.clientId && row.clientName ? { client_id: row.clientId, name: row.clientName } : null,
    notes: row.notes,
    tags: row.tags,
    price_per_post_usd: row.pricePerPostUsd,
    price_per_video_usd: row.pricePerVideoUsd,
    added_by: row.addedBy && row.addedByName ? { user_uid: row.addedBy, name: row.addedByName } : null,
    added_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function postDto(p: CreatorPost) {
  return {
    title: p.title,
    url: p.url,
    views: p.views,
    likes: p.likes,
    comments: p.comments,
    published_at: p.publishedAt.toISOString(),
    hashtags: p.hashtags,
  };
}
