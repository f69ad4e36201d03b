/** The parts of channels.list and playlistItems.list a creator is made of (names as Google sends them). */

export interface CreatorChannel {
  kind: 'youtube#channel';
  id: string;
  snippet?: {
    title: string;
    description?: string;
    customUrl?: string;
    country?: string;
    defaultLanguage?: string;
  };
  statistics?: {
    subscriberCount?: string;
    hiddenSubscriberCount?: boolean;
    videoCount?: string;
    viewCount?: string;
  };
  brandingSettings?: {
    channel?: { title?: string; description?: string; keywords?: string; country?: string };
  };
  contentDetails?: { relatedPlaylists?: { uploads?: string } };
}

export interface PlaylistItem {
  kind: 'youtube#playlistItem';
  id: string;
  contentDetails?: { videoId: string; videoPublishedAt?: string };
}
