import type { AdPlatform } from '../../../../src/lib/ads/ad-values.ts';

/**
 * What the sample accounts advertise, to whom and how, in the words real teams put in their names: a product
 * token in English (TrailShoe), in kebab case (trail-shoe) or in Chinese (越野跑鞋); an audience and a hook the
 * same way. `cpaSlope` makes a product's cost per purchase rise (> 0) or fall (< 0) week over week in the last
 * four weeks, so the fluctuating-products analysis has something to find.
 */
export interface SampleProduct {
  token: string;
  kebab: string;
  zh: string;
  aov: number;
  /** Purchases per link click under 7-day click. */
  cvr: number;
  cpaSlope: number;
  app?: boolean;
  pitch: string;
  pitchZh: string;
}

export const SAMPLE_PRODUCTS: readonly SampleProduct[] = [
  {
    token: 'TrailShoe',
    kebab: 'trail-shoe',
    zh: '越野跑鞋',
    aov: 128,
    cvr: 0.028,
    cpaSlope: 0.14,
    pitch: 'grips wet rock and dries in an hour',
    pitchZh: '湿滑岩石也抓地，一小时速干',
  },
  {
    token: 'RainShell',
    kebab: 'rain-shell',
    zh: '冲锋衣',
    aov: 169,
    cvr: 0.021,
    cpaSlope: 0,
    pitch: 'stays dry in a downpour and packs into its pocket',
    pitchZh: '暴雨不透，可收纳进口袋',
  },
  {
    token: 'CampMug',
    kebab: 'camp-mug',
    zh: '露营杯',
    aov: 24,
    cvr: 0.045,
    cpaSlope: -0.12,
    pitch: 'keeps coffee hot for 6 hours',
    pitchZh: '咖啡保温 6 小时',
  },
  {
    token: 'TrekPoles',
    kebab: 'trek-poles',
    zh: '登山杖',
    aov: 59,
    cvr: 0.032,
    cpaSlope: 0,
    pitch: 'carbon poles at 180 g a pair',
    pitchZh: '碳纤维，一对仅 180 克',
  },
  {
    token: 'DayPack',
    kebab: 'day-pack',
    zh: '双肩包',
    aov: 89,
    cvr: 0.026,
    cpaSlope: 0.09,
    pitch: '22 litres that carry like 10',
    pitchZh: '22 升容量，背起来像 10 升',
  },
  {
    token: 'YogaMat',
    kebab: 'yoga-mat',
    zh: '瑜伽垫',
    aov: 45,
    cvr: 0.038,
    cpaSlope: 0,
    pitch: 'no slip even in hot yoga',
    pitchZh: '高温瑜伽也不打滑',
  },
  {
    token: 'TrailApp',
    kebab: 'trail-app',
    zh: '徒步App',
    aov: 9.99,
    cvr: 0.012,
    cpaSlope: -0.08,
    app: true,
    pitch: 'offline maps for every trail',
    pitchZh: '每条步道都有离线地图',
  },
];

export interface SampleAudience {
  token: string;
  zh: string;
  /** Conversion rate multiplier (retargeting converts far better, broad a little worse). */
  cvr: number;
}

export const SAMPLE_AUDIENCES: readonly SampleAudience[] = [
  { token: 'Women25-34', zh: '女25-34', cvr: 1.05 },
  { token: 'Men18-24', zh: '男18-24', cvr: 0.8 },
  { token: 'Moms35-44', zh: '宝妈35-44', cvr: 1.1 },
  { token: 'LAL1%_Purchasers', zh: '相似1%_购买', cvr: 1.25 },
  { token: 'Broad', zh: '通投', cvr: 0.9 },
  { token: 'RT_ATC7d', zh: '再营销_加购7天', cvr: 2.2 },
  { token: 'Int_Hiking', zh: '兴趣_户外', cvr: 1 },
];

export interface SampleHook {
  token: string;
  zh: string;
  /** Click-through rate of the hook, before fatigue. */
  ctr: number;
  opening: string;
  openingZh: string;
}

export const SAMPLE_HOOKS: readonly SampleHook[] = [
  {
    token: 'UGC',
    zh: '达人测评',
    ctr: 0.014,
    opening: 'Real customers, real miles:',
    openingZh: '真实用户实测：',
  },
  { token: 'Unboxing', zh: '开箱', ctr: 0.011, opening: 'Unboxing day!', openingZh: '开箱啦！' },
  {
    token: 'PainPoint',
    zh: '痛点',
    ctr: 0.016,
    opening: 'Tired of soaked socks?',
    openingZh: '还在为湿透的袜子烦恼？',
  },
  {
    token: 'Discount20',
    zh: '限时8折',
    ctr: 0.018,
    opening: '20% off this week only.',
    openingZh: '本周限时 8 折。',
  },
  {
    token: 'Founder',
    zh: '创始人故事',
    ctr: 0.008,
    opening: 'Why we built it:',
    openingZh: '我们为什么做这款产品：',
  },
  {
    token: 'BeforeAfter',
    zh: '前后对比',
    ctr: 0.013,
    opening: 'Before and after one season:',
    openingZh: '用了一季的前后对比：',
  },
];

export interface SampleAccount {
  platform: AdPlatform;
  accountId: string;
  name: string;
  currency: string;
  timeZone: string;
  countries: readonly string[];
  /** media/channel pairs its ad sets are placed in. */
  placements: readonly (readonly [string, string])[];
  /** Share of names written in Chinese. */
  zhNames: number;
}

export const SAMPLE_ACCOUNTS: readonly SampleAccount[] = [
  {
    platform: 'meta',
    accountId: 'sample-meta',
    name: 'Trailhead Outdoor · Meta',
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    countries: ['US', 'CA', 'GB', 'DE', 'AU', 'JP'],
    placements: [
      ['facebook', 'feed'],
      ['instagram', 'feed'],
      ['instagram', 'stories'],
      ['instagram', 'reels'],
      ['facebook', 'reels'],
      ['audience_network', 'classic'],
    ],
    zhNames: 0.25,
  },
  {
    platform: 'tiktok',
    accountId: 'sample-tiktok',
    name: '山径户外 · TikTok',
    currency: 'USD',
    timeZone: 'Asia/Shanghai',
    countries: ['US', 'GB', 'ID', 'TH', 'PH', 'MY'],
    placements: [
      ['tiktok', 'feed'],
      ['pangle', 'feed'],
    ],
    zhNames: 0.6,
  },
];

export const sampleAccountOf = (platform: AdPlatform, accountId: string) =>
  SAMPLE_ACCOUNTS.find((a) => a.platform === platform && a.accountId === accountId) ?? null;

/** CPM in US dollars by country (the ad market's price level). */
export const SAMPLE_CPM: Record<string, number> = {
  US: 12,
  CA: 10,
  GB: 10,
  DE: 9,
  AU: 11,
  JP: 9,
  ID: 2.5,
  TH: 3,
  PH: 2.2,
  MY: 3.5,
};

/** Weekday spend (Sunday first): weekends sell more in outdoor retail. */
export const SAMPLE_WEEKDAY = [1.12, 0.92, 0.95, 0.97, 1.0, 1.05, 1.18];
