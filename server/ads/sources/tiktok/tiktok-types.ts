/** The shapes of TikTok API for Business v1.3 answers the TikTok source reads. Metrics come as strings. */

export interface TiktokEnvelope<T> {
  code: number;
  message: string;
  request_id?: string;
  data?: T;
}

export interface TiktokReportRow {
  dimensions: { ad_id: string; stat_time_day: string };
  metrics: Record<string, string | undefined>;
}

export interface TiktokReportData {
  list: TiktokReportRow[];
  page_info: { page: number; page_size: number; total_number: number; total_page: number };
}

export interface TiktokAdvertiser {
  advertiser_id: string;
  name?: string;
  currency?: string;
  timezone?: string;
  display_timezone?: string;
  status?: string;
}
