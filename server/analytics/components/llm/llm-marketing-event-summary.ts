import type { LlmResult } from '../../../../src/lib/report-components/llm-results.ts';
import type { EventFacts } from '../../../ai/text-analytics/text-analytics-provider.ts';
import { num } from '../row-values.ts';
import { orderSubjects, postFilter } from '../scope.ts';
import type { LlmDeps, LlmScope } from './llm-scope.ts';
import { readComments } from './read-texts.ts';

type Row = Record<string, unknown>;

/** The facts of the event, all from SQL aggregates (and comment sentiment), never from a model. */
export async function eventFacts(deps: LlmDeps, scope: LlmScope): Promise<EventFacts> {
  const { where, params } = postFilter(scope);
  const [totals, top, weeks, subjects, comments] = await Promise.all([
    deps.store.all<Row>(
      `select count(*) as posts, coalesce(sum(p.views), 0) as views, coalesce(sum(p.engagements), 0) as engagements,
         min(p.posted_at) as first_at, max(p.posted_at) as last_at
       from analytics.posts p where ${where}`,
      params,
    ),
    deps.store.all<Row>(
      `select p.title, coalesce(c.title, p.channel_id, '') as channel_title, p.views, p.engagements, p.posted_at
       from analytics.posts p
       left join analytics.channels c on c.dashboard_id = p.dashboard_id and c.subject_id = p.subject_id
         and c.platform = p.platform and c.channel_id = p.channel_id
       where ${where}
       order by p.views desc, p.post_id limit 3`,
      params,
    ),
    deps.store.all<Row>(
      `select date_trunc('week', p.posted_at) as week, count(*) as posts, coalesce(sum(p.views), 0) as views
       from analytics.posts p where ${where}
       group by 1 order by posts desc, views desc, week limit 1`,
      params,
    ),
    deps.store.all<Row>(
      `select p.subject_id, count(*) as posts, coalesce(sum(p.views), 0) as views
       from analytics.posts p where ${where} group by p.subject_id`,
      params,
    ),
    readComments(deps, scope),
  ]);
  const total = totals[0];
  const totalPosts = num(total?.posts);
  const sentiments = await deps.textAnalytics.sentiment(comments.map((c) => c.text));
  const split = { positive: 0, neutral: 0, negative: 0 };
  for (const s of sentiments) split[s.label] += 1;
  const bySubject = new Map(subjects.map((r) => [String(r.subject_id), r]));
  const week = weeks[0];
  return {
    period:
      totalPosts > 0
        ? { since: scope.since ?? String(total!.first_at), until: scope.until ?? String(total!.last_at) }
        : null,
    totalPosts,
    totalViews: num(total?.views),
    totalEngagements: num(total?.engagements),
    topPosts: top.map((r) => ({
      title: String(r.title),
      channelTitle: String(r.channel_title),
      views: num(r.views),
      engagements: num(r.engagements),
      postedAt: String(r.posted_at),
    })),
    peakWeek: week
      ? { week: String(week.week).slice(0, 10), posts: num(week.posts), views: num(week.views) }
      : null,
    shareOfVoice: orderSubjects(scope, bySubject.keys())
      .filter((id) => bySubject.has(id))
      .map((id) => {
        const posts = num(bySubject.get(id)!.posts);
        return {
          subject: scope.subjectNames?.[id] ?? id,
          posts,
          views: num(bySubject.get(id)!.views),
          share: totalPosts ? posts / totalPosts : 0,
        };
      }),
    sentiment: split,
  };
}

/** A short written account of the event in zh and en. */
export async function compute(
  deps: LlmDeps,
  scope: LlmScope,
): Promise<LlmResult<'llm_marketing_event_summary'>> {
  const facts = await eventFacts(deps, scope);
  const [zh, en] = await Promise.all([
    deps.textAnalytics.eventSummary(facts, 'zh'),
    deps.textAnalytics.eventSummary(facts, 'en'),
  ]);
  return { status: 'ok', summary: { zh, en } };
}
