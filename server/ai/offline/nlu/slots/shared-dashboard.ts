import { dashboardNameOf } from './dashboard-name.ts';
import { foldText } from './fold-text.ts';

/** A name of up to 60 characters that does not run back over another "the", "my", "our", "this" or "that". */
const NAME = String.raw`((?:(?!\b(?:the|my|our|this|that)\s).){1,60}?)`;
const LINKED_DASHBOARD = [
  new RegExp(
    String.raw`\b(?:links?|history|records?|status)\s+(?:(?:I|we)\s+(?:shared|sent|made)\s+)?(?:for|of|to|on)\s+(?:the\s+|my\s+|our\s+)?${NAME}\s+(?:dashboard|report)\b`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:the|my|our)\s+(?:shared\s+)?${NAME}\s+(?:dashboard|report)(?:['’]s)?\s+(?:share\s+)?links?\b`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:the|my|our)\s+shared\s+${NAME}\s+(?:dashboard|report)\b`, 'iu'),
  // "stop sharing the Nike dashboard", "unshare the Nike report"
  new RegExp(
    String.raw`\b(?:stop\s+sharing|quit\s+sharing|unshare)\s+(?:the\s+|my\s+|our\s+)?${NAME}\s+(?:dashboard|report)\b`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:the|my|our)\s+${NAME}\s+(?:dashboard|report)\s+(?:I|we|you)\s+(?:shared|sent)\b`,
    'iu',
  ),
  /([^\s，。,的在把从份]{1,30}?)(?:看板|报告)的?(?:那个|这个|哪些|所有|几个)?(?:分享|共享|发出去|发给)/u,
  // "who viewed the Nike report", "Nike报告被查看了几次": views are counted only on its links.
  new RegExp(
    String.raw`\b(?:viewed|opened|seen|saw|visited|looked\s+at)\s+(?:the\s+|my\s+|our\s+)?(?:shared\s+)?${NAME}\s+(?:dashboard|report)\b`,
    'iu',
  ),
  /([^\s，。,的在把从份]{1,30}?)(?:看板|报告)(?:的链接)?被?(?:查看|打开|浏览|看)(?:了|过)?(?:几|多少)(?:次|回|遍)/u,
  /(?:分享|共享|发)(?:出去)?(?:了)?的([^\s，。,的在把从份]{1,30}?)(?:看板|报告)/u,
  // "谁看过Nike报告", "谁打开了我分享的耐克看板", "Adidas报告有谁看过"; "我发给客户的报告" names none.
  /谁(?:看|打开|查看|浏览|点开)(?:过|了)(?:(?:我|我们)?(?:分享|发)(?:给[^\s，。,的]{1,10})?的)?([^\s，。,的在把从份我给]{1,30}?)的?(?:看板|报告)/u,
  /([^\s，。,的在把从份谁]{1,30}?)(?:看板|报告)有?谁(?:看|打开|查看|浏览|点开)(?:过|了)/u,
];
/** What comes before the name in "请查看Nike看板的分享链接", "撤销Nike看板的分享链接": the request, not the dashboard. */
const LEAD =
  /^(?:请|麻烦|帮我|帮忙|我想|我要)?(?:查看|查一下|查查|看看|看一下|查询|列出|打开|显示|看|撤销|撤回|取消|关闭|停用|作废|删除|删掉|移除)?/u;
const QUOTES = /^[“"「『]|[”"」』]$/gu;
const NOT_A_NAME =
  /^(?:this|that|the|my|our|latest|last|newest|current|new|weekly|monthly|daily|whole|all|这个|那个|该|此|当前|我|我们|咱们|我的|我们的|咱们的|最新的?|一个|所有|全部)$/iu;
const ABOUT_LINKS = /\b(?:share|shared|sharing|links?)\b|分享|共享|链接/iu;

/**
 * The dashboard a question about its share links names: "the share link for the Nike dashboard", "the share
 * history of the Nike dashboard", "the Nike report I shared", "Nike看板的分享链接", "分享出去的耐克报告"; else
 * what dashboardNameOf reads ("查看耐克看板…"). That reader takes "show the share links of this dashboard" for a
 * dashboard named "share links of this", so these come first, and a name about links is none.
 */
export function sharedDashboardOf(text: string): string | undefined {
  const folded = foldText(text);
  for (const pattern of LINKED_DASHBOARD) {
    const m = pattern.exec(folded);
    if (!m) continue;
    const name = m[1]?.replace(LEAD, '').replace(QUOTES, '').trim();
    // "this dashboard's share links" names none, and the general reader would read no more into it.
    return name && !NOT_A_NAME.test(name) && !ABOUT_LINKS.test(name) ? name : undefined;
  }
  const { name } = dashboardNameOf(folded);
  return name && !ABOUT_LINKS.test(name) ? name : undefined;
}

/** "stop sharing the Nike dashboard", "取消分享这个看板", "把分享链接关掉": a link ended, never a new one made. */
const STOPS_SHARING =
  /\b(?:stop|quit|cease)\s+sharing\b|\bunshare\b|\brevoke\b|\b(?:disable|turn\s+off|kill|deactivate|cancel|delete|remove)\s+(?:the\s+|my\s+|that\s+|this\s+|our\s+)?(?:share\s+|shared\s+)?links?\b|取消(?:了)?分享|(?:删除|删掉|移除|取消)[^，。,]{0,20}?分享链接|停止分享|不再分享|不要再?分享|别再分享|撤销|撤回|(?:分享)?链接(?:关掉|关闭|作废|停用|失效掉)|(?:关掉|关闭|作废|停用)(?:这个|那个)?分享链接/iu;

export const stopsSharing = (text: string): boolean => STOPS_SHARING.test(foldText(text));
