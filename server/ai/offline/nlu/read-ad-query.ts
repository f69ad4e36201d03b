import {
  MAX_AD_QUERY_LIMIT,
  type AdQueryDimension,
  type AdQueryMetric,
  type AdQuestion,
} from '../../../../src/tools/query-ad-dashboard/contract.ts';
import { COST_METRICS } from '../../../../src/lib/ads/ad-metric-kinds.ts';
import type { QueryPeriod } from '../../../../src/tools/query-dashboard/contract.ts';
import type { AdPlatform } from '../../../../src/lib/ads/ad-values.ts';
import { CHINESE_NUMBER, parseNumber } from './slots/chinese-number.ts';
import { dashboardNameOf } from './slots/dashboard-name.ts';
import { blank, foldText, wordBounded } from './slots/fold-text.ts';
import { periodsOf, PREVIOUS_PERIOD } from './slots/period.ts';

export interface AdQueryRequest {
  question?: AdQuestion;
  metric?: AdQueryMetric;
  by?: AdQueryDimension;
  rank?: 'highest' | 'lowest';
  direction?: 'up' | 'down';
  /** breakdown: only the values above / below these, in the metric's unit as said (a rate in percent). */
  above?: number;
  below?: number;
  limit?: number;
  platform?: AdPlatform;
  dashboard_name?: string;
  period?: QueryPeriod;
  versus?: QueryPeriod;
}

const words = (list: string) => new RegExp(wordBounded(list), 'iu');

/** Most specific first: "转化成本" is a cost before "转化" is a count, "点击率" a rate before "点击". */
const METRICS: [AdQueryMetric, RegExp][] = [
  [
    'amount_remain_usd',
    words(
      'remaining budget|budget left|budget is left|budget remaining|budget do we have left|left (?:in|of) (?:the |our )?budget|剩余预算|预算还剩|还剩多少预算',
    ),
  ],
  ['cost_per_add_to_cart', words('cost per add[- ]to[- ]cart|加购成本')],
  ['cost_per_checkout_initiated', words('cost per checkout|结账成本')],
  ['cost_per_install', words('cost per install|cpi|安装成本|单次安装成本')],
  ['cost_per_active', words('cost per active(?: user)?|cost per activation|激活成本')],
  [
    'cost_per_purchase',
    words(
      'cpa|cost per (?:purchase|acquisition|conversion|order|sale)|conversion costs?|acquisition costs?|转化成本|单次转化成本|获客成本|单次购买成本|购买成本',
    ),
  ],
  ['roi', words('roi|roas|return on ad spend|return on investment|投产比|投入产出比|回报率')],
  ['ctr', words('ctr|click[- ]through rates?|点击率')],
  ['cpc', words('cpc|cost per click|单次点击成本|点击成本')],
  ['cpm', words('cpm|cost per (?:thousand|mille)|千次展示成本|千展成本')],
  ['cpv', words('cpv|cost per view|单次播放成本')],
  // "converts best" compares how well, not how many.
  ['overall_conversion_rate', words('conversion rates?|cvr|converts?|converting|转化率|转化效果')],
  ['aov', words('aov|average order value|客单价')],
  [
    'purchases_conversion_value',
    words('revenue|sales|gmv|conversion value|purchase value|销售额|转化价值|营收|收入|成交额'),
  ],
  ['adds_to_cart', words('adds? to cart|add[- ]to[- ]carts?|加购数?')],
  ['checkouts_initiated', words('checkouts?|结账数?|发起结账')],
  ['install', words('installs?|安装量?|下载量')],
  ['active', words('actives|active users|activations?|激活量?')],
  [
    'purchases',
    words('purchases|conversions|orders|sold|转化数|购买数|购买量|订单数?|销量|卖得|卖出|转化|购买|成交'),
  ],
  ['impressions', words('impressions|曝光量?|展示量')],
  ['link_clicks', words('link clicks|clicks|点击量|点击数|点击')],
  ['views', words('video views|views|播放量|观看量')],
  ['engagements', words('engagements?|互动量?')],
  ['amount_budget_usd', words('budget|预算')],
  [
    'amount_spent_usd',
    words('spend|spent|spending|costs?|spent the most|花费|消耗|花了|花钱|投放金额|费用|开销'),
  ],
];

