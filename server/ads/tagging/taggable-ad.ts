import { AD_TEXT_FIELDS, type AdTextField } from '../../../src/lib/ads/ad-tags.ts';
import { normalizeText, type NormalizedText } from './normalized-text.ts';

/** One distinct ad of a dataset, as tagging reads it (its ad-day rows share these). */
export interface TaggableAd {
  adId: string;
  adName: string;
  adSetName: string;
  campaignName: string;
  creativeText: string;
}

const PROPERTY: Record<AdTextField, keyof TaggableAd> = {
  ad_name: 'adName',
  ad_set_name: 'adSetName',
  campaign_name: 'campaignName',
  creative_text: 'creativeText',
};

/** The longest creative text read: the words that tag an ad are in its first lines. */
export const CREATIVE_TEXT_READ = 2_000;

export const fieldText = (ad: TaggableAd, field: AdTextField): string => {
  const text = ad[PROPERTY[field]] ?? '';
  return field === 'creative_text' ? text.slice(0, CREATIVE_TEXT_READ) : text;
};

/** An ad with each of its texts normalized once, for the rules, the vocabulary and the name segments. */
export interface ReadAd {
  ad: TaggableAd;
  fields: Record<AdTextField, NormalizedText>;
}

export function readAd(ad: TaggableAd): ReadAd {
  const fields = {} as Record<AdTextField, NormalizedText>;
  for (const field of AD_TEXT_FIELDS) fields[field] = normalizeText(fieldText(ad, field));
  return { ad, fields };
}
