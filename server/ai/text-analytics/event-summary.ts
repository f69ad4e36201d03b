import { escapeMarkdown as md } from '../../../src/lib/markdown/escape-markdown.ts';
import type { EventFacts, Locale } from './text-analytics-provider.ts';

const numberFormat = { zh: new Intl.NumberFormat('zh-CN'), en: new Intl.NumberFormat('en-US') };
const pct = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '0%');
const day = (iso: string) => iso.slice(0, 10);

/**
 * Writes the marketing-event summary from the facts only: every number in it is one of theirs. It is markdown
 * shown on the report and the anonymous shared page, so titles and names go in escaped; dates are our own ISO.
 */
export function writeEventSummary(facts: EventFacts, locale: Locale): string {
  const n = (v: number) => numberFormat[locale].format(v);
  const zh = locale === 'zh';
  if (facts.totalPosts === 0)
    return zh
      ? '所选范围内没有帖子，暂无可总结的营销事件。'
      : 'No posts in the selected range, so there is no marketing event to summarise yet.';
  const lines: string[] = [];
  const period = facts.period
    ? zh
      ? `${day(facts.period.since)} 至 ${day(facts.period.until)}，`
      : `From ${day(facts.period.since)} to ${day(facts.period.until)}, `
    : '';
  lines.push(
    zh
      ? `${period}共发布 ${n(facts.totalPosts)} 条相关帖子，累计播放 ${n(facts.totalViews)} 次，互动 ${n(facts.totalEngagements)} 次。`
      : `${period}${n(facts.totalPosts)} related posts were published, with ${n(facts.totalViews)} views and ${n(facts.totalEngagements)} engagements in total.`,
  );
  const top = facts.topPosts[0];
  if (top) {
    lines.push(
      zh
        ? `播放最高的是 ${md(top.channelTitle)} 于 ${day(top.postedAt)} 发布的《${md(top.title)}》，播放 ${n(top.views)} 次、互动 ${n(top.engagements)} 次。`
        : `The most viewed post was "${md(top.title)}" by ${md(top.channelTitle)} on ${day(top.postedAt)}, with ${n(top.views)} views and ${n(top.engagements)} engagements.`,
    );
    const rest = facts.topPosts.slice(1, 3);
    if (rest.length)
      lines.push(
        zh
          ? `其后是${rest.map((p) => `《${md(p.title)}》（${n(p.views)} 次播放）`).join('、')}。`
          : `It was followed by ${rest.map((p) => `"${md(p.title)}" (${n(p.views)} views)`).join(' and ')}.`,
      );
  }
  if (facts.peakWeek)
    lines.push(
      zh
        ? `发帖高峰在 ${facts.peakWeek.week} 这一周：${n(facts.peakWeek.posts)} 条帖子，${n(facts.peakWeek.views)} 次播放。`
        : `Posting peaked in the week of ${facts.peakWeek.week}: ${n(facts.peakWeek.posts)} posts and ${n(facts.peakWeek.views)} views.`,
    );
  if (facts.shareOfVoice.length > 1) {
    const parts = facts.shareOfVoice.map((s) => `${md(s.subject)} ${pct(s.share, 1)}`);
    lines.push(
      zh ? `声量占比（按帖子数）：${parts.join('，')}。` : `Share of voice by posts: ${parts.join(', ')}.`,
    );
  }
  const { positive, neutral, negative } = facts.sentiment;
  const judged = positive + neutral + negative;
  if (judged > 0)
    lines.push(
      zh
        ? `在 ${n(judged)} 条评论中，正面 ${pct(positive, judged)}，中性 ${pct(neutral, judged)}，负面 ${pct(negative, judged)}。`
        : `Of ${n(judged)} comments, ${pct(positive, judged)} were positive, ${pct(neutral, judged)} neutral and ${pct(negative, judged)} negative.`,
    );
  return lines.join(zh ? '' : ' ');
}
