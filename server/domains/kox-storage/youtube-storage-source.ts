import { koxCollectedCreators } from '../../db/schema/index.ts';
import type { YoutubeGet } from '../../analytics/sources/youtube/youtube-api.ts';
import { YoutubeApiError } from '../../analytics/sources/youtube/youtube-error.ts';
import { collectYoutubeCreator, type CollectedChannel } from '../../kox/sources/youtube/youtube-creator.ts';
import { StorageFailure, type CollectCreator } from './store-job.ts';

export const YOUTUBE_CREATOR_PREFIX = 'youtube-';

/** What retrying cannot change becomes the storage's reason; a 5xx or a rate limit is retried by the job. */
function reasonOf(err: YoutubeApiError): StorageFailure | YoutubeApiError {
  if (err.kind === 'quota_budget' || err.kind === 'quota_exceeded')
    return new StorageFailure('quota_exceeded');
  if (err.kind === 'not_found') return new StorageFailure('not_found');
  if (err.kind === 'forbidden' || err.kind === 'bad_request') return new StorageFailure('collection_failed');
  return err;
}

const rowOf = (c: CollectedChannel, at: Date) => ({
  id: `${YOUTUBE_CREATOR_PREFIX}${c.channelId}`,
  platform: 'youtube',
  handle: c.handle,
  profileUrl: c.profileUrl,
  nickname: c.nickname,
  description: c.description,
  keywords: c.keywords,
  country: c.country,
  followers: c.followers,
  recentPosts: c.recentVideos,
  collectedAt: at,
});

/**
 * YouTube profiles collected from the Data API (with YOUTUBE_API_KEY): the channel, its latest uploads and
 * their statistics, saved by the job's last write as the creator `youtube-<channel id>`. Other platforms have
 * no source yet and fail as not configured.
 */
export function youtubeStorageSource(get: YoutubeGet): CollectCreator {
  return async (link, signal) => {
    if (link.platform !== 'youtube') throw new StorageFailure('source_not_configured');
    const channel = await collectYoutubeCreator(get, link, signal).catch((err: unknown) => {
      throw err instanceof YoutubeApiError ? reasonOf(err) : err;
    });
    if (!channel) throw new StorageFailure('not_found');
    const row = rowOf(channel, new Date());
    return {
      creatorId: row.id,
      sample: false,
      followers: channel.followers,
      save: async (tx) => {
        await tx
          .insert(koxCollectedCreators)
          .values(row)
          .onConflictDoUpdate({ target: koxCollectedCreators.id, set: row });
      },
    };
  };
}
