import { parseAccountLink } from '../../../../src/lib/account-links/index.ts';
import type { ChannelFact } from '../../store/fact-rows.ts';
import type { CollectedBatch, CollectionScope, CollectionSource } from '../collection-source.ts';
import { applyCriteria } from '../criteria-filter.ts';
import { lookupChannel } from './channel-lookup.ts';
import type { QuotaLedger } from './quota-ledger.ts';
import { youtubeQuery } from './search-query.ts';
import { createYoutubeApi, type YoutubeGet, type YoutubeParams } from './youtube-api.ts';
import { YoutubeApiError } from './youtube-error.ts';
import { toChannelFact, toCommentFact, toHashtagFacts, toPostFact } from './youtube-mapping.ts';
import type { Channel, CommentThread, ListResponse, SearchResult, Video } from './youtube-types.ts';

const DAY_MS = 86_400_000;
/** The most ids videos.list and channels.list take in one call, and the largest search page. */
const PAGE = 50;

export interface YoutubeSourceOptions {
  apiKey: string;
  ledger: QuotaLedger;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Search pages (of 50) per query: each costs 100 units (default 4). */
  maxSearchPages?: number;
  /** Videos, most viewed first, whose top comment threads are read (default 10; 1 unit each). */
  commentVideos?: number;
  commentsPerVideo?: number;
  retryDelayMs?: number;
  now?: () => Date;
}

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/**
 * The YouTube Data API v3 source: search.list (keywords/topics as `q`, region, language, date range; per named
 * account when the subject lists accounts), videos.list and channels.list for the facts, commentThreads.list
 * for the top comments of the most viewed videos. What the API cannot filter is applied after fetching.
 */
export function createYoutubeSource(opts: YoutubeSourceOptions): CollectionSource {
  const get = createYoutubeApi({
    apiKey: opts.apiKey,
    ledger: opts.ledger,
    baseUrl: opts.baseUrl,
    fetch: opts.fetch,
    retryDelayMs: opts.retryDelayMs,
  });
  const maxPages = opts.maxSearchPages ?? 4;
  const commentVideos = opts.commentVideos ?? 10;
  const commentsPerVideo = opts.commentsPerVideo ?? 20;
  const now = opts.now ?? (() => new Date());

  return {
    id: 'youtube',
    sourceOf: () => 'youtube',
    async collect(scope, onProgress, signal) {
      return collectYoutube(
        { get, maxPages, commentVideos, commentsPerVideo, now },
        scope,
        onProgress,
        signal,
      );
    },
  };
}

interface Ctx {
  get: YoutubeGet;
  maxPages: number;
  commentVideos: number;
  commentsPerVideo: number;
  now: () => Date;
}

