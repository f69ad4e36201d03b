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

/** The most of a text read: the words that tag an ad are in its first lines, and names are far shorter. */
export const AD_TEXT_READ = 2_000;

export const fieldText = (ad: TaggableAd, field: AdTextField): string =>
  (ad[PROPERTY[field]] ?? '').slice(0, AD_TEXT_READ);

/** An ad with each of its texts normalized once, for the rules, the vocabulary and the name segments. */
export interface ReadAd {
  ad: TaggableAd;
  fields: Record<AdTextField, NormalizedText>;
}

/** The most texts `readAd` keeps in one run: the recurring ones come early, and memory stays bounded. */
const TEXTS_KEPT = 10_000;

/**
 * Reads an ad's texts. `seen` keeps texts read in one tagging run: ads of an ad set share its name and those
 * of a campaign its name, and a creative's text is often on many ads (an ad's own name is rarely repeated).
 */
export function readAd(ad: TaggableAd, seen?: Map<string, NormalizedText>): ReadAd {
  const fields = {} as Record<AdTextField, NormalizedText>;
  for (const field of AD_TEXT_FIELDS) {
    const text = fieldText(ad, field);
    let read = seen?.get(text);
    if (!read) {
      read = normalizeText(text);
      if (seen && field !== 'ad_name' && seen.size < TEXTS_KEPT) seen.set(text, read);
    }
    fields[field] = read;
  }
  return { ad, fields };
}
