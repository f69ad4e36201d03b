import type { YoutubeGet } from '../../../analytics/sources/youtube/youtube-api.ts';
import type { ListResponse, Video } from '../../../analytics/sources/youtube/youtube-types.ts';
import type { CreatorProfileLink } from '../../../../src/lib/kox-link.ts';
import type { CreatorChannel, PlaylistItem } from './youtube-channel-types.ts';

/** Uploads read per creator: enough for the detail's recent posts and the averages, at 1 unit a call. */
export const RECENT_VIDEOS = 10;

export interface CollectedVideo {
  title: string;
  url: string;
  views: number;
  likes: number;
  comments: number;
  publishedAt: string;
  hashtags: string[];
}

export interface CollectedChannel {
  channelId: string;
  handle: string;
  profileUrl: string;
  nickname: string;
  description: string;
  /** brandingSettings' keywords, as the channel wrote them. */
  keywords: string[];
  country: string | null;
  /** Null when the channel hides its subscriber count. */
  followers: number | null;
  videoCount: number;
  recentVideos: CollectedVideo[];
}

const count = (value: string | undefined) => (value ? Number(value) : 0);

/** "running shoes" "marathon" tips → running shoes, marathon, tips */
function keywordsOf(text: string | undefined): string[] {
  return [...(text ?? '').matchAll(/"([^"]+)"|(\S+)/g)].map((m) => (m[1] ?? m[2])!).slice(0, 30);
}

function videoOf(v: Video): CollectedVideo {
  return {
    title: v.snippet?.title ?? '',
    url: `https://www.youtube.com/watch?v=${v.id}`,
    views: count(v.statistics?.viewCount),
    likes: count(v.statistics?.likeCount),
    comments: count(v.statistics?.commentCount),
    publishedAt: v.snippet?.publishedAt ?? '',
    hashtags: (v.snippet?.tags ?? []).map((t) => t.toLowerCase()).slice(0, 10),
  };
}

/**
 * A YouTube creator from the Data API in three calls (3 quota units, each booked in the shared ledger first):
 * channels.list (snippet, statistics, brandingSettings, contentDetails), the uploads playlist's latest
 * items, and videos.list for their statistics. Null when YouTube knows no such channel.
 */
export async function collectYoutubeCreator(
  get: YoutubeGet,
  link: CreatorProfileLink,
  signal?: AbortSignal,
): Promise<CollectedChannel | null> {
  const filter = link.kind === 'channel' ? { id: link.value } : { forHandle: `@${link.value}` };
  const channels = await get<ListResponse<CreatorChannel>>(
    'channels',
    { part: 'snippet,statistics,brandingSettings,contentDetails', ...filter },
    signal,
  );
  const channel = channels.items?.[0];
  if (!channel) return null;
  const uploads = channel.contentDetails?.relatedPlaylists?.uploads;
  const items = uploads
    ? await get<ListResponse<PlaylistItem>>(
        'playlistItems',
        { part: 'contentDetails', playlistId: uploads, maxResults: RECENT_VIDEOS },
        signal,
      )
    : { items: [] };
  const ids = (items.items ?? []).flatMap((i) => (i.contentDetails ? [i.contentDetails.videoId] : []));
  const videos = ids.length
    ? await get<ListResponse<Video>>('videos', { part: 'snippet,statistics', id: ids.join(',') }, signal)
    : { items: [] };
  const handle = (channel.snippet?.customUrl ?? `@${link.value}`).replace(/^@/, '');
  return {
    channelId: channel.id,
    handle,
    profileUrl: `https://www.youtube.com/channel/${channel.id}`,
    nickname: channel.snippet?.title ?? channel.brandingSettings?.channel?.title ?? handle,
    description: channel.snippet?.description ?? channel.brandingSettings?.channel?.description ?? '',
    keywords: keywordsOf(channel.brandingSettings?.channel?.keywords),
    country: channel.snippet?.country ?? channel.brandingSettings?.channel?.country ?? null,
    followers: channel.statistics?.hiddenSubscriberCount ? null : count(channel.statistics?.subscriberCount),
    videoCount: count(channel.statistics?.videoCount),
    recentVideos: (videos.items ?? [])
      .map(videoOf)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
  };
}
