import {
  MAX_QUERY_LIMIT,
  type DashboardQuestion,
  type PostDimension,
  type QueryMetric,
  type QueryPeriod,
} from '../../../../src/tools/query-dashboard/contract.ts';
import { daysIn } from './slots/calendar-date.ts';
import { dashboardNameOf } from './slots/dashboard-name.ts';
import { CHINESE_NUMBER, ENGLISH_NUMBER, parseEnglishNumber, parseNumber } from './slots/chinese-number.ts';
import { blank, foldText, wordBounded } from './slots/fold-text.ts';
import { MEDIA_PHRASE, mediaOf, type Media } from './slots/media.ts';
import { POST_DIMENSION_WORDS } from './post-dimensions.ts';
import { periodsOf, PREVIOUS_PERIOD } from './slots/period.ts';
import { leftoverNames } from './slots/subjects.ts';

export interface QueryRequest {
  question?: DashboardQuestion;
  metric?: QueryMetric;
  limit?: number;
  dashboard_name?: string;
  subjects?: string[];
  by_subject?: boolean;
  platform?: Media;
  by?: PostDimension;
  period?: QueryPeriod;
  /**
   * A second span said beside the period ("这个月和上个月"): compare_periods compares them; any other question over
   * two spans is asked back (query-choices.ts).
   */
  versus?: QueryPeriod;
  date?: string;
}

const words = (list: string) => new RegExp(wordBounded(list), 'iu');

/** "popular" and "受欢迎" name no measure: the tool answers them by its default one, views. */
const METRICS: [QueryMetric, RegExp][] = [
  ['engagements', words('engagements?|engaged|interactions?|互动量?|互动')],
  ['comments', words('comments?|commented|replies|评论数?|评论|留言')],
  ['likes', words('likes?|liked|hearts|点赞(?:量|数)?|点赞|喜欢|赞')],
  ['views', words('views?|viewed|watched|plays|impressions|播放量?|播放|观看|浏览量?|浏览|阅读量')],
];

const SENTIMENT = words(
  'sentiment|feel about|feel|feeling|feelings|emotions?|emotional|mood|vibes?|tone|positive|negative|opinions?|think of|think about|thoughts on|reception|saying about|say about|said about|大家怎么说|在说什么|说了什么|说些什么|怎么评价|情感|情绪|口碑|正面|负面|评价|态度|舆论|好评|差评|怎么看|看法',
);

/** Posts, their hashtags and who watches them are the social dashboards' alone (a video may be an ad's). */
const ONLY_POSTS = words('posts?|hashtags?|watch|watches|watching|发帖|帖子|发文|话题标签|话题|爱看');
/** Unless the ads are named too: "哪个话题的广告ROI最高", a boosted post. */
const NAMES_ADS = words(
  'ads?|adverts?|advertising|campaigns?|roi|roas|cpa|cpc|cpm|ctr|boost|boosted|boosting|广告|投放|推广帖|加热',
);

/** "帖子数据与上一期对比", "how people feel about Nike": a question only the posts answer, never the ad data. */
export const asksOfPosts = (text: string) =>
  SENTIMENT.test(text) || (ONLY_POSTS.test(text) && !NAMES_ADS.test(text));

/** Measures only the ad data has; the posts' are METRICS. */
const AD_MEASURES = words(
  'spend|spent|spending|costs?|revenue|sales|conversions?|clicks?|installs?|purchases?|budget|花费|消耗|成本|转化|点击|安装|购买|预算|营收|收入',
);

/**
 * Whose two spans a request compares: the ads' when it names ads or a measure only they have and no posts ("Compare
 * the ads from 2026-04-01 to 2026-04-20 with …", which the classifier, shown few dates, took for posts as readily);
 * either, when it names neither kind nor a measure ("compare the numbers this week against last week"); otherwise,
 * or with one span, the classifier's reading stands (null).
 */
export function spansComparedOf(text: string, today: Date): 'ads' | 'either' | null {
  const folded = foldText(text);
  if (periodsOf(folded, today).versus === undefined || asksOfPosts(folded)) return null;
  if (NAMES_ADS.test(folded) || AD_MEASURES.test(folded)) return 'ads';
  return METRICS.some(([, pattern]) => pattern.test(folded)) ? null : 'either';
}
const TREND = words(
  'trend|trends|trended|trending|over time|evolve[ds]?|evolution|changed?|changes|grow(?:n|th)?|develop(?:ed|ment)?|by week|by month|per day|per week|per month|day by day|week by week|趋势|走势|变化|随时间|增长|每天的|每周的|每月的|曲线',
);
const CHANNELS = words(
  'channels?|creators?|accounts?|influencers?|kols?|youtubers?|频道|博主|账号|创作者|达人|红人|up主',
);
const COMPARE = words(
  'break(?:s)? down|breakdown|compare|comparison|compared|versus|vs\\.?|against|which brand|which subject|who (?:has|gets|got|had) more|how many|how much|total|totals|overall|对比|比较|哪个品牌|哪个主体|谁的|谁更|多少|(?<!前)几(?:个|条|支)|总共|一共|总计|总',
);
/** Period over period without a span named: the last month against the month before. */
const SOCIAL_PREVIOUS = words('环比|period[- ]over[- ]period|month[- ]over[- ]month');
/** Questions whose totals two spans can be compared by; a ranking or the sentiment is of one span. */
const comparesTotals = (question: DashboardQuestion | undefined) =>
  question === undefined || question === 'compare_subjects' || question === 'trend';
