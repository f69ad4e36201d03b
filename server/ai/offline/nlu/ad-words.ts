import type {
  AdPlatform,
  AggregationLevel,
  AttributionWindow,
  TagDimension,
} from '../../../../src/lib/ads/ad-values.ts';
import type { AdQueryDimension, AdQueryMetric } from '../../../../src/tools/query-ad-dashboard/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';

/**
 * How the offline model names ad things in its sentences and in the questions it offers. Each name is one the
 * ad readers read back (read-ad-query.ts, read-ad-dashboard-request.ts), so a choice sent as a reply means what
 * it says.
 */
type Names<K extends string> = Record<K, Record<Language, string>>;

export const METRIC_NAMES: Names<AdQueryMetric> = {
  amount_spent_usd: { en: 'spend', zh: '花费' },
  amount_remain_usd: { en: 'remaining budget', zh: '剩余预算' },
  amount_budget_usd: { en: 'budget', zh: '预算' },
  impressions: { en: 'impressions', zh: '曝光量' },
  views: { en: 'views', zh: '播放量' },
  link_clicks: { en: 'clicks', zh: '点击量' },
  engagements: { en: 'engagements', zh: '互动量' },
  purchases_conversion_value: { en: 'revenue', zh: '销售额' },
  roi: { en: 'ROI', zh: 'ROI' },
  aov: { en: 'AOV', zh: '客单价' },
  overall_conversion_rate: { en: 'conversion rate', zh: '转化率' },
  ctr: { en: 'CTR', zh: '点击率' },
  cpc: { en: 'CPC', zh: '单次点击成本' },
  cpv: { en: 'CPV', zh: '单次播放成本' },
  cpm: { en: 'CPM', zh: '千次展示成本' },
  adds_to_cart: { en: 'adds to cart', zh: '加购数' },
  checkouts_initiated: { en: 'checkouts', zh: '结账数' },
  purchases: { en: 'purchases', zh: '转化数' },
  install: { en: 'installs', zh: '安装量' },
  active: { en: 'actives', zh: '激活量' },
  cost_per_add_to_cart: { en: 'cost per add to cart', zh: '加购成本' },
  cost_per_checkout_initiated: { en: 'cost per checkout', zh: '结账成本' },
  cost_per_purchase: { en: 'cost per purchase', zh: '转化成本' },
  cost_per_install: { en: 'cost per install', zh: '安装成本' },
  cost_per_active: { en: 'cost per activation', zh: '激活成本' },
};

export const DIMENSION_NAMES: Names<AdQueryDimension> = {
  product: { en: 'product', zh: '产品' },
  audience: { en: 'audience', zh: '受众' },
  hook: { en: 'hook', zh: '钩子' },
  country: { en: 'country', zh: '国家' },
  media: { en: 'media', zh: '媒体' },
  channel: { en: 'channel', zh: '渠道' },
  type: { en: 'ad type', zh: '广告类型' },
  objective: { en: 'objective', zh: '营销目标' },
  campaign: { en: 'campaign', zh: '广告系列' },
  ad_set: { en: 'ad set', zh: '广告组' },
  ad: { en: 'ad', zh: '广告' },
};

export const PLATFORM_NAMES: Record<AdPlatform, string> = {
  meta: 'Meta',
  tiktok: 'TikTok',
  google: 'Google',
};

export const WINDOW_NAMES: Names<AttributionWindow> = {
  none: { en: 'default attribution', zh: '默认归因' },
  '1d_view': { en: '1-day view', zh: '1天浏览归因' },
  '1d_click': { en: '1-day click', zh: '1天点击归因' },
  '7d_click': { en: '7-day click', zh: '7天点击归因' },
};

export const LEVEL_NAMES: Names<AggregationLevel> = {
  campaign: { en: 'by campaign', zh: '按广告系列' },
  ad_set: { en: 'by ad set', zh: '按广告组' },
  ad: { en: 'by ad', zh: '按单条广告' },
};

export const TAG_NAMES: Names<TagDimension> = {
  product: { en: 'product', zh: '产品' },
  audience: { en: 'audience', zh: '受众' },
  hook: { en: 'hook', zh: '钩子' },
};

/** "a, b and c" / "a、b和c". */
export function listOf(items: readonly string[], lang: Language): string {
  if (lang === 'en') return new Intl.ListFormat('en', { type: 'conjunction' }).format(items);
  return items.length > 1 ? `${items.slice(0, -1).join('、')}和${items.at(-1)}` : (items[0] ?? '');
}
