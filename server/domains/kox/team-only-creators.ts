import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { koxCollectedCreators, koxImportedCreators, koxTeamCreators } from '../../db/schema/index.ts';
import type { CollectedVideo } from '../../kox/sources/youtube/youtube-creator.ts';
import type { KoxCountry, KoxPlatform } from '../../../src/lib/kox-values.ts';
import { KOX_COUNTRIES } from '../../../src/lib/kox-values.ts';
import type { CreatorPost } from '../../kox/creator.ts';

/**
 * A creator of a team's database that no source of the public index knows: imported from a file or collected
 * from a platform by link. Only what the file or the platform gave is known; the rest is null, never made up.
 */
export interface TeamOnlyCreator {
  id: string;
  origin: 'imported' | 'collected';
  platform: KoxPlatform;
  handle: string;
  profileUrl: string;
  nickname: string;
  description: string;
  email: string | null;
  country: KoxCountry | null;
  followers: number | null;
  avgViews: number | null;
  avgEngagement: number | null;
  postsPerMonth: number | null;
  lastActiveAt: Date | null;
  /** The channel's keywords and its posts' most used hashtags, lower case: what the topics filter reads. */
  hashtags: string[];
  recentPosts: CreatorPost[];
}

/** A team-only creator as a list shows it: its recent posts are read only for its figures. */
export type ListedTeamOnlyCreator = Omit<TeamOnlyCreator, 'recentPosts'>;

const DAY_MS = 86_400_000;

/**
 * One read path for both stores: the team's imported creators and the collected creators its database names,
 * as one UNION ALL, optionally narrowed to some ids (a detail, an e-mail's recipients).
 */
export async function teamOnlyCreators(
  db: Db,
  teamId: string,
  creatorIds?: readonly string[],
): Promise<TeamOnlyCreator[]> {
  if (creatorIds?.length === 0) return [];
  // An imported creator removed from the team's database keeps its row (a new import links to it again).
  const inTeam = (id: AnyPgColumn) =>
    and(eq(koxTeamCreators.creatorId, id), eq(koxTeamCreators.teamId, teamId));
  const imported = db
    .select({
      id: koxImportedCreators.id,
      origin: sql<'imported' | 'collected'>`'imported'`.as('origin'),
      platform: sql<string>`${koxImportedCreators.platform}`.as('platform'),
      handle: koxImportedCreators.handle,
      profileUrl: koxImportedCreators.profileUrl,
      nickname: koxImportedCreators.nickname,
      description: sql<string>`''`.as('description'),
      email: koxImportedCreators.email,
      country: sql<string | null>`null`.as('country'),
      followers: koxImportedCreators.followers,
      avgViews: koxImportedCreators.avgViews,
      keywords: sql<string[]>`'[]'::jsonb`.as('keywords'),
      recentPosts: sql<CollectedVideo[]>`'[]'::jsonb`.as('recent_posts'),
    })
    .from(koxImportedCreators)
    .innerJoin(koxTeamCreators, inTeam(koxImportedCreators.id))
    .where(
      and(
        eq(koxImportedCreators.teamId, teamId),
        creatorIds === undefined ? undefined : inArray(koxImportedCreators.id, [...creatorIds]),
      ),
    );
  const collected = db
    .select({
      id: koxCollectedCreators.id,
      origin: sql<'imported' | 'collected'>`'collected'`.as('origin'),
      platform: koxCollectedCreators.platform,
      handle: koxCollectedCreators.handle,
      profileUrl: koxCollectedCreators.profileUrl,
      nickname: koxCollectedCreators.nickname,
      description: koxCollectedCreators.description,
      email: sql<string | null>`null`.as('email'),
      country: koxCollectedCreators.country,
      followers: koxCollectedCreators.followers,
      avgViews: sql<number | null>`null`.as('avg_views'),
      keywords: koxCollectedCreators.keywords,
      recentPosts: koxCollectedCreators.recentPosts,
    })
    .from(koxCollectedCreators)
    .innerJoin(koxTeamCreators, inTeam(koxCollectedCreators.id))
    .where(creatorIds === undefined ? undefined : inArray(koxCollectedCreators.id, [...creatorIds]));
  const rows = await unionAll(imported, collected);
  return rows.map(teamOnlyCreatorOf);
}

interface Row {
  id: string;
  origin: 'imported' | 'collected';
  platform: string;
  handle: string;
  profileUrl: string;
  nickname: string;
  description: string;
  email: string | null;
  country: string | null;
  followers: number | string | null;
  avgViews: number | string | null;
  keywords: string[];
  recentPosts: CollectedVideo[];
}

const mean = (values: number[]) =>
  values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
const numberOrNull = (v: number | string | null) => (v === null ? null : Number(v));

/** The hashtags a creator's posts use most, then the channel's keywords, lower case, at most ten. */
function hashtagsOf(keywords: string[], posts: CollectedVideo[]): string[] {
  const counts = new Map<string, number>();
  for (const tag of posts.flatMap((p) => p.hashtags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const byUse = [...counts].sort((a, b) => b[1] - a[1]).map(([tag]) => tag);
  return [...new Set([...byUse, ...keywords.map((k) => k.toLowerCase())])].slice(0, 10);
}

/** Posts a month over the span of the recent posts (null with fewer than two). */
function postsPerMonthOf(posts: CreatorPost[]): number | null {
  if (posts.length < 2) return null;
  const times = posts.map((p) => p.publishedAt.getTime());
  const spanDays = Math.max(1, (Math.max(...times) - Math.min(...times)) / DAY_MS);
  return Math.round(((posts.length - 1) / spanDays) * 30);
}

function teamOnlyCreatorOf(row: Row): TeamOnlyCreator {
  const recentPosts = row.recentPosts.map((v) => ({ ...v, publishedAt: new Date(v.publishedAt) }));
  const latest = recentPosts.reduce<Date | null>(
    (at, p) => (at === null || p.publishedAt > at ? p.publishedAt : at),
    null,
  );
  const country = row.country?.toUpperCase() ?? null;
  return {
    id: row.id,
    origin: row.origin,
    platform: row.platform as KoxPlatform,
    handle: row.handle,
    profileUrl: row.profileUrl,
    nickname: row.nickname,
    description: row.description,
    email: row.email,
    country: (KOX_COUNTRIES as readonly string[]).includes(country ?? '') ? (country as KoxCountry) : null,
    followers: numberOrNull(row.followers),
    avgViews: numberOrNull(row.avgViews) ?? mean(recentPosts.map((p) => p.views)),
    avgEngagement: mean(recentPosts.map((p) => p.likes + p.comments)),
    postsPerMonth: postsPerMonthOf(recentPosts),
    lastActiveAt: latest,
    hashtags: hashtagsOf(row.keywords, row.recentPosts),
    recentPosts,
  };
}