/**
 * "how is Adidas doing", "how did Adidas do last month", "小米表现如何": every measure at once, unless a ranking is
 * asked ("performing best").
 */
const HOW_IT_GOES = words(
  'doing|performing|performed|fared|how (?:did|does|do|has|have) .{1,40}? (?:do|done|perform|fare)|表现',
);
const SUMMARY = words('summary|summari[sz]e|recap|overview|总结|概况|概括');
const SUBJECT_DATA = /的数据(?:怎么样|如何)?[\s?？。]*$|\b(?:numbers|stats|data)\s+(?:for|on|of)\b/iu;
const POSTS = words('videos?|posts?|clips?|content|uploads?|shorts|reels|视频|帖子|内容|作品|短视频');
const RANK = words(
  'most|top|best|highest|biggest|largest|popular|greatest|leading|最|最高|最多|最火|最热|最受欢迎|热门|排名|排行|前',
);
/** "哪天的播放量最高", "why did views spike?": with no date, the tool finds the busiest day itself. */
const WHICH_DAY = words(
  'which day|what day|on which day|when did|spiked?|spiking|jumped|surged|peaked|soared|blew up|哪天|哪一天|哪日|暴涨|激增|飙升|猛增|突然(?:上涨|增加|变多)',
);
/** "Nike和Adidas哪个点赞多", "Nike or Adidas, which does better": with two subjects, a comparison. */
const WHICH_ONE = words('which|who|more|better|哪个|哪一个|谁|更多|更高|多|高');
const BY_SUBJECT = words(
  'per subject|by subject|for each subject|each subject|per brand|by brand|for each brand|each brand|for each|separately|respectively|broken down|split by|分主体|按主体|各主体|每个主体|分品牌|按品牌|各品牌|每个品牌|分别|各自',
);

const COUNT = ENGLISH_NUMBER.replace(/^a\|an\|/, '');
const LIMIT = new RegExp(
  `(?:\\b(?:top|first|best)\\s*|前\\s*)(\\d{1,2}|${CHINESE_NUMBER}|${COUNT})(?![\\p{Script=Latin}])|(\\d{1,2})\\s*(?:videos|posts|channels|creators|clips|(?:个|条|位|名)(?!月|星期|礼拜|小时|钟头|工作日))|(?<!哪)([两二三四五六七八九十][${CHINESE_NUMBER.slice(1, -2)}]*)\\s*(?:个|条|位|名)(?!月|星期|礼拜|小时|钟头|工作日)|\\b(\\d{1,2}|${COUNT})\\s+(?:most|best|top|biggest|highest)\\b`,
  'iu',
);

function limitOf(text: string): { limit?: number; span?: [number, number] } {
  const m = LIMIT.exec(text);
  if (!m) return {};
  const raw = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
  const n = /^\d+$/.test(raw)
    ? Number(raw)
    : Number.isNaN(parseNumber(raw))
      ? parseEnglishNumber(raw)
      : parseNumber(raw);
  if (!Number.isInteger(n) || n < 1) return {};
  return { limit: Math.min(MAX_QUERY_LIMIT, n), span: [m.index, m.index + m[0].length] };
}

function questionOf(
  text: string,
  hasDate: boolean,
  by: PostDimension | undefined,
): DashboardQuestion | undefined {
  if (hasDate || WHICH_DAY.test(text)) return 'posts_on_date';
  if (SENTIMENT.test(text)) return 'sentiment';
  if (TREND.test(text)) return 'trend';
  if (by) return 'breakdown';
  if (CHANNELS.test(text)) return 'top_channels';
  if (COMPARE.test(text) || (HOW_IT_GOES.test(text) && !RANK.test(text))) return 'compare_subjects';
  if (POSTS.test(text) || (RANK.test(text) && METRICS.some(([, w]) => w.test(text)))) return 'top_posts';
  return undefined;
}

