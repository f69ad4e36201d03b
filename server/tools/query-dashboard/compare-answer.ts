import { computeComponents } from '../../analytics/components/registry.ts';
import { nameOf, type Answer, type AnswerInput } from './answer-input.ts';
import { sentimentOf, shareOf } from './sentiment-of.ts';

/** Every measure side by side per subject: reach, engagement, posts, channels and the share of sentiment. */
export async function compareSubjectsAnswer(a: AnswerInput): Promise<Answer> {
  const [{ db_overview: overview }, videos, comments] = await Promise.all([
    computeComponents(a.deps.analytics, a.scope.components, ['db_overview']),
    sentimentOf(a, 'videos'),
    sentimentOf(a, 'comments'),
  ]);
  const split = (s: typeof videos, id: string) => s.subjects.find((x) => x.subjectId === id);
  const subjects = overview.subjects.map((s) => ({ ...s, name: nameOf(a, s.subjectId) }));
  return {
    kind: 'chart',
    columns: [
      'subject',
      'posts',
      'channels',
      'views',
      'likes',
      'comments',
      'engagements',
      'engagement_rate',
      'positive_share',
      'negative_share',
      'comment_positive_share',
      'comment_negative_share',
    ],
    rows: subjects.map((s) => [
      s.name,
      s.posts,
      s.channels,
      s.views,
      s.likes,
      s.comments,
      s.engagements,
      s.engagementRate,
      shareOf(split(videos, s.subjectId), 'positive'),
      shareOf(split(videos, s.subjectId), 'negative'),
      shareOf(split(comments, s.subjectId), 'positive'),
      shareOf(split(comments, s.subjectId), 'negative'),
    ]),
    chart: {
      type: 'bar',
      x: subjects.map((s) => s.name),
      series: [{ name: a.metric, data: subjects.map((s) => s[a.metric]) }],
    },
  };
}