/** The platforms by their own names and the media they sell (Facebook and Instagram ads are bought on Meta). */
const PLATFORMS: [AdPlatform, RegExp][] = [
  ['meta', words('meta|facebook|fb|instagram|ig|脸书|脸书广告')],
  ['tiktok', words('tiktok|tik tok|tiktok ads')],
  ['google', words('google|google ads|youtube|谷歌|油管')],
];

/** One platform named is a filter; several ("Meta against TikTok") are compared by media instead. */
function platformOf(text: string): { one?: AdPlatform; several: boolean } {
  const named = PLATFORMS.filter(([, pattern]) => pattern.test(text)).map(([platform]) => platform);
  return named.length === 1 ? { one: named[0], several: false } : { several: named.length > 1 };
}

/** What a breakdown is cut by; an ad only when the question says "by ad" or "which ad" (every question is about ads). */
const DIMENSIONS: [AdQueryDimension, RegExp][] = [
  ['product', words('products?|产品|商品')],
  ['audience', words('audiences?|人群|受众')],
  ['hook', words('hooks?|钩子|卖点')],
  ['country', words('countries|country|markets?|geos?|国家|地区|市场')],
  ['channel', words('channels?|placements?|渠道|版位')],
  ['media', words('media|publishers?|媒体')],
  ['type', words('ad types?|creative types?|formats?|广告类型|素材类型|创意类型|素材形式')],
  ['objective', words('objectives?|campaign goals?|营销目标|投放目标')],
  ['ad_set', words('ad ?sets?|ad ?groups?|广告组')],
  // "哪个系列": a campaign, as marketers shorten 广告系列 once ads are the topic.
  ['campaign', words('campaigns?|广告系列|哪(?:个|些|一个)系列|(?:按|各|每个)系列')],
  [
    'ad',
    new RegExp(
      String.raw`\b(?:by|per|each|which|what)\s+(?:single\s+)?(?:ad|creative)s?\b(?![- ]?(?:types?|sets?|groups?|formats?)\b)|\b\d{1,2}\s+(?:ads|creatives)\b|哪(?:个|条|一条|些)(?:广告|素材|创意)(?!组|系列|类型)|(?:按|各|每条)(?:单条)?(?:广告|素材|创意)(?!组|系列|类型)|(?:\d+|${CHINESE_NUMBER})(?:条|个)(?:广告|素材|创意)(?!组|系列|类型)`,
      'iu',
    ),
  ],
];

/** Values that name their dimension when none is said: "video ads or image ads", "Reels和Feed". */
const VALUE_DIMENSIONS: [AdQueryDimension, RegExp][] = [
  ['type', words('video ads?|image ads?|carousel ads?|视频广告|图片广告|轮播广告|视频素材|图片素材')],
  ['channel', words('reels|feeds?|stories|in-stream|快拍|信息流')],
];
/** "Which placement performs best" ranks by how well it returns, not by what it spent. */
const PERFORMANCE = words('perform|performs|performing|performance|works? best|效果|表现');

