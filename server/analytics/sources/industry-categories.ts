import type { Industry } from '../../../src/lib/api/endpoints.ts';

/** Channel categories the sample source gives its channels; a platform's own categories map onto these. */
export const CHANNEL_CATEGORIES = [
  'Sports',
  'Technology',
  'Lifestyle',
  'Fashion',
  'Beauty',
  'Gaming',
  'Education',
  'Travel',
  'Automotive',
  'Apps',
] as const;

const claimed: Record<Exclude<Industry, 'others'>, readonly string[]> = {
  app_promotion: ['Apps'],
  consumer_electronics: ['Technology'],
  gaming: ['Gaming'],
  automotive: ['Automotive'],
};
const claimedByAny = new Set(Object.values(claimed).flat());

/** The channel categories of a spec §3 industry; `others` is every category no named industry claims. */
export function categoriesOf(industry: Industry): readonly string[] {
  return industry === 'others' ? CHANNEL_CATEGORIES.filter((c) => !claimedByAny.has(c)) : claimed[industry];
}