/** Every word of a question that is not a brand, so what remains are the subjects it names. */
const EN_FILLER = new RegExp(
  wordBounded(
    [
      'which|what|who|whose|whom|one|ones|how|why|when|where|is|are|was|were|did|do|does|has|have|had|the|a|an|of|for|in|on|by|to|with|about|from|at|me|my|our|i|we|you|show|tell|give|list|get|find|see|let|know|please|can|could|would|want|need|look|check|it|its|they|them|their|there|this|that|these|those|so|and|or|vs|versus|against|between|among|across|up|down|out|than|then|be|been|being|any|all|some|much|many|more|less|most|top|best|highest|biggest|largest|lowest|popular|greatest|leading|first|number|count|total|totals|overall|rank|ranked|ranking|performing|performed|perform|doing|go|went|gone|get|got|gets|getting|bring|brings|brought|drive|drives|drove|driven|generate[ds]?|generating|make|makes|made|pull(?:ed|s)?|rack(?:ed|s)? up|earn(?:ed|s)?|receive[ds]?|collect(?:ed|s)?|draw|drew|attract(?:ed|s)?|liked|loved|like|love|blew|blow|buzz|looking|looks?|mostly|mainly|generally|around|plot|chart|graph|draw|discussed|talked about|mentioned|mentions?|mentioning|famous|well|received|other|crazy|wild|insane|viral|works?|worked|long|longer|short|shorter|quick|brief|summary|summari[sz]e|recap|overview',
      'videos?|posts?|clips?|content|uploads?|shorts|reels|channels?|creators?|accounts?|influencers?|kols?|youtubers?|views?|viewed|watch|watches|watching|watched|plays|impressions|likes?|liked|hearts|comments?|commented|replies|engagements?|engaged|interactions?',
      "sentiment|feel|feeling|feelings|emotions?|emotional|mood|vibes?|tone|positive|negative|neutral|opinions?|think|thinks|thought|thoughts|reception|people(?:'s)?|audience|viewers|fans|users|lately|recently",
      'trends?|trended|trending|over time|evolve[ds]?|evolution|change[ds]?|grow(?:n|th)?|develop(?:ed|ing|s|ment)?|time|compare|comparison|compared|subjects?|brands?|each|every|per|split|break|breaks|broken|breakdown|separately|respectively',
      'hashtags?|tags?|topics?|regions?|countries|countrys|country|languages?|formats?|platforms?|media|content types?',
      'periods?|period[- ]over[- ]period|month[- ]over[- ]month|previous|prior|jump(?:ed|s)?|spike[ds]?|something|anything|stuff|better|worse|wins?|winning|talking|mentioning|discussing|saying|say|says|said|dashboards|feedback|insights?|doing|going|hows|whats|surge[ds]?|peak(?:ed|s)?|soar(?:ed|s)?|happen(?:ed|s)?|posted|published|rise|rose|risen|increase[ds]?|drop(?:ped)?|fell|fall|explain|reason|day|date|week|month|year|dashboard|spiking|data|stats|statistics|metrics?|numbers?',
    ].join('|'),
  ),
  'giu',
);
const ZH_FILLER =
  /上一个周期|前一个周期|上一期|前一期|上期|监控|监测|追踪|跟踪|评论区|都在|环比|话题标签|话题|标签|地区|国家|区域|语言|语种|视频格式|内容形式|视频形式|格式|平台|媒体|关于|有关|(?<=[博达红主号])发(?=\p{Script=Han})|(?<=[声热])量大$|(?<=谁的\p{Script=Han}{1,4})大$|我想|想要|(?<!理)想(?=看|了解|知道|问)|了解|知道|问问|问一下|请问|怎么看|看法|最近|近期|近来|好不好|好吗|行不行|最热门|最受欢迎|受欢迎|欢迎|哪一?天|哪日|热度|声量|舆情|讨论度?|火爆|更火|列一下|列|变多了|变多|变少|带来|拿到|获得|得到|收获|产生|贡献|(?:做|搞|整|弄)(?=得|了|个|一|出)|突然|这么|那么|咋样|咋|还是|怎么样|怎么|大家对|什么样|分析|统计|总结|概况|爱看|喜欢看|(?<=的)人(?=最|都|更)|看下|爆款|爆火|主要是|主要|大多|大部分|几(?=个|条|支|次)|发现|亮点|洞察|(?<=[按从])\p{Script=Han}{1,4}看|把|哪一?个|哪一?条|哪些|哪位|什么|为什么|为何|怎么样?|怎样|如何|多少|是不是|是|了|吗|呢|吧|啊|最高|最多|最好|最火|最热|最受欢迎|最|热门|排名|排行|前|个|条|位|名|视频|帖子|内容|作品|短视频|频道|博主|账号|创作者|达人|红人|up主|播放(?:量|数)?|观看|浏览量?|阅读量|点赞(?:量|数)?|喜欢|赞|评论数?|留言|互动(?:量|数)?|情感|情绪|口碑|正面|负面|中性|倾向|评价|态度|舆论|好评|差评|趋势|走势|变化|随时间|增长|曲线|对比|比较|比一比|比一下|比比|相比|比(?=\s*(?:[，。,.!?！？]|$))|主体|品牌|分别|各自|各|每个|每周|每月|每天|每日|平均|说什么|说了什么|说些什么|按|分|给我|帮我|看看|看一下|查一下|查查|告诉我|显示|列出|请|一下|数据|表现|那天|当天|这天|暴涨|激增|飙升|上涨|猛增|涨|发生|发了|发布|量|总共|一共|总计|总|谁|更加|更|在|中|里|上|有|看板|大家|网友|消费者|用户|观众|粉丝|高|多|好|下|这些|那些|这个|那个|这|那|该/gu;

