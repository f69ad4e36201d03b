import { foldText } from './fold-text.ts';

/*
 * Slot readers of the outreach tools: the project a request names ("to the project Spring Launch", "加到春季新品项目")
 * and the creators it names (none when it says "these creators": the session's last recommendation), as written.
 */

const QUOTED = `["“「『]?(.+?)["”」』]?`;
/** A name without the word "project": in quotes, or words in capitals ("Summer Drop", "Q3 Launch"). */
const CAPITALIZED = `(["“].+?["”]|\\p{Lu}[^\\s.?!]*(?:\\s+[\\p{Lu}\\d][^\\s.?!]*)*)`;
/**
 * What follows a name in a follow-up request ("the creators of project X who didn't reply", "project X replied,
 * follow up…"): the creators without a reply, not the name.
 */
const NO_REPLY = `who|that|whose|did(?:n['’]t|\\s+not)|have(?:n['’]t|\\s+not)|has(?:n['’]t|\\s+not)|never|still|went|replied|answered|responded|ignored`;
const WHO_DID_NOT = `(?:creators?|influencers?|kols?|koxs?|bloggers?|youtubers?)\\s+(?:who|that)`;
/** What stands where a name in capitals would and is none: a day, a language. */
const NOT_CAPITALIZED_NAME = `(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Tomorrow|Today|Tonight|Next|English|Chinese|Mandarin)\\b)`;
/** The creators a follow-up is for: those who have not replied ("the non-responders", "the ones who went quiet"). */
const FOLLOW_UP_CONTEXT = `\\b(?:follow(?:ing)?(?:-|\\s+)?ups?|nudge|chase|remind(?:er)?|ping|repl(?:y|ied|ies)|answer(?:ed)?|respond(?:ed)?|non-?responders|got\\s+back|ignored|went\\s+(?:quiet|silent))\\b`;
/* Each with whether the name may begin with the creators ("add all of them to my X project": cut at the last "to"). */
const EN_PROJECT: [RegExp, boolean][] = [
  [
    new RegExp(
      `\\b(?:create|make|start|open|set up)\\s+(?:the\\s+|a\\s+)?(?:new\\s+)?project\\s+(?:called\\s+|named\\s+)?${QUOTED}\\s+(?:and|with)\\b`,
      'iu',
    ),
    false,
  ],
  [
    new RegExp(
      `\\bproject\\s+(?!(?:in|for|to|of|and|with|at|on|by|from|tomorrow|today|tonight|this|last|next|now|right|immediately|${NO_REPLY})\\b)(?:called\\s+|named\\s+)?${QUOTED}(?:\\s*[,;]\\s+.*|\\s+(?:and|with|for|tomorrow|today|tonight|this|last|at|in|now|right away|immediately|on|going|doing|coming along|progressing|looking|standing|${NO_REPLY}|${WHO_DID_NOT})\\b.*)?[\\s.?!]*$`,
      'iu',
    ),
    false,
  ],
  [new RegExp(`\\b(?:to|into|in|for|of)\\s+(?:the\\s+|my\\s+|our\\s+)?${QUOTED}\\s+project\\b`, 'iu'), true],
  // "send the invitations of Spring Launch tomorrow", "who replied in Spring Launch this week?", "which creators
  // replied to the Summer Drop invitations": no word "project".
  [
    new RegExp(
      `\\b(?:invitations?|invites?|e-?mails?|outreach|drafts?|replied|replies|answered)(?:\\s+(?:this\\s+week|this\\s+month|today|so\\s+far))?\\s+(?:of|for|in|to|from)\\s+(?:the\\s+)?(?!(?:the|this|that|these|those|a|an|my|our|your|his|her|their|ones|people|folks|non-?responders|creators?|influencers?|kols?|koxs?|bloggers?|youtubers?|channels?|them|everyone|all|me|us|it|outreach|e-?mails?|invitations?|invites?|messages?|drafts?|chinese|english|mandarin|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|next|noon|\\d)\\b)${QUOTED}(?=\\s+(?:tomorrow|today|tonight|this|next|last|now|at|on|in|by|so far|yet|invitations?|invites?|e-?mails?|outreach|messages?)\\b|[\\s.?!]*$)`,
      'iu',
    ),
    false,
  ],
  // "send the Summer Drop invitations tomorrow": a name in capitals or quotes before what is sent or written.
  [
    new RegExp(
      `\\b(?:[Ss]end|[Ss]chedule|[Ww]rite|[Dd]raft)\\s+(?:out\\s+)?(?:the\\s+|our\\s+|my\\s+)?${CAPITALIZED}\\s+(?:invitations?|invites?|e-?mails?|outreach|drafts?)\\b`,
      'u',
    ),
    false,
  ],
  // "draft emails in English for Summer Drop": a name in capitals or quotes after "for" at the end.
  [
    new RegExp(
      `\\b(?:invitations?|invites?|e-?mails?|outreach|drafts?)\\b.*?\\bfor\\s+(?:the\\s+)?(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Tomorrow|Today|Tonight|Next)\\b)${CAPITALIZED}[\\s.?!]*$`,
      'u',
    ),
    false,
  ],
  // "what's the status of Summer Drop", "how is Spring Launch going?", "Summer Glow progress", "reply rate of
  // Summer Drop": no word "project",
  // a name in capitals or quotes.
  [
    new RegExp(
      `\\b(?:status|progress|update|(?:reply|response) rate)\\s+(?:of|on|for|in)\\s+(?:the\\s+)?${CAPITALIZED}[\\s.?!]*$`,
      'u',
    ),
    false,
  ],
  [
    new RegExp(
      `\\bhow(?:['’]s|\\s+is|\\s+are\\s+things\\s+(?:in|with))\\s+(?:the\\s+)?${CAPITALIZED}(?:\\s+project)?\\s+(?:going|coming\\s+along)\\b`,
      'u',
    ),
    false,
  ],
  [new RegExp(`^${CAPITALIZED}\\s+(?:progress|status|(?:reply|response) rate)[\\s.?!]*$`, 'u'), false],
  // "add @priyaruns1 to Spring Launch": no word "project", a name in capitals or quotes at the end.
  [
    new RegExp(
      `\\b(?:add|put|save|move|include)\\s+.+?\\s+(?:to|into|in)\\s+(?:the\\s+|my\\s+|our\\s+)?(?!team\\b|our\\b|the\\b)(["“「『].+?["”」』]|\\p{Lu}[^\\s.?!]*(?:\\s+[\\p{Lu}\\d][^\\s.?!]*)*)[\\s.?!]*$`,
      'u',
    ),
    false,
  ],
  // Follow-ups, no word "project", a name in capitals or quotes: "follow up with the creators of Spring Launch who
  // didn't reply", "nudge the ones who haven't answered in Spring Launch", "…who ignored our Summer Glow invite".
  [
    new RegExp(
      `\\b(?:of|in|from|at)\\s+(?:the\\s+)?${NOT_CAPITALIZED_NAME}${CAPITALIZED}\\s+(?:who|that)\\b`,
      'u',
    ),
    false,
  ],
  [
    new RegExp(
      `${FOLLOW_UP_CONTEXT}.*?\\b(?:in|of|for|from|on)\\s+(?:the\\s+)?${NOT_CAPITALIZED_NAME}${CAPITALIZED}[\\s.?!]*$`,
      'u',
    ),
    false,
  ],
  [
    new RegExp(
      `${FOLLOW_UP_CONTEXT}\\s+(?:to\\s+|on\\s+)?(?:our|the)\\s+${NOT_CAPITALIZED_NAME}${CAPITALIZED}\\s+(?:invitations?|invites?|e-?mails?|outreach)\\b`,
      'u',
    ),
    false,
  ],
  // "Spring Launch: follow up with whoever hasn't replied".
  [
    new RegExp(`^${NOT_CAPITALIZED_NAME}${CAPITALIZED}(?:\\s+project)?\\s*:\\s+.*${FOLLOW_UP_CONTEXT}`, 'u'),
    false,
  ],
];
const ZH_PROJECT: [RegExp, boolean][] = [
  [/(?:新建|创建|建立|建)(?!联)(?:一个)?(?:项目)?[「“『]?(.+?)[」”』]?(?:项目)?(?:[，,]|并|然后)/u, false],
  [/项目[「“『](.+?)[」”』]/u, false],
  // "查看项目春季新品的进度", "跟进一下项目咖啡节": the name after the word, unquoted, up to what is asked of it.
  [
    /(?:^|查看|看看|看一下|查一下|查|跟进一?下|催一?下|提醒一?下)项目(?!列表|中心)([^「“『，,。\s的]+?)(?:的|里|中|现在|这周|本周|上周|今天|昨天|这个月|本月|上个月|最近|进展|进度|$)/u,
    false,
  ],
  [/(?:加到|加入|加进|添加到|放进|放到|导入|存到|保存到)项目(.+?)(?:里|中|吧|[，,。]|$)/u, false],
  [/([^「“『，,。]+?)项目/u, true],
  // "给夏日新品写英文邀约邮件": the name the invitations are written for (not "这个达人").
  [/(?:给|为)([^，,。\s的]+?)(?:项目)?(?:的达人)?(?:写|起草|生成|准备)/u, false],
  // "夏日新品这个月有多少达人回复": the name a reply question begins with.
  [
    /^([^，,。\s的]+?)(?:项目)?(?:这周|本周|今天|这个月|本月)?(?:有多少|有哪些|有几个|谁)(?:达人|人)?回复/u,
    false,
  ],
  // "夏日防晒的回复率怎么样": the name a question of its replies or progress begins with.
  [/^([^，,。\s的]+?)(?:项目)?的?(?:回复率|回复情况|进展|进度)/u, false],
  // "明天上午9点发送夏日新品的邀约": no word 项目, the name before what is sent or written.
  [/(?:发送|发出|群发|发(?![送出]))([^，,。\s的]+?)的(?:邀约|邀请|邮件)/u, false],
  // "把@priyaruns1加到春季新品": no word 项目; the team database is not a project.
  [/(?:加到|加入|加进|添加到|放进|放到)(?!团队|达人库|我们的)([^，,。\s]+?)(?:里|中|吧|[，,。]|$)/u, false],
  // "催一下春季新品没回复的达人", "春季新品还没回信的博主提醒一下": no word 项目, the name before the creators without a
  // reply (after the verb, cut off).
  [
    /^([^，,。\s的]+?)(?:里|中)?(?:那些|那几个)?(?:还|一直|迟迟|至今)?(?:没|未)有?(?:回|理)[^，,。]*?的(?:达人|博主|网红|红人|KOL|kol)/u,
    true,
  ],
];

