import type { TagDimension } from '../../../src/lib/ads/ad-values.ts';

/**
 * The built-in analyzer's words for audiences and hooks, as ad teams write them in ad set names, ad names and
 * creative text, in English and Chinese. A word found proposes its entry's tag, in the language of the word.
 */
export interface VocabularyEntry {
  dimension: Exclude<TagDimension, 'product'>;
  tag: { en: string; zh: string };
  words: readonly string[];
}

const audience = (en: string, zh: string, words: string[]): VocabularyEntry => ({
  dimension: 'audience',
  tag: { en, zh },
  words,
});
const hook = (en: string, zh: string, words: string[]): VocabularyEntry => ({
  dimension: 'hook',
  tag: { en, zh },
  words,
});

export const VOCABULARY: readonly VocabularyEntry[] = [
  audience('Women', '女性', ['women', 'woman', 'female', 'females', 'ladies', '女性', '女士', '女生']),
  audience('Men', '男性', ['men', 'man', 'male', 'males', '男性', '男士', '男生']),
  audience('Moms', '宝妈', ['moms', 'mom', 'mums', 'mothers', 'new moms', '宝妈', '妈妈', '母婴']),
  audience('Dads', '奶爸', ['dads', 'dad', 'fathers', '奶爸', '爸爸']),
  audience('Parents', '家长', ['parents', 'parent', '家长', '父母']),
  audience('Gamers', '游戏玩家', ['gamers', 'gamer', 'gaming', '游戏玩家', '玩家']),
  audience('Students', '学生', ['students', 'student', 'college', 'campus', '学生', '大学生', '校园']),
  audience('Teens', '青少年', ['teens', 'teen', 'teenagers', '青少年']),
  audience('Gen Z', 'Z世代', ['gen z', 'genz', 'z世代']),
  audience('Millennials', '千禧一代', ['millennials', '千禧一代']),
  audience('Seniors', '中老年', ['seniors', 'elderly', 'retirees', '中老年', '老年人']),
  audience('Pet owners', '宠物主', [
    'pet owners',
    'dog owners',
    'cat owners',
    'pet lovers',
    '宠物主',
    '铲屎官',
  ]),
  audience('Runners', '跑者', ['runners', 'running', 'marathon', '跑者', '跑步爱好者']),
  audience('Fitness', '健身人群', ['fitness', 'gym', 'workout', '健身']),
  audience('Travelers', '旅行者', ['travelers', 'travellers', 'travel', '旅行', '旅游爱好者']),
  audience('Office workers', '上班族', ['office workers', 'professionals', '白领', '上班族', '打工人']),
  audience('Beauty lovers', '美妆爱好者', ['beauty lovers', 'makeup lovers', '美妆爱好者']),
  audience('Lookalike', '相似受众', ['lookalike', 'lal', '相似受众']),
  audience('Retargeting', '再营销', ['retargeting', 'remarketing', 'rt', '再营销', '重定向']),
  audience('Broad', '通投', ['broad', 'open targeting', '通投', '宽泛']),
  hook('Discount', '折扣', [
    'discount',
    'sale',
    '% off',
    'coupon',
    'promo',
    'deal',
    'deals',
    '折扣',
    '打折',
    '优惠',
    '促销',
    '满减',
    '优惠券',
  ]),
  hook('Free shipping', '包邮', ['free shipping', 'free delivery', '包邮', '免运费']),
  hook('Limited time', '限时', [
    'limited time',
    'flash sale',
    'today only',
    'last chance',
    '限时',
    '秒杀',
    '限量',
  ]),
  hook('UGC', 'UGC', ['ugc', 'user generated']),
  hook('Testimonial', '用户好评', [
    'testimonial',
    'testimonials',
    'customer review',
    'reviews',
    '好评',
    '口碑',
    '用户评价',
  ]),
  hook('Unboxing', '开箱', ['unboxing', 'unbox', '开箱']),
  hook('Before/after', '前后对比', [
    'before after',
    'before and after',
    'before vs after',
    '前后对比',
    '使用前后',
  ]),
  hook('Review', '测评', ['review', 'tested', '测评', '评测', '实测']),
  hook('Tutorial', '教程', ['tutorial', 'how to', 'howto', 'step by step', '教程', '教学']),
  hook('Comparison', '对比', ['comparison', 'vs', 'versus', '对比']),
  hook('Bundle', '套装', ['bundle', 'bogo', 'buy one get one', '套装', '买一送一']),
  hook('Gift', '赠品', ['gift', 'free gift', 'giveaway', '赠品', '送礼', '礼盒']),
  hook('New arrival', '新品', [
    'new arrival',
    'new arrivals',
    'new launch',
    'just launched',
    '新品',
    '上新',
    '首发',
  ]),
  hook('Influencer', '达人', ['influencer', 'creator', 'kol', 'koc', '达人', '网红', '博主']),
  hook('Problem/solution', '痛点', ['pain point', 'problem solution', 'struggling with', '痛点']),
  hook('Social proof', '销量背书', [
    'best seller',
    'bestseller',
    'sold out',
    'viral',
    '爆款',
    '热卖',
    '销量',
  ]),
];

/**
 * Words of ad names that name no product: how the names are built (objectives, formats, placements, versions,
 * platforms, months). The analyzer skips them, with the vocabulary's words, when it looks for product segments.
 */
export const NAME_NOISE = new Set([
  ...['ad', 'ads', 'adset', 'adgroup', 'campaign', 'cbo', 'abo', 'asc', 'aeo', 'vo', 'dpa', 'dco', 'catalog'],
  ...['conversions', 'conversion', 'purchase', 'purchases', 'sales', 'traffic', 'reach', 'awareness'],
  ...[
    'engagement',
    'leads',
    'lead',
    'install',
    'installs',
    'app',
    'video',
    'videos',
    'image',
    'images',
    'img',
  ],
  ...['static', 'carousel', 'collection', 'story', 'stories', 'reels', 'reel', 'feed', 'feeds', 'banner'],
  ...['creative', 'creatives', 'copy', 'test', 'testing', 'new', 'old', 'draft', 'final', 'version', 'ver'],
  ...['scale', 'scaling', 'evergreen', 'prospecting', 'interest', 'interests', 'auto', 'manual', 'placement'],
  ...['advantage', 'plus', 'meta', 'facebook', 'fb', 'instagram', 'ig', 'tiktok', 'tt', 'google', 'youtube'],
  ...['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
  ...['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october'],
  ...['november', 'december', 'spring', 'summer', 'autumn', 'fall', 'winter', 'bfcm', 'q1', 'q2', 'q3', 'q4'],
  ...['the', 'and', 'for', 'with', 'our', 'your', 'shop', 'now', 'buy', 'get', 'usa', 'global', 'all', 'mix'],
  ...['广告', '广告组', '系列', '视频', '图片', '测试', '新建', '转化', '投放', '素材', '副本'],
]);
