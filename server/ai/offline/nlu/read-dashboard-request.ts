import { foldText, wordBounded } from './slots/fold-text.ts';
import { FREQUENCY_PHRASE, frequencyOf, type Frequency } from './slots/frequency.ts';
import { languagesOf } from './slots/languages.ts';
import { periodOf } from './slots/period.ts';
import { MEDIA_PHRASE, mediaOf, type Media } from './slots/media.ts';
import { unsupportedPlatformsOf } from './slots/platforms.ts';
import { regionsOf } from './slots/regions.ts';
import { leftoverParts, subjectsOf, type RequestedSubject } from './slots/subjects.ts';

export interface DashboardRequest {
  name?: string;
  subjects: RequestedSubject[];
  /** Empty when the request names no medium. */
  media: Media[];
  regions: string[];
  languages: string[];
  frequency: Frequency;
}

const NAME = [
  /\b(?:called|named|titled|name it|call it)\s+["“「]?([^"”」,.;]+?)["”」]?(?=$|[,.;]|\s+(?:on|in|for|tracking|with|and)\s)/iu,
  /(?:叫做?|命名为|名为|名字叫|取名为?|标题为?)\s*[“"「『]?([^，。,”"」』\s]+?)[”"」』]?(?=$|[，。,的]|\s)/u,
];

/** Everything in a dashboard request that is not a subject, in English. */
const EN_FILLER = new RegExp(
  wordBounded(
    [
      "please|pls|plz|kindly|hey|hi|hello|ok|okay|thanks|thank you|could you|can you|would you|will you|i want to|i'd like to|i would like to|i need to|i need|we need|i want|help me|let's|lets|just|quickly|go ahead and|me|another|one",
      'merge|combine|track(?:ing)?|monitor(?:ing)?|follow(?:ing)?|watch(?:ing)?|keep an eye(?: on)?|keep tabs(?: on)?|keep|set up|setup|create|build|make|start|spin up|generate|put together|launch|analy[sz]e|collect|gather|listen to|add',
      'a|an|the|new|my|our|some|social|listening|media',
      'dashboards?|board|tracker|monitoring|analytics|analysis|comparison|compare|comparing|competitors?|competitive|benchmark(?:ing)?|report',
      'for|about|on|of|with|covering|that|which|tracks|to|between|around|against|from|in',
      'mentions|posts|videos|content|buzz|data|conversations|performance|coverage',
      'updated?|updating|refresh(?:ed)?|collected|run|anyway',
      "something|what people say|what|people|say|saying|talk|talking|think|only|i'd like|i'd love|we'd like|i'd",
      'get|got|give|bring|put|need|want|see|show|how|is|are|doing|does|do|perform(?:s|ing)?|sentiment|popularity|reputation|discussion|opinions?|perception|trends?|tracking|weekly|daily|monthly|so that|can|i|we|us',
    ].join('|'),
  ),
  'giu',
);
/**
 * The same in Chinese. 在 and 上 only go with the place or medium they belong to; 的 goes where it touches a
 * cut word (see leftoverNames), so a brand that contains it stays whole.
 */
const ZH_FILLER =
  /^把|^(?:帮我|请|麻烦)?为|合并|的话题|话题|帮我|帮忙|请你?|怎么|如何|怎样|麻烦你?|给我|我想要?|我要|我需要|想要|能不能|能否|可以|可否|需要|一下|一个|出一份|出个|一份|新的|新建|创建|建立|搭建|生成|制作|做个?|建个?(?!设)|(?:弄|整|搞|来)(?:一个|一份|一套|个)|(?<!\p{Script=Han})(?:给|想)(?=\p{Script=Han})|搭一?个|关注下|盯下|看一次|只看|只要|弄个?|开个?|我想看看|我想看|想看看|想看|了解一下|了解|设置|追踪|跟踪|监测|监控|关注|盯着?|看看|看一下|看下|瞧瞧|分析|采集|收集|关于|针对|有关|对于|对比|比较|竞品|看板|报告|报表|仪表盘|仪表板|面板|监测板|声量|舆情|口碑|评价|讨论|数据|内容|表现|情况|热度|人气|受欢迎程度|受欢迎|相关|视频|帖子|更新|刷新|吧|呢|啊|哈|谢谢|好的|仍然|还是/gu;

/** Chinese words that join or end a list, after which a place name is not part of a brand. */
const LIST_WORD = /和|与|跟|及|或|还有|等/u;

function startsAt(pattern: RegExp, text: string, at: number): boolean {
  const sticky = new RegExp(pattern.source, pattern.flags.replace('g', '') + 'y');
  sticky.lastIndex = at;
  return sticky.test(text);
}

/**
 * A place name followed by a sector word is an institution ("中国移动", "中国建设银行", "美国运通"); followed by
 * anything else it is the market of the brand after it ("印度小米手机", "美国比亚迪").
 */
const INSTITUTION =
  /(?:移动|联通|电信|银行|保险|人寿|财险|平安|石油|石化|海油|航空|航天|邮政|铁路|铁建|建筑|电力|电网|能源|烟草|运通|证券|集团)$/u;

/** The Chinese characters from `at` up to the next cut word, 的 or 在. */
function nameRunFrom(text: string, at: number, startsCut: (i: number) => boolean): string {
  let end = at;
  while (end < text.length && /[^\P{Script=Han}的在]/u.test(text[end] ?? '') && !startsCut(end)) end++;
  return text.slice(at, end);
}

/** The name a request gives its dashboard ("called X", "叫X"), with where it was said. */
export function requestedNameOf(text: string): { name?: string; span?: [number, number] } {
  for (const pattern of NAME) {
    const m = pattern.exec(text);
    if (m?.[1]) return { name: m[1].trim(), span: [m.index, m.index + m[0].length] };
  }
  return {};
}

/**
 * Reads a dashboard request ("track Nike and Adidas running shoes on YouTube in the US, weekly", "帮我做一个小米手机
 * 和华为手机的对比看板，每周更新"): the subjects are what remains once media, places, languages, the frequency,
 * the name and the request's own words are cut out.
 */
export function readDashboardRequest(raw: string): DashboardRequest {
  const text = foldText(raw);
  const { name, span } = requestedNameOf(text);
  const languages = languagesOf(text);
  const platforms = unsupportedPlatformsOf(text);
  // A window ("最近一个月") says what to look at, not whom; a dashboard has no window of its own, so it goes.
  const window = periodOf(text, new Date())?.span;
  const taken = [
    ...(span ? [span] : []),
    ...(window ? [window] : []),
    ...languages.spans,
    ...platforms.spans,
  ];
  const startsCut = (at: number) =>
    taken.some(([from]) => from === at) ||
    [MEDIA_PHRASE, FREQUENCY_PHRASE, ZH_FILLER, LIST_WORD].some((cut) => startsAt(cut, text, at));
  const regions = regionsOf(text, (end) => INSTITUTION.test(nameRunFrom(text, end, startsCut)));
  const cuts = [...taken, ...regions.spans, MEDIA_PHRASE, FREQUENCY_PHRASE, EN_FILLER, ZH_FILLER];
  return {
    ...(name ? { name } : {}),
    subjects: subjectsOf(leftoverParts(text, cuts)),
    media: mediaOf(text),
    regions: regions.values,
    languages: languages.values,
    frequency: frequencyOf(text),
  };
}
