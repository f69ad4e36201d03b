import type { ChannelFact, CommentFact, HashtagFact, PostFact } from '../../store/fact-rows.ts';
import type { Channel, CommentThread, Video } from './youtube-types.ts';

/** Spec reading of a short: a video of at most 60 seconds. */
export const SHORT_MAX_SECONDS = 60;

type Owner = { dashboard_id: string; subject_id: string; platform: string };

/** `PT1H2M3S` / `P1DT2H` → seconds; null when it is not an ISO 8601 duration. */
export function durationSeconds(iso: string | undefined): number | null {
  const m = iso ? /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(iso) : null;
  if (!m) return null;
  const [, d = '0', h = '0', min = '0', s = '0'] = m;
  return Number(d) * 86_400 + Number(h) * 3600 + Number(min) * 60 + Number(s);
}

/** `zh-Hans` → `zh`, `en-US` → `en`; the store keeps primary language subtags. */
export function primaryLanguage(tag: string | undefined | null): string | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

const count = (value: string | number | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

export function formatOf(video: Video): PostFact['format'] {
  const live = video.snippet?.liveBroadcastContent;
  if (live === 'live' || live === 'upcoming') return 'live';
  const seconds = durationSeconds(video.contentDetails?.duration);
  return seconds !== null && seconds > 0 && seconds <= SHORT_MAX_SECONDS ? 'short' : 'video';
}

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;
/** Hashtags written in the title or description, lower-case and without `#` (how the store keeps them). */
export function hashtagsOf(video: Video): string[] {
  const text = `${video.snippet?.title ?? ''}\n${video.snippet?.description ?? ''}`;
  return [...new Set([...text.matchAll(HASHTAG)].map((m) => m[1]!.toLowerCase()))];
}

export function channelUrlOf(channel: Channel): string {
  const custom = channel.snippet?.customUrl;
  return custom
    ? `https://www.youtube.com/${custom.startsWith('@') ? custom : `@${custom}`}`
    : `https://www.youtube.com/channel/${channel.id}`;
}

export function toChannelFact(owner: Owner, channel: Channel): ChannelFact {
  const snippet = channel.snippet;
  return {
    ...owner,
    channel_id: channel.id,
    title: snippet?.title ?? channel.id,
    url: channelUrlOf(channel),
    logo_url: snippet?.thumbnails?.default?.url ?? snippet?.thumbnails?.medium?.url ?? null,
    region: snippet?.country?.toUpperCase() ?? null,
    language: primaryLanguage(snippet?.defaultLanguage),
    followers: channel.statistics?.hiddenSubscriberCount ? 0 : count(channel.statistics?.subscriberCount),
    new_followers: 0,
    category: null,
  };
}

export function toPostFact(owner: Owner, video: Video, channel: ChannelFact | undefined): PostFact {
  const snippet = video.snippet;
  const stats = video.statistics;
  const format = formatOf(video);
  const likes = count(stats?.likeCount);
  const comments = count(stats?.commentCount);
  const thumbs = snippet?.thumbnails;
  return {
    ...owner,
    post_id: video.id,
    channel_id: snippet?.channelId ?? '',
    title: snippet?.title ?? '',
    description: snippet?.description ?? '',
    format,
    language:
      primaryLanguage(snippet?.defaultAudioLanguage ?? snippet?.defaultLanguage) ?? channel?.language ?? null,
    region: channel?.region ?? null,
    views: count(stats?.viewCount),
    likes,
    comments,
    // The Data API reports no shares, saves or reposts (favoriteCount has been 0 since 2015).
    shares: 0,
    saves: 0,
    reposts: 0,
    engagements: likes + comments,
    // Paid promotion and app promotion are not exposed by the Data API; YouTube posts count as neither.
    is_paid: false,
    is_app_promotion: false,
    posted_at: new Date(snippet?.publishedAt ?? 0).toISOString(),
    thumbnail_url: thumbs?.high?.url ?? thumbs?.medium?.url ?? thumbs?.default?.url ?? null,
    video_url:
      format === 'short'
        ? `https://www.youtube.com/shorts/${video.id}`
        : `https://www.youtube.com/watch?v=${video.id}`,
  };
}

export function toHashtagFacts(owner: Owner, video: Video): HashtagFact[] {
  return hashtagsOf(video).map((tag) => ({ ...owner, post_id: video.id, tag }));
}

export function toCommentFact(owner: Owner, thread: CommentThread): CommentFact {
  const top = thread.snippet.topLevelComment;
  return {
    ...owner,
    post_id: thread.snippet.videoId,
    comment_id: top.id,
    text: top.snippet.textOriginal ?? top.snippet.textDisplay ?? '',
    likes: count(top.snippet.likeCount),
    posted_at: new Date(top.snippet.publishedAt).toISOString(),
  };
}
