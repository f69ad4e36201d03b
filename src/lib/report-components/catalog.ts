/**
 * The report component catalog of spec §3: every api_key with its name (i18n key in the `components`
 * namespace, `name.<api_key>`), Chinese and English description and type, and which components a report
 * screen offers for an app_doi (§2). React-free: shared by the server, the screens and the chat tools.
 */
export type ComponentType = '数据统计' | '智能分析' | '智能总结';
export type AppType = 'MK' | 'AD' | 'GENERAL';

export interface ComponentDefinition {
  api_key: string;
  /** i18n key in the `components` namespace */
  nameKey: string;
  desc: string;
  desc_en: string;
  type: ComponentType;
}

/** Keys say top5; the lists show this many items (spec §3, §9). */
export const TOP_LIST_SIZE = 20;
export const DEFAULT_ANALYSIS_TYPE = '单项分析';

const DATA: ComponentType = '数据统计';
const SMART: ComponentType = '智能分析';
const SUMMARY: ComponentType = '智能总结';

const def = (api_key: string, type: ComponentType, desc: string, desc_en: string): ComponentDefinition => ({
  api_key,
  nameKey: `name.${api_key}`,
  desc,
  desc_en,
  type,
});

export const MK_COMPONENTS = [
  def(
    'db_overview',
    DATA,
    '各分析主体的帖子、频道、播放、互动总量与均值',
    'Totals and averages of posts, channels, views and engagements per subject',
  ),
  def(
    'db_video_trend_analysis',
    DATA,
    '按日、周或月统计发帖量、播放量与互动量的变化',
    'Posts, views and engagements over time by day, week or month',
  ),
  def('db_top5_videos_by_views', DATA, '播放量最高的 20 条视频', 'The 20 videos with the most views'),
  def(
    'db_top5_videos_by_engagements',
    DATA,
    '互动量最高的 20 条视频',
    'The 20 videos with the most engagements',
  ),
  def('db_top5_videos_by_likes', DATA, '点赞量最高的 20 条视频', 'The 20 videos with the most likes'),
  def(
    'db_top5_channels_by_views',
    DATA,
    '相关视频播放量最高的 20 个频道',
    'The 20 channels whose related videos have the most views',
  ),
  def(
    'db_top5_channels_by_subscription',
    DATA,
    '粉丝数最多的 20 个相关频道',
    'The 20 related channels with the most followers',
  ),
  def(
    'db_top5_channels_by_likes',
    DATA,
    '相关视频点赞量最高的 20 个频道',
    'The 20 channels whose related videos have the most likes',
  ),
  def('db_video_views_distribution', DATA, '视频按播放量区间的分布', 'Videos by view-count range'),
  def(
    'db_video_format',
    DATA,
    '视频形式（长视频、短视频、直播、图片）的分布',
    'Videos by format (video, short, live, image)',
  ),
  def('db_related_channel_region_distribution', DATA, '相关频道所在地区的分布', 'Related channels by region'),
  def('db_video_language', DATA, '视频语言的分布', 'Videos by language'),
  def('db_video_region', DATA, '视频地区的分布', 'Videos by region'),
  def('db_video_hashtag', DATA, '使用最多的 20 个话题标签', 'The 20 most used hashtags'),
  def(
    'db_related_channel_subscription_distribution',
    DATA,
    '相关频道按粉丝量区间的分布',
    'Related channels by follower range',
  ),
  def('db_video_data', DATA, '视频明细数据，可排序分页', 'Video detail rows, sortable and paged'),
  def(
    'db_channel_data',
    DATA,
    '频道明细数据：粉丝、均值、中位数与互动率',
    'Channel detail rows: followers, averages, medians and rates',
  ),
  def('llm_video_theme_distribution', SMART, '视频内容主题的分布', 'Video themes'),
  def('llm_video_theme_distribution_trend', SMART, '视频内容主题随时间的变化', 'Video themes over time'),
  def('llm_video_emotional_tendency', SMART, '视频内容的情感倾向', 'Sentiment of the videos'),
  def('llm_video_evaluation_hot_words', SMART, '视频内容中的热词', 'Hot words in the videos'),
  def('llm_comment_emotional_tendency', SMART, '评论的情感倾向', 'Sentiment of the comments'),
  def('llm_comment_evaluation_hot_words', SMART, '评论中的热词', 'Hot words in the comments'),
  def('llm_video_custom_category', SMART, '按自定义规则对视频分类', 'Videos by custom categories'),
  def(
    'llm_marketing_event_summary',
    SUMMARY,
    '根据数据生成的营销事件总结',
    'A marketing-event summary written from the data',
  ),
  def('llm_channel_category', SMART, '相关频道的类别分布', 'Related channels by category'),
  def('llm_audience_age_distribution', SMART, '受众年龄分布', 'Audience age distribution'),
  def('llm_audience_gender_distribution', SMART, '受众性别分布', 'Audience gender distribution'),
] as const satisfies readonly ComponentDefinition[];

