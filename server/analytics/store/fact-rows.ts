/**
 * One row of each fact table of schema `analytics` (see fact-schema.ts); timestamps as ISO strings (UTC).
 * Type aliases rather than interfaces, so rows pass straight to `AnalyticsStore.insert`.
 */

export type ChannelFact = {
  dashboard_id: string;
  subject_id: string;
  platform: string;
  channel_id: string;
  title: string;
  url: string | null;
  logo_url: string | null;
  region: string | null;
  language: string | null;
  followers: number;
  new_followers: number;
  category: string | null;
};

export type SnapshotFact = {
  dashboard_id: string;
  subject_id: string;
  platform: string;
  channel_id: string;
  captured_at: string;
  followers: number;
};

export type PostFact = {
  dashboard_id: string;
  subject_id: string;
  platform: string;
  post_id: string;
  channel_id: string;
  title: string;
  description: string;
  format: 'video' | 'short' | 'live' | 'image';
  language: string | null;
  region: string | null;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  reposts: number;
  /** likes + comments + shares + saves + reposts */
  engagements: number;
  is_paid: boolean;
  is_app_promotion: boolean;
  posted_at: string;
  thumbnail_url: string | null;
  video_url: string | null;
};

export type HashtagFact = {
  dashboard_id: string;
  subject_id: string;
  platform: string;
  post_id: string;
  /** lower-case, without `#` */
  tag: string;
};

export type CommentFact = {
  dashboard_id: string;
  subject_id: string;
  platform: string;
  post_id: string;
  comment_id: string;
  text: string;
  likes: number;
  posted_at: string;
};

export type FactRowsByTable = {
  channels: ChannelFact;
  channel_snapshots: SnapshotFact;
  posts: PostFact;
  post_hashtags: HashtagFact;
  comments: CommentFact;
};
