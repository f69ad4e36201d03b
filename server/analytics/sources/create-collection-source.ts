import type { Db } from '../../db/client.ts';
import type { CollectionSource } from './collection-source.ts';
import { createSampleSource } from './sample/sample-source.ts';
import { createQuotaLedger } from './youtube/quota-ledger.ts';
import { createYoutubeSource, type YoutubeSourceOptions } from './youtube/youtube-source.ts';

export interface CollectionSourceOptions {
  /** The app database, where the YouTube quota ledger of every node lives. */
  db: Db;
  /** `YOUTUBE_API_KEY`; unset = YouTube subjects collect from the sample source too. */
  youtubeApiKey?: string;
  /** Daily YouTube quota budget in units (default 10 000, Google's default per project). */
  youtubeDailyQuota?: number;
  youtube?: Omit<YoutubeSourceOptions, 'apiKey' | 'ledger'>;
}

/**
 * The one source the collection job uses: YouTube subjects go to the YouTube Data API when a key is set,
 * everything else (TikTok, Instagram, and YouTube without a key) to the built-in sample source.
 */
export function createCollectionSource(opts: CollectionSourceOptions): CollectionSource {
  const sample = createSampleSource();
  if (!opts.youtubeApiKey) return sample;
  const youtube = createYoutubeSource({
    ...opts.youtube,
    apiKey: opts.youtubeApiKey,
    ledger: createQuotaLedger({ db: opts.db, apiKey: opts.youtubeApiKey, budget: opts.youtubeDailyQuota }),
  });
  const sourceFor = (platform: string) => (platform === 'youtube' ? youtube : sample);
  return {
    id: 'youtube',
    sourceOf: (platform) => sourceFor(platform).id,
    collect: (scope, onProgress, signal) => sourceFor(scope.platform).collect(scope, onProgress, signal),
  };
}
