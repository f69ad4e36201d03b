import type { AdPlatform, TagDimension } from '../../../../src/lib/ads/ad-values.ts';
import { SAMPLE_AUDIENCES, SAMPLE_HOOKS, SAMPLE_PRODUCTS } from './sample-catalog.ts';

/** "trail-shoe" → "Trail shoe": a product's tag as a person would write it. */
const productLabel = (kebab: string) => kebab.charAt(0).toUpperCase() + kebab.slice(1).replace(/-/g, ' ');

/**
 * The tag rules (spec §5 format) a team would write for the sample accounts' naming convention: each product,
 * audience and hook found by every way the names write it (CamelCase token, kebab case, Chinese), tagged once in
 * the account's language (the TikTok sample is the Chinese team's). A sample account is bound with them, so its
 * dashboards break down by real products, audiences and hooks from the first sync; people edit them like any
 * rules, and the analyzer still proposes for what they leave untagged.
 */
export function sampleTagRules(platform: AdPlatform): Record<TagDimension, string> {
  const zh = platform === 'tiktok';
  const lines = (searches: readonly string[], tag: string) => searches.map((search) => `${search}, ${tag}`);
  return {
    product: SAMPLE_PRODUCTS.flatMap((p) =>
      lines([p.token, p.kebab, p.zh], zh ? p.zh : productLabel(p.kebab)),
    ).join('\n'),
    audience: SAMPLE_AUDIENCES.flatMap((a) => lines([a.token, a.zh], zh ? a.zh : a.token)).join('\n'),
    hook: SAMPLE_HOOKS.flatMap((h) => lines([h.token, h.zh], zh ? h.zh : h.token)).join('\n'),
  };
}