/** "5条", "十个" between "the best/worst" and "ads". */
const ZH_COUNTED = `(?:\\d+|${CHINESE_NUMBER})?(?:条|个)?`;
const BEST_ADS = new RegExp(
  String.raw`\b(?:best|top|winning|strongest|excellent|best[- ]performing|top[- ]performing|highest[- ]performing)\s+(?:\d+\s+)?(?:ads|creatives|ad creatives)\b|优秀(?:的)?(?:广告|素材|创意)|(?:最好|最佳|最优|表现最好|效果最好|表现最佳|效果最佳)的${ZH_COUNTED}(?:广告|素材|创意)(?!组|系列)|(?:广告|素材|创意)(?:素材)?(?:效果|表现)(?:最好|最佳)`,
  'iu',
);
/** "Which ads should I pause?" asks for the worst ads (pausing them is done on the platform: ad-platform-action.ts). */
const WORST_ADS = new RegExp(
  String.raw`\b(?:which|what)\s+(?:ads|creatives|ad creatives|ad|creative)\s+(?:should|shall|do|would)\s+(?:i|we|you)\s+(?:pause|stop|turn\s+off|switch\s+off|cut|kill|drop)\b|哪(?:些|个|条|几条)(?:广告|素材|创意)(?:应该|该|需要|要|可以)?(?:停掉|暂停|关掉|关停|下线|停投|砍掉)|\b(?:worst|poorest|weakest|bottom|underperforming|under-performing|worst[- ]performing|poor(?:ly)?[- ]performing|losing)\s+(?:\d+\s+)?(?:ads|creatives|ad creatives)\b|(?:最差|表现最差|效果最差|较差|表现差|效果差|拖后腿)的?${ZH_COUNTED}(?:广告|素材|创意)(?!组|系列)|(?:广告|素材|创意)(?:素材)?(?:效果|表现)最差`,
  'iu',
);
const TREND = words(
  'trend|trends|trending|over time|day by day|by day|daily|per day|each day|every day|趋势|走势|每天|每日|逐日|按天|曲线',
);
const CHANGE_UP = words(
  'rose|rise|risen|rising|increased?|increasing|go up|goes up|going up|went up|gone up|grew|grown|growing|jumped|climbed|spiked|涨得?|上涨|上升|增长|增加|提高|升高|涨幅',
);
const CHANGE_DOWN = words(
  'dropped|drop|fell|fall|falling|fallen|declined?|declining|decreased?|decreasing|go down|goes down|going down|went down|gone down|降得?|下降|下跌|降低|减少|跌幅|跌',
);
const CHANGE = words('changed? the most|biggest change|most change|moved the most|变化最大|波动最大|变化');
/** How the spend keeps to the budget (what remains of it alone is the overview's remaining budget). */
const BUDGET_PACE = words(
  'budget pacing|pacing|on pace|over budget|over-budget|overspent|超预算|超出预算|超支|on track with (?:the |our )?budget|spending (?:the |our )?budget|budget have we (?:used|spent)|overspend(?:ing)?|budget progress|budget consumption|budget burn|how much of (?:the |our )?budget|预算消耗|消耗进度|预算进度|预算花了多少|预算用了多少|预算使用|花了多少预算|用了多少预算|预算花得|预算用得|预算花到|预算够不够',
);
/** This week against last week: an overview, not a window. */
const WEEK_OVER_WEEK =
  /\bweek[- ]over[- ]week\b|\bwow\b|\bthis week (?:vs\.?|versus|against|compared (?:to|with)) last(?: week)?\b|\bthis week and last week\b|周环比|环比|(?:本周|这周)(?:和|与|跟|对比|比)(?:上周)/iu;
const OVERVIEW = words(
  "overview|summary|sum up|totals?|overall|numbers|figures|stats|kpis?|how much|how many|how did we do|how did (?:the |our |my )?(?:[\\w-]+ )?(?:ads|campaigns?) (?:do|go)|how are|how is|how's|how're|performing|perform|doing|performance|怎么样|如何|总览|投放效果|广告效果|效果|概览|汇总|总体|整体|一共|总共|多少|表现如何|表现怎么样|效果如何|效果怎么样",
);

/** A dimension is asked for ("by product", "which hook", "各国家"), not just named ("my ad campaign"). */
const ASKS_BY = words('by|per|each|every|which|what|across|split|各|按|哪|每个|每条|分别');
const HIGH = words('highest|most|top|biggest|largest|greatest|max|maximum|最高|最多|最大');
const LOW = words('lowest|least|fewest|smallest|min|minimum|cheapest|最低|最少|最小|最便宜');
const BEST = words('best|better|strongest|最好|最佳|最优|更好');
const WORST = words('worst|worse|weakest|最差|更差');