async function collectYoutube(
  ctx: Ctx,
  scope: CollectionScope,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<CollectedBatch> {
  const { criteria } = scope;
  const owner = { dashboard_id: scope.dashboardId, subject_id: scope.subjectId, platform: scope.platform };
  const empty: CollectedBatch = { channels: [], posts: [], hashtags: [], comments: [], snapshots: [] };
  let done = 0;
  let total = 0;
  const step = (n = 1) => {
    done += n;
    onProgress(done, Math.max(total, done));
  };

  const accountRefs = criteria.accounts
    .map((link) => parseAccountLink(link))
    .filter((ref) => ref?.platform === 'youtube');
  const q = youtubeQuery(criteria.keywords, criteria.topics);
  if (!q && accountRefs.length === 0) {
    onProgress(0, 0);
    return empty;
  }

  // Named accounts: their channel ids first (1 unit each), then one search per channel.
  const channelIds: (string | undefined)[] = [];
  total = accountRefs.length + Math.max(1, accountRefs.length) * ctx.maxPages + 2;
  onProgress(0, total);
  for (const ref of accountRefs) {
    const channel = await lookupChannel(ctx.get, ref!, signal);
    if (channel) channelIds.push(channel.id);
    step();
  }
  if (accountRefs.length > 0 && channelIds.length === 0) return empty;
  if (accountRefs.length === 0) channelIds.push(undefined);

  const until = new Date(Date.parse(`${criteria.until.slice(0, 10)}T00:00:00Z`) + DAY_MS).toISOString();
  const videoIds = new Set<string>();
  const postLanguages = criteria.contentLanguages.length ? criteria.contentLanguages : criteria.languages;
  for (const channelId of channelIds) {
    let pageToken: string | undefined;
    let page = 0;
    do {
      const params: YoutubeParams = {
        part: 'snippet',
        type: 'video',
        maxResults: PAGE,
        q: q || undefined,
        channelId,
        order: channelId ? 'date' : 'relevance',
        // The search takes one region and one language; with several, applyCriteria keeps each listed one.
        regionCode: criteria.regions.length === 1 ? criteria.regions[0] : undefined,
        relevanceLanguage: postLanguages.length === 1 ? postLanguages[0] : undefined,
        publishedAfter: `${criteria.since.slice(0, 10)}T00:00:00Z`,
        publishedBefore: until,
        pageToken,
      };
      const res = await ctx.get<ListResponse<SearchResult>>('search', params, signal);
      for (const item of res.items ?? []) if (item.id.videoId) videoIds.add(item.id.videoId);
      pageToken = res.nextPageToken;
      page++;
      step();
    } while (pageToken && page < ctx.maxPages);
    // Pages not needed leave the estimate.
    total -= ctx.maxPages - page;
  }

  const ids = [...videoIds];
  total += Math.ceil(ids.length / PAGE) - 2;
  const videos: Video[] = [];
  for (const chunk of chunks(ids, PAGE)) {
    const res = await ctx.get<ListResponse<Video>>(
      'videos',
      { part: 'snippet,statistics,contentDetails', id: chunk.join(','), maxResults: PAGE },
      signal,
    );
    videos.push(...(res.items ?? []));
    step();
  }

  const owners = [...new Set(videos.map((v) => v.snippet?.channelId).filter((id): id is string => !!id))];
  total += Math.ceil(owners.length / PAGE);
  const channels = new Map<string, ChannelFact>();
  for (const chunk of chunks(owners, PAGE)) {
    const res = await ctx.get<ListResponse<Channel>>(
      'channels',
      { part: 'snippet,statistics', id: chunk.join(','), maxResults: PAGE },
      signal,
    );
    for (const ch of res.items ?? []) channels.set(ch.id, toChannelFact(owner, ch));
    step();
  }

  const capturedAt = ctx.now().toISOString();
  const filtered = applyCriteria(
    {
      channels: [...channels.values()],
      posts: videos
        .filter((v) => channels.has(v.snippet?.channelId ?? ''))
        .map((v) => toPostFact(owner, v, channels.get(v.snippet!.channelId))),
      hashtags: videos.flatMap((v) => toHashtagFacts(owner, v)),
      comments: [],
      snapshots: [...channels.values()].map((c) => ({
        ...owner,
        channel_id: c.channel_id,
        captured_at: capturedAt,
        followers: c.followers,
      })),
    },
    criteria,
  );

  const commented = [...filtered.posts]
    .filter((p) => p.comments > 0)
    .sort((a, b) => b.views - a.views)
    .slice(0, ctx.commentVideos);
  total += commented.length;
  for (const post of commented) {
    try {
      const res = await ctx.get<ListResponse<CommentThread>>(
        'commentThreads',
        {
          part: 'snippet',
          videoId: post.post_id,
          maxResults: ctx.commentsPerVideo,
          order: 'relevance',
          textFormat: 'plainText',
        },
        signal,
      );
      filtered.comments.push(...(res.items ?? []).map((t) => toCommentFact(owner, t)));
    } catch (err) {
      // Comments turned off on one video (403 commentsDisabled) or a video gone since the search: skip it.
      if (!(err instanceof YoutubeApiError && (err.kind === 'forbidden' || err.kind === 'not_found')))
        throw err;
    }
    step();
  }
  onProgress(done, done);
  return filtered;
}