/** What may stand before a project's name: "add all of them to my X project", "麻烦按brief为X项目…". */
const CUT =
  /\s+(?:to|into|in|for|of)\s+(?:the\s+|my\s+|our\s+)?|新建|创建|建立|加到|加入|加进|添加到|放进|放到|导入|存到|保存到|给|为|把|将|写|起草|生成|准备|发送|发出|群发|定时|发下|发|看一下|看看|查看|看|查|在|按brief|帮我|请|麻烦|取消|停止|暂停|撤回|撤销|停掉|催一?下|催一催|催促|催催|催|跟进一?下|跟进|提醒一?下|提醒|追一?下|联系一?下|这周|本周|今天|本月|这个月|看一下|看看|我们的|咱们的|我的/iu;

/**
 * Words that stand where a name would ("我们项目的回复率", "my project", "how is the project going?"): the request
 * names no project.
 */
const NOT_A_NAME =
  /^(?:the|a|this|that|my|our|new|这个|那个|这些|那些|该|里|中|吧|我|我们|我的|我们的|咱们|咱们的|你们的?|他们的?|这周|本周|上周|今天|昨天|这个月|本月|上个月|最近|都|看看|看一下|查看|查一下|查查|请问|失败|发送失败|定时|排期|已排期|待发送|对|所有|全部|还|再|一直|迟迟|至今|(?:邀约|邀请)(?:邮件)?|邮件|项目|projects?|going|doing|progressing|looking|standing)$|(?:达人|博主|网红|红人|kols?|koxs?|creators?|influencers?|bloggers?|youtubers?|他们|她们|大家)$/iu;

