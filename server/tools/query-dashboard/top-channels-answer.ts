import { bySubjectOrder, nameOf, type Answer, type AnswerInput } from './answer-input.ts';
import { topChannels } from './top-channels.ts';

export async function topChannelsAnswer(a: AnswerInput): Promise<Answer> {
  const found = await topChannels(a.deps.analytics, a.scope.components, a.metric, a.limit, a.bySubject);
  const channels = a.bySubject ? bySubjectOrder(a, found) : found;
  const ranks = new Map<string, number>();
  return {
    kind: 'table',
    columns: [
      'rank',
      'channel',
      'subject',
      'platform',
      'followers',
      'posts',
      'views',
      'likes',
      'comments',
      'engagements',
    ],
    rows: channels.map((c) => {
      const group = a.bySubject ? c.subject_id : '';
      const rank = (ranks.get(group) ?? 0) + 1;
      ranks.set(group, rank);
      return [
        rank,
        c.title,
        nameOf(a, c.subject_id),
        c.platform,
        c.followers,
        c.posts,
        c.views,
        c.likes,
        c.comments,
        c.engagements,
      ];
    }),
  };
}
