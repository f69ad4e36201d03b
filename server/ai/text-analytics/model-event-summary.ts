import { z } from 'zod';
import { escapeMarkdown } from '../../../src/lib/markdown/escape-markdown.ts';
import type { AskModel } from './model-ask.ts';
import type { EventFacts, Locale } from './text-analytics-provider.ts';

const summaryOutput = z.object({ summary: z.string().trim().min(20).max(1500) });

const formats = { zh: new Intl.NumberFormat('zh-CN'), en: new Intl.NumberFormat('en-US') };
const pct = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '0%');
const day = (iso: string) => iso.slice(0, 10);
const NUMBER = /\d+(?:[.,]\d+)*/g;

/** What the model reads: the facts with every number already written the way the summary may write it. */
function factSheet(facts: EventFacts, locale: Locale) {
  const n = (v: number) => formats[locale].format(v);
  const judged = facts.sentiment.positive + facts.sentiment.neutral + facts.sentiment.negative;
  return {
    period: facts.period ? { from: day(facts.period.since), to: day(facts.period.until) } : null,
    posts: n(facts.totalPosts),
    views: n(facts.totalViews),
    engagements: n(facts.totalEngagements),
    top_posts: facts.topPosts.map((p) => ({
      title: p.title,
      channel: p.channelTitle,
      posted_on: day(p.postedAt),
      views: n(p.views),
      engagements: n(p.engagements),
    })),
    peak_week: facts.peakWeek
      ? { week_of: facts.peakWeek.week, posts: n(facts.peakWeek.posts), views: n(facts.peakWeek.views) }
      : null,
    share_of_voice_by_posts:
      facts.shareOfVoice.length > 1
        ? facts.shareOfVoice.map((s) => ({ subject: s.subject, posts: n(s.posts), share: pct(s.share, 1) }))
        : [],
    comment_sentiment:
      judged > 0
        ? {
            comments: n(judged),
            positive: pct(facts.sentiment.positive, judged),
            neutral: pct(facts.sentiment.neutral, judged),
            negative: pct(facts.sentiment.negative, judged),
          }
        : null,
  };
}

/** Every number the sheet holds, as the sheet writes it and raw, and the numbers inside its titles and names. */
function allowedNumbers(sheet: unknown, facts: EventFacts): Set<string> {
  const allowed = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') for (const m of value.matchAll(NUMBER)) allowed.add(m[0]);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(sheet);
  const raw = [
    facts.totalPosts,
    facts.totalViews,
    facts.totalEngagements,
    facts.topPosts.length,
    facts.shareOfVoice.length,
    ...facts.topPosts.flatMap((p) => [p.views, p.engagements]),
    ...facts.shareOfVoice.map((s) => s.posts),
  ];
  for (const v of raw) allowed.add(String(v));
  return allowed;
}

/**
 * The marketing-event summary in the model's words, from the facts only. Every number in its answer must be one
 * of the facts' (a number it made up fails the call, and the caller falls back to the template). The answer is
 * plain text and goes in escaped: the summary is markdown on the report and the anonymous shared page.
 */
export async function modelEventSummary(ask: AskModel, facts: EventFacts, locale: Locale): Promise<string> {
  const sheet = factSheet(facts, locale);
  const out = await ask(
    summaryOutput,
    `Write a short summary (3 to 5 sentences) of this social-media marketing event in ${locale === 'zh' ? 'Simplified Chinese' : 'English'}: how much was posted and watched, the standout posts, when it peaked, how the subjects compare and how comments felt. Use only these facts; write every number and date exactly as given, and no other number. Plain text, no markdown, no headings.`,
    sheet,
  );
  const allowed = allowedNumbers(sheet, facts);
  const invented = [...out.summary.matchAll(NUMBER)].map((m) => m[0]).filter((t) => !allowed.has(t));
  if (invented.length)
    throw new Error(`the summary has numbers that are not in the facts: ${invented.join(', ')}`);
  return escapeMarkdown(out.summary);
}
