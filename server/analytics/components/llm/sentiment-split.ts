import type { LlmResult } from '../../../../src/lib/report-components/llm-results.ts';
import { orderSubjects } from '../scope.ts';
import type { LlmDeps, LlmScope } from './llm-scope.ts';

type Split = { total: number; positive: number; neutral: number; negative: number };
const empty = (): Split => ({ total: 0, positive: 0, neutral: 0, negative: 0 });

/** Sentiment counts overall and per subject, in the scope's subject order. */
export async function sentimentSplit(
  deps: LlmDeps,
  scope: LlmScope,
  items: readonly { subjectId: string; text: string }[],
): Promise<LlmResult<'llm_video_emotional_tendency'>> {
  const results = await deps.textAnalytics.sentiment(items.map((i) => i.text));
  const overall = empty();
  const bySubject = new Map<string, Split>();
  items.forEach((item, index) => {
    const label = results[index]!.label;
    const subject = bySubject.get(item.subjectId) ?? empty();
    bySubject.set(item.subjectId, subject);
    for (const split of [overall, subject]) {
      split.total += 1;
      split[label] += 1;
    }
  });
  return {
    status: 'ok',
    overall,
    subjects: orderSubjects(scope, bySubject.keys()).map((subjectId) => ({
      subjectId,
      ...(bySubject.get(subjectId) ?? empty()),
    })),
  };
}