export const AD_COMPONENTS = [
  def(
    'db_ad_performance_overview',
    DATA,
    '花费、预算、投放、转化与成本全部指标：本期、本周、上周与周环比',
    'Every spend, budget, delivery, conversion and cost metric: the period, this week, last week and the change',
  ),
  def(
    'db_ad_app_conversion_performance',
    DATA,
    '应用安装量、激活量与花费，及其周环比',
    'App installs, activations and spend, week over week',
  ),
  def(
    'db_ad_app_cost_per_conversion',
    DATA,
    '单次安装成本与单次激活成本，及其周环比',
    'Cost per install and per activation, week over week',
  ),
  def(
    'db_ad_conversion_performance',
    DATA,
    '加购、发起结账、购买、购物转化价值与整体转化率，及其周环比',
    'Adds to cart, checkouts, purchases, purchase value and conversion rate, week over week',
  ),
  def(
    'db_ad_cost_per_conversion',
    DATA,
    '单次加购、结账与购买成本，及其周环比',
    'Cost per add to cart, checkout and purchase, week over week',
  ),
  def(
    'db_ad_ads_data_trends',
    DATA,
    '花费、展示、点击、购买、ROI、点击率与成本的每日趋势',
    'Spend, impressions, clicks, purchases, ROI, CTR and costs per day',
  ),
  def(
    'db_ad_products_data',
    DATA,
    '按产品标签的花费、ROI 与转化，及其周环比',
    'Spend, ROI and conversions by product tag, week over week',
  ),
  def(
    'db_ad_audiences_data',
    DATA,
    '按受众标签的花费、ROI 与转化，及其周环比',
    'Spend, ROI and conversions by audience tag, week over week',
  ),
  def(
    'db_ad_hooks_data',
    DATA,
    '按钩子标签的花费、ROI 与转化，及其周环比',
    'Spend, ROI and conversions by hook tag, week over week',
  ),
  def(
    'db_ad_excellent_ads_display',
    DATA,
    '花费达标的广告中 ROI 最高的 10 个素材，含封面与文案',
    'The 10 creatives with the highest ROI among those that spent enough, with covers and text',
  ),
  def(
    'llm_ad_fluctuating_products_analysis',
    SMART,
    '本周与上周花费变化最大的产品及其 ROI 与购买变化',
    'The products whose spend moved most week over week, with their ROI and purchases',
  ),
  def(
    'llm_ad_potential_audiences_analysis',
    SMART,
    '花费较少而 ROI 不低于整体的受众',
    'Audiences that do as well as the whole on less spend',
  ),
  def(
    'llm_ad_potential_hooks_analysis',
    SMART,
    '花费较少而 ROI 不低于整体的钩子',
    'Hooks that do as well as the whole on less spend',
  ),
  def(
    'llm_ad_potential_ads_analysis',
    SMART,
    '花费低于平均而 ROI 不低于整体的广告',
    'Ads that do as well as the whole on less than the average spend',
  ),
  def(
    'db_ad_poor_ads_display',
    DATA,
    '花费达标的广告中 ROI 最低的 10 个素材，含封面与文案',
    'The 10 creatives with the lowest ROI among those that spent enough, with covers and text',
  ),
  def(
    'db_ad_ads_consumption_progress',
    DATA,
    '预算、已花费与剩余，消耗进度对比时间进度，每日累计花费',
    'Budget, spent and remaining, spend against time elapsed, and spend to date per day',
  ),
  def(
    'db_ad_country_data',
    DATA,
    '按国家/地区的花费、ROI 与转化，及其周环比',
    'Spend, ROI and conversions by country, week over week',
  ),
  def(
    'db_ad_data_detail',
    DATA,
    '广告系列、广告组或广告的明细数据，可排序分页',
    'Campaign, ad set or ad rows with every value, sortable and paged',
  ),
  def(
    'db_ad_custom_multi_dimensional_data',
    DATA,
    '按 1–3 个维度自选指标的多维数据表',
    'Your choice of metrics grouped by one to three dimensions',
  ),
  def(
    'db_ad_media_data',
    DATA,
    '按媒体平台的花费、ROI 与转化，及其周环比',
    'Spend, ROI and conversions by media platform, week over week',
  ),
  def(
    'db_ad_channel_data',
    DATA,
    '按版位渠道的花费、ROI 与转化，及其周环比',
    'Spend, ROI and conversions by placement channel, week over week',
  ),
  def(
    'db_ad_type_data',
    DATA,
    '按广告类型（视频、图片、轮播）的花费、ROI 与转化',
    'Spend, ROI and conversions by ad type (video, image, carousel)',
  ),
  def(
    'db_ad_marketing_data',
    DATA,
    '按营销目标的花费、ROI 与转化，及其周环比',
    'Spend, ROI and conversions by marketing objective, week over week',
  ),
] as const satisfies readonly ComponentDefinition[];

