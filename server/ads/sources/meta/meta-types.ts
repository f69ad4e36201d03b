/** The shapes of the Graph API answers the Meta source reads (Marketing API v25.0). Numbers come as strings. */

export interface MetaActionStat {
  action_type: string;
  /** The default attribution window's value (the account's setting: 7-day click or 1-day view). */
  value?: string;
  '1d_view'?: string;
  '1d_click'?: string;
  '7d_click'?: string;
}

export interface MetaInsightRow {
  date_start: string;
  date_stop: string;
  account_currency?: string;
  campaign_id: string;
  campaign_name?: string;
  adset_id: string;
  adset_name?: string;
  ad_id: string;
  ad_name?: string;
  objective?: string;
  spend?: string;
  impressions?: string;
  inline_link_clicks?: string;
  inline_post_engagement?: string;
  video_play_actions?: MetaActionStat[];
  actions?: MetaActionStat[];
  action_values?: MetaActionStat[];
  country?: string;
  publisher_platform?: string;
  platform_position?: string;
}

export interface MetaPage<T> {
  data: T[];
  paging?: { cursors?: { before?: string; after?: string }; next?: string; previous?: string };
}

export interface MetaCreative {
  id?: string;
  object_type?: string;
  body?: string;
  title?: string;
  thumbnail_url?: string;
  image_url?: string;
  video_id?: string;
}

/** One ad from `GET /?ids=…&fields=creative{…},adset{targeting{geo_locations{countries}}}`. */
export interface MetaAd {
  id: string;
  creative?: MetaCreative;
  adset?: { id?: string; targeting?: { geo_locations?: { countries?: string[] } } };
}

export interface MetaAdAccount {
  id: string;
  account_id?: string;
  name?: string;
  currency?: string;
  timezone_name?: string;
  account_status?: number;
  disable_reason?: number;
}