const LIMIT = new RegExp(
  // "前5个广告": the count and its noun stay to name the ads.
  `\\b(?:top|best|worst|bottom|first)\\s+(\\d{1,2})\\b|前\\s*(\\d{1,2}|${CHINESE_NUMBER})(?!\\s*(?:个|条)(?:广告|素材|创意))\\s*(?:个|名|条|位)?`,
  'iu',
);

function firstOf<T>(text: string, terms: readonly [T, RegExp][]): T | undefined {
  let best: { value: T; at: number } | undefined;
  for (const [value, pattern] of terms) {
    const m = pattern.exec(text);
    if (m && (!best || m.index < best.at)) best = { value, at: m.index };
  }
  return best?.value;
}

/** "the 5 ads with the highest CTR", "CTR最高的5条广告": a count of ads (the words still ask by ad). */
const COUNTED_ADS = new RegExp(
  String.raw`\b(\d{1,2})\s+(?:ads|creatives)\b|(\d{1,2}|${CHINESE_NUMBER})\s*(?:条|个)(?:广告|素材|创意)`,
  'iu',
);

function limitOf(text: string): number | undefined {
  const m = LIMIT.exec(text) ?? COUNTED_ADS.exec(text);
  const n = m ? parseNumber(m[1] ?? m[2] ?? '') : NaN;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_AD_QUERY_LIMIT) : undefined;
}

const BOUND_NUMBER = String.raw`\$?\s*(\d+(?:\.\d+)?)\s*(%)?`;
const BELOW = [
  new RegExp(
    String.raw`(?:低于|不到|小于|少于|不足|<|\bunder|\bbelow|\bless than|\blower than)\s*${BOUND_NUMBER}`,
    'iu',
  ),
  new RegExp(String.raw`(?:在)?\s*${BOUND_NUMBER}\s*(?:以下)`, 'iu'),
];
const ABOVE = [
  new RegExp(
    String.raw`(?:高于|超过|大于|多于|>|\babove|\bover|\bmore than|\bgreater than|\bhigher than)\s*${BOUND_NUMBER}`,
    'iu',
  ),
  new RegExp(String.raw`(?:在)?\s*${BOUND_NUMBER}\s*(?:以上)`, 'iu'),
];
const firstBound = (patterns: RegExp[], text: string) => {
  const m = patterns.map((p) => p.exec(text)).find(Boolean);
  return m ? Number(m[1]) : undefined;
};

/** "ROI低于1的广告", "ads with a CTR under 1.5%": the bounds a breakdown keeps its values within, as said. */
function boundsOf(text: string): { above?: number; below?: number } {
  const below = firstBound(BELOW, text);
  const above = firstBound(ABOVE, text);
  return { ...(above !== undefined ? { above } : {}), ...(below !== undefined ? { below } : {}) };
}

/** "Highest" and "lowest" are values; "best" and "worst" of a cost are its lowest and highest. */
function rankOf(text: string, metric: AdQueryMetric | undefined): 'highest' | 'lowest' | undefined {
  const cost = metric !== undefined && COST_METRICS.has(metric);
  if (HIGH.test(text)) return 'highest';
  if (LOW.test(text)) return 'lowest';
  if (BEST.test(text)) return cost ? 'lowest' : 'highest';
  if (WORST.test(text)) return cost ? 'highest' : 'lowest';
  return undefined;
}

/**
 * Reads a question about an ad dashboard ("which hook had the best ROI last week?", "哪个产品的转化成本上涨最多？",
 * "spend by country", "top ads"): which question, metric, dimension, order, direction, limit, dashboard and
 * window. Only what is said is read; the tool fills in the rest.
 */
