import type { Answer, AnswerInput } from './answer-input.ts';
import { postBreakdown } from './post-breakdown.ts';

/** The values of one dimension with the most of the metric: a table of every measure and a bar of the metric. */
export async function breakdownAnswer(a: AnswerInput): Promise<Answer> {
  const by = a.by ?? 'hashtag';
  const rows = await postBreakdown(a.deps.analytics, a.scope.components, by, a.metric, a.limit);
  // Tags are stored without their mark; people read and write them with it.
  const shown = (value: string) => (by === 'hashtag' ? `#${value}` : value);
  return {
    kind: 'chart',
    columns: ['rank', by, 'posts', 'views', 'likes', 'comments', 'engagements'],
    rows: rows.map((r, i) => [i + 1, shown(r.value), r.posts, r.views, r.likes, r.comments, r.engagements]),
    chart: {
      type: 'bar',
      x: rows.map((r) => shown(r.value)),
      series: [{ name: a.metric, data: rows.map((r) => r[a.metric]) }],
    },
  };
}