const MEDIA_DISTRIBUTIONS = [
  def('db_video_media_distribution', DATA, '视频在各媒体平台的分布', 'Videos by media platform'),
  def(
    'db_channel_media_distribution',
    DATA,
    '相关频道在各媒体平台的分布',
    'Related channels by media platform',
  ),
] as const satisfies readonly ComponentDefinition[];

/** The MK list plus the two media distributions, duplicates removed (spec §3). */
export const GENERAL_COMPONENTS: readonly ComponentDefinition[] = dedupe([
  ...MK_COMPONENTS,
  ...MEDIA_DISTRIBUTIONS,
]);

export type MkApiKey = (typeof MK_COMPONENTS)[number]['api_key'];
export type AdApiKey = (typeof AD_COMPONENTS)[number]['api_key'];
export type GeneralApiKey = MkApiKey | (typeof MEDIA_DISTRIBUTIONS)[number]['api_key'];
export type ApiKey = GeneralApiKey | AdApiKey;

export const ALL_COMPONENTS: readonly ComponentDefinition[] = dedupe([
  ...GENERAL_COMPONENTS,
  ...AD_COMPONENTS,
]);

const byKey = new Map(ALL_COMPONENTS.map((c) => [c.api_key, c]));

export function componentDefinition(apiKey: string): ComponentDefinition | undefined {
  return byKey.get(apiKey);
}

export interface ParsedAppDoi {
  /** Third segment, lower-case (youtube, tiktok, instagram, …); 'general' is the cross-media platform. */
  platform: string;
  appType: AppType;
}

/** app_doi is underscore-separated: third segment the platform, fifth the app type (MK when absent). */
export function parseAppDoi(appDoi: string): ParsedAppDoi {
  const segments = appDoi.split('_');
  const platform = (segments[2] ?? '').trim().toLowerCase();
  const type = (segments[4] ?? '').trim().toUpperCase();
  const appType: AppType = type === 'AD' || type === 'GENERAL' ? type : 'MK';
  return { platform, appType };
}

/**
 * The components a report screen offers. AD apps get the ad components; the GENERAL platform or app type
 * gets the GENERAL set (media distributions only make sense across media); every other app gets MK.
 */
export function componentsFor(appDoi: string): readonly ComponentDefinition[] {
  const { platform, appType } = parseAppDoi(appDoi);
  if (appType === 'AD') return AD_COMPONENTS;
  if (appType === 'GENERAL' || platform === 'general') return GENERAL_COMPONENTS;
  return MK_COMPONENTS;
}

/** The app types whose report screen offers the component (GENERAL also on the GENERAL platform). */
export function appTypesOf(apiKey: string): AppType[] {
  const lists: [AppType, readonly ComponentDefinition[]][] = [
    ['MK', MK_COMPONENTS],
    ['AD', AD_COMPONENTS],
    ['GENERAL', GENERAL_COMPONENTS],
  ];
  return lists.filter(([, list]) => list.some((c) => c.api_key === apiKey)).map(([type]) => type);
}

function dedupe(list: readonly ComponentDefinition[]): ComponentDefinition[] {
  const seen = new Set<string>();
  return list.filter((c) => !seen.has(c.api_key) && seen.add(c.api_key));
}