const hasHan = (text: string) => /\p{Script=Han}/u.test(text);

/** The project a request names, as written; none when it names none. */
export function projectNameOf(raw: string): string | undefined {
  const text = foldText(raw);
  for (const [pattern, cut] of hasHan(text) ? ZH_PROJECT : EN_PROJECT) {
    const said = pattern.exec(text)?.[1];
    const name = (cut ? said?.split(CUT).pop() : said)?.trim().replace(/^["“「『](.+)["”」』]$/u, '$1');
    if (name && !NOT_A_NAME.test(name)) return name;
  }
  return undefined;
}

/** Whether the request asks for a new project ("create the project X and add …", "新建X项目，…"). */
export const createsProject = (raw: string): boolean =>
  /\b(?:create|make|start|set up)\s+(?:the\s+|a\s+)?(?:new\s+)?project\b|\bnew project\b|新建|创建|建一个/iu.test(
    foldText(raw),
  );

/** Words for the creators already on screen: the session's last recommendation, not names. */
const THESE =
  /^(?:these|those|them|they|all|all of them|everyone|every(?:one|body)|the (?:recommended|ranked|top|above|shortlisted|listed)\b.*|the (?:creators|influencers|kols|bloggers)\b.*|(?:these|those|all)\s+.*|them all|everyone\b.*|(?:这|那|全部|所有|刚才|上面|推荐|以上|他们|她们|它们).*)$/iu;
