/**
 * A dashboard named in quotes (“Nike vs Adidas”, 「耐克」), as "in the X dashboard" / "X看板里", or as what is
 * shared, downloaded or changed ("share the X report", "export the X dashboard", "rename the X dashboard",
 * "把X看板分享给…", "分享X看板", "把X报告导出", "把X看板改名为…"); "this dashboard" and "the weekly report" name
 * none.
 */
const DASHBOARD_NAME = [
  /[“"「『]([^”"」』]{1,100})[”"」』]/u,
  // "set the budget of the Q4 ads dashboard to 5000": the setting is not part of the name.
  /\b(?:budget|name|title|attribution(?:\s+window)?|refresh|frequency|update frequency)\s+(?:of|for)\s+(?:the|my|our)\s+(.{1,60}?)\s+(?:dashboard|report)\b/iu,
  /\b(?:in|on|from|of|for|share|send|export|download|save|turn|convert|give me|get me|need|want|rename|make|set|switch|update|open|show me|show|view|pull up|bring up|go to|take me to|recap|summari[sz]e|summary of)\s+(?:the|my)\s+(?!(?:budget|name|title|attribution|refresh|frequency|update frequency)\s+(?:of|for)\b)(.{1,60}?)\s+(?:dashboard|report)\b/iu,
  /(?:^(?:请|麻烦|帮我|帮忙)?|在|把|从|一份|让)([^\s，。的在把从份]{1,30}?)(?:看板|报告)(?:里|中|上|(?=分享|共享|发给|发送|导出|导成|下载|存为|存成|保存|能不能|的(?:PDF|一?张?(?:长图|图片|截图))|改名|重命名|改成|改为|设为|设置成|设置为|设成|调成|调为|的名字|的名称|不再|不用|停止|每(?:周|天|日|月|个月)|[周日月]更|更新|最近|近期|上周|本周|这周|上个?月|本月|这个月|今年|去年|哪|谁|什么|多少|怎么|如何|播放|点赞|评论|互动|口碑|情感|趋势|表现|数据|的(?:更新|频率|播放|点赞|评论|互动|口碑|情感|趋势|表现|数据|视频|帖子)))/iu,
  // "生成分享链接：Nike看板", "发个分享链接，这个报告": the link is what is made, the name comes after it.
  /(?:导出|下载|分享|共享|发送)(?:链接\s*[:：,，]\s*)?([^\s，。,的在把从:：]{1,30}?)(?:看板|报告)/u,
  // "每周更新一次耐克看板": the dashboard whose updates are set.
  /(?:更新一次|更新一下|更新)([^\s，。的在把从]{1,30}?)(?:看板|报告)/u,
  // "打开耐克看板", "看一下耐克的看板", "看看跑鞋那个看板": what is opened or looked at.
  /(?:打开|看看|看一下|查看|进入|切到|切换到|显示|跳转到|总结一下|总结|概括一下|汇总一下)([^\s，。的在把从]{1,30}?)的?(?:看板|报告)/u,
];
const NOT_A_NAME =
  /^(?:this|that|the|my|latest|last|newest|current|new|weekly|monthly|daily|full|whole|final|ad|ads|all|这个|那个|该|此|当前|我|我们|咱们|我的|我们的|咱们的|最新的?|一个|广告|(?:我们?)?所有|全部)$/iu;

export function dashboardNameOf(text: string): { name?: string; span?: [number, number] } {
  for (const pattern of DASHBOARD_NAME) {
    const m = pattern.exec(text);
    // "耐克那个看板": the pointing word is not part of the name; "下载这个报告的PDF": nor is what is done with it;
    // "请看板改成每周更新", "让耐克看板每周更新": nor is the request.
    const name = m?.[1]
      ?.trim()
      .replace(/^(?:请|麻烦|帮我|帮忙|让|一下)+/u, '')
      .replace(/^(?:下载|导出|分享|共享|发送|保存|打开|查看|看看)/u, '')
      .replace(/(?:那个|这个)$/u, '');
    if (m && name && !NOT_A_NAME.test(name)) return { name, span: [m.index, m.index + m[0].length] };
  }
  return {};
}