export function readAdQuery(raw: string, today = new Date()): AdQueryRequest {
  const text = foldText(raw);
  const { name, span: nameSpan } = dashboardNameOf(text);
  const wow = WEEK_OVER_WEEK.exec(text);
  const limitMatch = LIMIT.exec(text);
  const spans = [nameSpan, wow ? [wow.index, wow.index + wow[0].length] : undefined].filter(
    (s): s is [number, number] => Boolean(s),
  );
  const withoutWow = blank(text, spans);
  // "上个月和这个月的花费对比": two spans said are compared.
  const { period, versus, previous, spans: periodSpans } = periodsOf(withoutWow, today);
  const asked = blank(withoutWow, [
    ...periodSpans,
    ...(limitMatch ? [[limitMatch.index, limitMatch.index + limitMatch[0].length] as [number, number]] : []),
  ]);
  const said = firstOf(asked, METRICS);
  const platforms = platformOf(asked);
  // "Top ads" rank by ROI among those that spent enough; "top 5 ads by CTR" is the ads ranked by CTR.
  const bestOrWorst = BEST_ADS.test(text) ? 'top_ads' : WORST_ADS.test(text) ? 'worst_ads' : undefined;
  const adsBy = bestOrWorst && said && said !== 'roi';
  const named =
    firstOf(asked, DIMENSIONS) ??
    firstOf(asked, VALUE_DIMENSIONS) ??
    (platforms.several ? 'media' : undefined);
  // A bound needs the metric it bounds; what it bounds is ads unless a dimension is named.
  const bounds = said ? boundsOf(asked) : {};
  const bounded = Object.keys(bounds).length > 0;
  const by = adsBy
    ? 'ad'
    : named && (said || ASKS_BY.test(asked) || rankOf(asked, said))
      ? named
      : bounded
        ? 'ad'
        : undefined;
  const up = CHANGE_UP.test(asked);
  const down = CHANGE_DOWN.test(asked);
  const moved = up || down || CHANGE.test(asked);
  const question: AdQuestion | undefined = BUDGET_PACE.test(asked)
    ? 'budget'
    : bestOrWorst && !adsBy
      ? bestOrWorst
      : TREND.test(asked)
        ? 'trend'
        : by
          ? moved
            ? 'change'
            : 'breakdown'
          : (versus || previous || PREVIOUS_PERIOD.test(asked)) && !wow
            ? 'compare_periods'
            : said || wow || moved || OVERVIEW.test(asked)
              ? 'overview'
              : undefined;
  const metric = said ?? (question === 'breakdown' && PERFORMANCE.test(asked) ? 'roi' : undefined);
  const rank =
    question !== 'breakdown'
      ? undefined
      : adsBy
        ? rankOf(bestOrWorst === 'top_ads' ? 'best' : 'worst', metric)
        : rankOf(asked, metric);
  const direction = question === 'change' ? (down && !up ? 'down' : up ? 'up' : undefined) : undefined;
  const limit = limitOf(blank(text, periodSpans));
  // The pacing is over the dashboard's period and its budget: no metric, dimension or dates of its own.
  if (question === 'budget')
    return {
      question,
      ...(platforms.one ? { platform: platforms.one } : {}),
      ...(name ? { dashboard_name: name } : {}),
    };
  return {
    ...(question ? { question } : {}),
    ...(metric ? { metric } : {}),
    ...(by && (question === 'breakdown' || question === 'change' || by === 'campaign' || by === 'ad_set')
      ? { by }
      : {}),
    ...(rank ? { rank } : {}),
    ...(question === 'breakdown' ? bounds : {}),
    ...(direction ? { direction } : {}),
    ...(limit ? { limit } : {}),
    ...(platforms.one ? { platform: platforms.one } : {}),
    ...(name ? { dashboard_name: name } : {}),
    ...(period ? { period } : {}),
    ...(versus && question === 'compare_periods' ? { versus } : {}),
  };
}

/** "tag my ads by product", "给广告打标签": tagging is done on the ad data screen. */
export const asksToTagAds = (text: string) =>
  /\btag(?:ging)?\s+(?:my\s+|our\s+|the\s+|these\s+)?ads\b|给(?:这些)?广告(?:按\S{1,6})?打标签|(?:按|根据)\S{1,10}给广告打标签/iu.test(
    text,
  );
