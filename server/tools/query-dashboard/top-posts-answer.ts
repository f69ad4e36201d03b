import { bySubjectOrder, day, nameOf, type Answer, type AnswerInput } from './answer-input.ts';
import { topPosts, type TopPostRow } from './top-posts.ts';

export const POST_COLUMNS = [
  'rank',
  'title',
  'subject',
  'channel',
  'views',
  'likes',
  'comments',
  'engagements',
  'posted_at',
];

/** Posts as answer rows; with `by_subject` grouped in the dashboard's subject order, ranked within each. */
export function postRows(a: AnswerInput, posts: readonly TopPostRow[]): Answer['rows'] {
  const ordered = a.bySubject ? bySubjectOrder(a, posts) : posts;
  const ranks = new Map<string, number>();
  return ordered.map((p) => {
    const group = a.bySubject ? p.subject_id : '';
    const rank = (ranks.get(group) ?? 0) + 1;
    ranks.set(group, rank);
    return [
      rank,
      p.title,
      nameOf(a, p.subject_id),
      p.channel_title,
      p.views,
      p.likes,
      p.comments,
      p.engagements,
      day(p.posted_at),
    ];
  });
}

export async function topPostsAnswer(a: AnswerInput): Promise<Answer> {
  const posts = await topPosts(a.deps.analytics, a.scope.components, a.metric, a.limit, a.bySubject);
  return { kind: 'table', columns: POST_COLUMNS, rows: postRows(a, posts) };
}
