import { nameOf, type Answer, type AnswerInput } from './answer-input.ts';
import { sentimentOf, type SentimentSource, type SentimentSplit } from './sentiment-of.ts';

const LABELS = ['positive', 'neutral', 'negative'] as const;

/**
 * Positive, neutral and negative posts and comments: overall and per subject, or with `by_subject` per subject
 * only, charted per subject from the posts.
 */
export async function sentimentAnswer(a: AnswerInput): Promise<Answer> {
  const [videos, comments] = await Promise.all([sentimentOf(a, 'videos'), sentimentOf(a, 'comments')]);
  const sources: { source: SentimentSource; split: SentimentSplit }[] = [
    { source: 'videos', split: videos },
    { source: 'comments', split: comments },
  ];
  const rows = sources.flatMap(({ source, split }) => [
    ...(a.bySubject ? [] : [[source, null, ...LABELS.map((l) => split.overall[l]), split.overall.total]]),
    ...split.subjects.map((s) => [source, nameOf(a, s.subjectId), ...LABELS.map((l) => s[l]), s.total]),
  ]);
  const chart = a.bySubject
    ? {
        type: 'bar' as const,
        x: videos.subjects.map((s) => nameOf(a, s.subjectId)),
        series: LABELS.map((label) => ({ name: label, data: videos.subjects.map((s) => s[label]) })),
      }
    : {
        type: 'bar' as const,
        x: [...LABELS],
        series: sources.map(({ source, split }) => ({
          name: source,
          data: LABELS.map((l) => split.overall[l]),
        })),
      };
  return {
    kind: 'chart',
    columns: ['source', 'subject', ...LABELS, 'total'],
    rows,
    chart,
  };
}