/**
 * Reads a question about a dashboard: which question, metric, row limit, subjects, per-subject split, medium, time
 * window and day ("why did views jump on 3/14" → posts_on_date, views, 03-14).
 */
export function readQuery(raw: string, today = new Date()): QueryRequest {
  const text = foldText(raw);
  const { name, span: nameSpan } = dashboardNameOf(text);
  const { period, versus, previous, spans: periodSpans } = periodsOf(text, today);
  const outside = (d: { span: [number, number] }) =>
    periodSpans.every(([from, to]) => d.span[0] >= to || d.span[1] <= from);
  const day = daysIn(text).find(outside);
  // "前7天" is a window, not the top 7.
  const { limit, span: limitSpan } = limitOf(blank(text, periodSpans));
  const spans = [nameSpan, ...periodSpans, day?.span, limitSpan].filter((s): s is [number, number] =>
    Boolean(s),
  );
  // "最近三个月" is a window, not "最" (most): the question is read without the spans already taken, nor a bare
  // "最近" (lately).
  const asked = blank(text, spans).replace(/最近|近期|近来/gu, '  ');
  // "Nike's top posts": the brand, not its possessive. "on TikTok", "抖音上": a medium, not a subject.
  const subjects = leftoverNames(text, [...spans, MEDIA_PHRASE, EN_FILLER, ZH_FILLER]).map((s) =>
    s.replace(/['’]s$/iu, ''),
  );
  // One medium named narrows the question to it; several ("YouTube and TikTok") is every medium.
  const media = mediaOf(text);
  const by = POST_DIMENSION_WORDS.find(([, w]) => w.test(asked))?.[0];
  const read =
    questionOf(asked, Boolean(day), by) ??
    (subjects.length > 1 && WHICH_ONE.test(asked) ? 'compare_subjects' : undefined) ??
    // "看下耐克这周的数据": a subject's numbers are every measure of it.
    (subjects.length > 0 && SUBJECT_DATA.test(asked) ? 'compare_subjects' : undefined) ??
    // "总结一下耐克看板": a summary is every measure of the dashboard's subjects (the name took the words).
    (SUMMARY.test(text) ? 'compare_subjects' : undefined);
  // Two spans ("这个月和上个月的播放量对比"), or one against the one before ("环比", "vs the previous period"): the
  // measures over both. A ranking or the sentiment over two spans is asked back instead (query-choices.ts).
  const question =
    (versus || previous || PREVIOUS_PERIOD.test(asked) || SOCIAL_PREVIOUS.test(asked)) && comparesTotals(read)
      ? 'compare_periods'
      : read;
  const metric = METRICS.find(([, w]) => w.test(asked))?.[0];
  // "小米和华为哪个口碑更好": a sentiment or trend asked of two subjects is answered per subject.
  const oneAgainstOther =
    subjects.length > 1 &&
    (COMPARE.test(asked) || ((question === 'sentiment' || question === 'trend') && WHICH_ONE.test(asked)));
  const bySubject = question !== 'compare_subjects' && (BY_SUBJECT.test(asked) || oneAgainstOther);
  return {
    ...(question ? { question } : {}),
    ...(metric ? { metric } : {}),
    ...(limit ? { limit } : {}),
    ...(name ? { dashboard_name: name } : {}),
    ...(subjects.length ? { subjects: subjects.slice(0, 5) } : {}),
    ...(bySubject ? { by_subject: true } : {}),
    ...(media.length === 1 ? { platform: media[0] } : {}),
    ...(question === 'breakdown' ? { by } : {}),
    ...(period ? { period } : {}),
    ...(versus ? { versus } : {}),
    ...(day ? { date: day.value } : {}),
  };
}