const LIST_SPLIT = /\s*(?:,|，|、|\band\b|&|和|及|与)\s*/u;

const EN_CREATORS = [
  /\b(?:add|put|save|move|include)\s+(.+?)\s+(?:to|into|in)\s+(?:the\s+|my\s+|our\s+)?(?:project\b|["“]?\S)/iu,
  /\b(?:and|then)\s+(?:add|put)\s+(.+?)(?:\s+(?:to|into|in)\s+it)?[\s.?!]*$/iu,
  /\bwith\s+(.+?)[\s.?!]*$/iu,
  // "bookmark Lily Trails for the team": saved for the team database.
  /\b(?:save|bookmark|keep|store)\s+(.+?)\s+for\s+(?:the\s+|my\s+|our\s+)?team\b/iu,
];
const ZH_CREATORS = [
  /(?:把|将)(.+?)(?:都|全部|一起)?(?:加到|加入|加进|添加到|放进|放到|导入|存到|保存到|加进)/u,
  // "收藏小鹿跑步到团队库": the creator between the verb and where it goes.
  /(?:收藏|保存|存)(?!到)(.+?)(?:到|进)(?:团队|我们的|达人库)/u,
];

/** The creators a request names ("add Mia Chen and Tom Reed to …", "把小美、阿强加到…"); none for "these creators". */
export function namedCreatorsOf(raw: string): string[] {
  const text = foldText(raw);
  for (const pattern of hasHan(text) ? ZH_CREATORS : EN_CREATORS) {
    const said = pattern.exec(text)?.[1]?.trim();
    if (!said) continue;
    if (THESE.test(said)) return [];
    return said
      .split(LIST_SPLIT)
      .map((s) =>
        s
          .trim()
          // "把达人@lily_runs存到团队库": the word for a creator is not part of the name.
          .replace(/^(?:达人|博主|网红|红人|creator|influencer)\s*(?=@)/iu, '')
          .replace(/^@/, ''),
      )
      .filter(Boolean);
  }
  return [];
}

const IN_CHINESE =
  /\b(?:in|into)\s+(?:chinese|mandarin)\b|(?:用|写成|翻成|改成|换成|改用|换用)中文|中文(?:版|的)?(?:邀约|邮件|邀请)/iu;
const IN_ENGLISH =
  /\b(?:in|into)\s+english\b|(?:用|写成|翻成|改成|换成|改用|换用)英文|英文(?:版|的)?(?:邀约|邮件|邀请)/iu;

/** The language the e-mails are to be written in, when the request says one ("in English", "用英文写"). */
export function outreachLanguageOf(raw: string): 'zh' | 'en' | undefined {
  const text = foldText(raw);
  if (IN_ENGLISH.test(text)) return 'en';
  if (IN_CHINESE.test(text)) return 'zh';
  return undefined;
}

const REWRITE =
  /\b(?:re-?write|re-?draft|redo|again|instead)\b|重写|重新(?:写|起草|生成|用)|再写一遍|改成|换成|改用|换用/iu;

/**
 * Whether the request asks for invitations written already to be written again ("write them in Chinese
 * instead", "用英文重写"), not only for the creators without one.
 */
export const asksToRewrite = (raw: string) => REWRITE.test(foldText(raw));

const PERIODS: ['today' | 'this_week' | 'this_month', RegExp][] = [
  ['today', /\btoday\b|今天|今日/iu],
  ['this_week', /\bthis week\b|这周|本周|这一周|这个星期|本星期/iu],
  ['this_month', /\bthis month\b|这个月|本月/iu],
];

/** The period a status question asks about ("this week", "这周"); none when it names none. */
export const statusPeriodOf = (raw: string) => PERIODS.find(([, p]) => p.test(foldText(raw)))?.[0];
