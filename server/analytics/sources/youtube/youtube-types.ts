/** The parts of YouTube Data API v3 resources this source reads (names as Google sends them). */

export interface ListResponse<T> {
  kind: string;
  nextPageToken?: string;
  pageInfo?: { totalResults: number; resultsPerPage: number };
  items?: T[];
}

interface Thumbnails {
  default?: { url: string };
  medium?: { url: string };
  high?: { url: string };
}

export interface SearchResult {
  kind: 'youtube#searchResult';
  id: { kind: string; videoId?: string; channelId?: string };
  snippet?: { channelId: string; title: string; publishedAt: string };
}

export interface Video {
  kind: 'youtube#video';
  id: string;
  snippet?: {
    publishedAt: string;
    channelId: string;
    title: string;
    description: string;
    thumbnails?: Thumbnails;
    channelTitle?: string;
    tags?: string[];
    liveBroadcastContent?: 'none' | 'live' | 'upcoming';
    defaultLanguage?: string;
    defaultAudioLanguage?: string;
  };
  contentDetails?: { duration?: string };
  /** Counts are decimal strings; likeCount / commentCount are missing when hidden or disabled. */
  statistics?: { viewCount?: string; likeCount?: string; favoriteCount?: string; commentCount?: string };
}

export interface Channel {
  kind: 'youtube#channel';
  id: string;
  snippet?: {
    title: string;
    description?: string;
    customUrl?: string;
    thumbnails?: Thumbnails;
    defaultLanguage?: string;
    country?: string;
  };
  statistics?: { subscriberCount?: string; hiddenSubscriberCount?: boolean; videoCount?: string };
}

export interface CommentThread {
  kind: 'youtube#commentThread';
  id: string;
  snippet: {
    videoId: string;
    topLevelComment: {
      id: string;
      snippet: { textOriginal?: string; textDisplay?: string; likeCount?: number; publishedAt: string };
    };
  };
}
