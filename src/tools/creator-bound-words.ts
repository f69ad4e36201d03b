import type { TFunction } from '@/lib/i18n/translator';

/**
 * The bounds of a creator search as a slash command's describe line says them (`≥3% 平均播放≥50000 报价≤500美元`),
 * for `/kox` and `/recommend` alike. The kox words are loaded by the forms that submit them.
 */
export function creatorBoundWords(
  input: { engagement_rate_min?: number; avg_views_min?: number; price_max?: number },
  t: TFunction,
): (string | undefined)[] {
  return [
    input.engagement_rate_min !== undefined ? `≥${input.engagement_rate_min}%` : undefined,
    input.avg_views_min !== undefined ? t('kox:tool.viewsAtLeast', { n: input.avg_views_min }) : undefined,
    input.price_max !== undefined ? t('kox:tool.priceAtMost', { n: input.price_max }) : undefined,
  ];
}
