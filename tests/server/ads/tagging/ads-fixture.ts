import type { TaggableAd } from '../../../../server/ads/tagging/taggable-ad.ts';

/** An ad as a Meta or TikTok export names it; only what a case needs is given. */
export const ad = (adId: string, names: Partial<Omit<TaggableAd, 'adId'>>): TaggableAd => ({
  adId,
  adName: '',
  adSetName: '',
  campaignName: '',
  creativeText: '',
  ...names,
});
