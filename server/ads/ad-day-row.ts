import type { AdPlatform, AttributionWindow, WindowedMeasure } from '../../src/lib/ads/ad-values.ts';

/**
 * One ad's delivery on one day, for one country and one placement: what every source (the platforms' reporting
 * APIs, an uploaded export, the sample source) turns its answer into, and what `analytics.ad_days` holds.
 * Money is in US dollars (converted at import with server/ads/usd-rates.ts) and also kept in the account's own
 * currency for the spend. Missing dimensions are null, never guessed.
 */
export interface AdDayRow {
  /** The ad account or uploaded file the row came from (`ad_datasets.id`). */
  datasetId: string;
  platform: AdPlatform;
  /** YYYY-MM-DD in the account's time zone. */
  day: string;
  campaignId: string;
  campaignName: string;
  adSetId: string;
  adSetName: string;
  adId: string;
  adName: string;
  /** The creative's own words (primary text, title, description): tagging reads them beside the names. */
  creativeText: string;
  /** The creative's thumbnail or cover, when the source gives one. */
  creativeUrl: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  /** Where it ran: facebook, instagram, audience_network, messenger, tiktok, pangle, youtube, google_search… */
  media: string | null;
  /** The placement within the media: feed, stories, reels, search, in_stream… */
  channel: string | null;
  /** The creative's format: image, video, carousel, collection, text. */
  adType: string | null;
  /** The campaign's objective: sales, app_promotion, leads, traffic, engagement, awareness. */
  objective: string | null;
  /** ISO 4217 of the account. */
  currency: string;
  spend: number;
  spendUsd: number;
  impressions: number;
  /** Video plays (Meta: video_play_actions; TikTok: video_play_actions). */
  views: number;
  linkClicks: number;
  engagements: number;
  /** Conversions by attribution window; a window the source did not report is all zeros. */
  conversions: Record<AttributionWindow, Record<WindowedMeasure, number>>;
  /** Made by the sample source: labelled as sample wherever it shows. */
  sample: boolean;
}
