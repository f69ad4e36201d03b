/**
 * "Which dashboards track Nike?", "do I have a dashboard about Puma", "哪些看板在追踪耐克", "有没有关于耐克的看板",
 * "耐克的看板有哪些": a look for dashboards by what they track, answered with the list searching for it, not read
 * as a new dashboard about "哪些" and "Nike". "Which dashboards do I have" looks for none: the whole list.
 */
const END = String.raw`[\s?？.。!！]*$`;
const LOOKUPS = [
  new RegExp(
    String.raw`\b(?:which|what)\s+(?:dashboards?|reports?)\s+(?:do|did|have)\s+(?:i|we)\s+(?:have|got|made|make|built|build|created|create)()${END}`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:which|what)\s+(?:of\s+(?:my|our)\s+)?(?:dashboards?|reports?)\s+(?:do\s+(?:i|we)\s+have\s+(?:about|for|on)|(?:are|is)\s+(?:about|for|on|tracking)|track|tracks|follow|follows|cover|covers|monitor|monitors|watch|watches|mention|mentions|include|includes)\s+(.{1,60}?)${END}`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:do\s+(?:i|we)\s+have|is\s+there|are\s+there|have\s+(?:i|we)\s+got)\s+(?:a|an|any)\s+(?:dashboards?|reports?)\s+(?:about|for|on|tracking|that\s+tracks?|following)\s+(.{1,60}?)${END}`,
    'iu',
  ),
  new RegExp(
    String.raw`\bfind\s+(?:the\s+|my\s+|our\s+)?(?:dashboards?|reports?)\s+(?:about|for|on|tracking|that\s+track)\s+(.{1,60}?)${END}`,
    'iu',
  ),
  new RegExp(
    `哪(?:些|个|几个)(?:看板|报告)(?:在|有|是)?(?:追踪|跟踪|关注|监测|监控|包含|关于|追|跟)(?:了|着)?(.{1,30}?)(?:的)?${END}`,
    'u',
  ),
  new RegExp(`(?:有没有|有无|是否有)(?:关于|追踪|跟踪|关注)?(.{1,30}?)的?(?:看板|报告)${END}`, 'u'),
  new RegExp(
    `^(?:请|帮我)?(?:找一下|找找|找)?(.{1,30}?)(?:相关)?的(?:看板|报告)(?:有哪些|都有哪些|有几个)${END}`,
    'u',
  ),
  new RegExp(`^(?:请|帮我)?(?:找一下|找找|找)(.{1,30}?)(?:相关)?的(?:看板|报告)${END}`, 'u'),
];
/**
 * "Show me the running shoes dashboard", "pull up the Nike report as a page": the whole request is to open one
 * dashboard by its name (the open_screen skill reads which and how), though its words are close to a question.
 * A name with "in", "of", "for"… is a question about one ("show me the top videos in the Nike dashboard").
 */
const OPEN_ONE = new RegExp(
  String.raw`^(?:please\s+)?(?:show\s+me|show|open(?:\s+up)?|pull\s+up|bring\s+up|go\s+to|take\s+me\s+to|view)\s+(?:the|my|our)\s+(\S.{0,59}?)\s+(?:dashboard|report)(?:\s+(?:as\s+a\s+(?:full\s+)?page|in\s+the\s+(?:side\s+)?panel))?[\s.!]*$`,
  'iu',
);
/** "看看Nike看板", "打开「跑鞋」报告": the whole request names one dashboard to open. */
const OPEN_ONE_ZH =
  /^(?:请|帮我|麻烦)?(?:打开|看看|看一下|看下|查看|进入|调出)(?:一下)?(?:我的|我们的)?[「“]?([^，,。？?！!\s的「“」”]{1,30}?)[」”]?的?(?:看板|报告)吧?[。.!！]*$/u;
const PART_OF_A_QUESTION = /\b(?:in|of|for|from|on|at|with|about|by|per)\b/iu;

export function opensOneDashboard(text: string): boolean {
  const name = OPEN_ONE.exec(text.trim())?.[1];
  const zh = OPEN_ONE_ZH.exec(text.trim())?.[1];
  return (
    (name !== undefined && !PART_OF_A_QUESTION.test(name)) || (zh !== undefined && !NOT_A_SUBJECT.test(zh))
  );
}

/** Words that name no subject: "which dashboards do I have", "有没有我的看板". */
const NOT_A_SUBJECT = /^(?:i|we|my|our|me|us|any|all|我|我们|我的|我们的|自己的|所有|全部|这些|那些)$/iu;

/** What the request looks for (`search` absent: every dashboard); undefined when it is no such look. */
export function dashboardLookupOf(text: string): { search?: string } | undefined {
  for (const pattern of LOOKUPS) {
    const match = pattern.exec(text.trim());
    if (!match) continue;
    const found = match[1]?.trim();
    return found && !NOT_A_SUBJECT.test(found) ? { search: found } : {};
  }
  return undefined;
}
