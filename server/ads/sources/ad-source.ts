import type { AdDay, AdPlatform, AttributionWindow } from '../../../src/lib/ads/ad-values.ts';
import type { AdDayRow } from '../ad-day-row.ts';

/** What binds an ad account to its platform's reporting API. The token never leaves the server. */
export interface AdAccountBinding {
  platform: AdPlatform;
  /** Meta: the number after `act_` (with or without it); TikTok: the advertiser id. */
  accountId: string;
  token: string;
  /** ISO 4217; read from the platform (describeAccount) when absent. */
  currency?: string;
  /** IANA time zone of the account's days; read from the platform when absent. */
  timeZone?: string;
}

/** The account's own state on the platform, mapped to what a person needs to know. */
export const AD_ACCOUNT_STATUSES = ['active', 'disabled', 'unsettled', 'pending', 'closed'] as const;
export type AdAccountStatus = (typeof AD_ACCOUNT_STATUSES)[number];

/** What the "bind by a token" step shows before the account is saved. */
export interface AdAccountDescription {
  platform: AdPlatform;
  accountId: string;
  name: string;
  currency: string;
  timeZone: string;
  status: AdAccountStatus;
  /** The platform's own status word (`account_status` 2, `STATUS_DISABLE`…), for support. */
  platformStatus: string;
  sample: boolean;
}

export interface AdReadProgress {
  /** Account-local days of the range whose rows have all been read. */
  daysDone: number;
  days: number;
  rows: number;
}

export interface ReadAdDaysRequest {
  /** `ad_datasets.id`, written into every row. */
  datasetId: string;
  binding: AdAccountBinding;
  /** Inclusive range of account-local days, YYYY-MM-DD. */
  since: AdDay;
  until: AdDay;
  signal?: AbortSignal;
  onProgress?: (progress: AdReadProgress) => void;
}

/**
 * A platform's ad reports behind one interface. `readDays` yields pages of complete rows; when it throws (an
 * AdSourceError) after some pages, those pages belong to an unfinished read: the caller writes a dataset's rows
 * in one all-or-nothing write after the last page, so a failed read writes nothing (docs/ads.md, "Sources").
 */
export interface AdSource {
  readonly platform: AdPlatform;
  readonly sample: boolean;
  /** The windows this source reports; the others are zeros in every row and shown as not measured. */
  readonly reportedWindows: readonly AttributionWindow[];
  describeAccount(binding: AdAccountBinding, signal?: AbortSignal): Promise<AdAccountDescription>;
  readDays(request: ReadAdDaysRequest): AsyncIterable<AdDayRow[]>;
}
