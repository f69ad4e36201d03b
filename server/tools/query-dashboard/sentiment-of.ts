import type { z } from 'zod';
import { emotionalTendencyResultSchema } from '../../../src/lib/report-components/llm-results.ts';
import { llmComponents } from '../../analytics/components/llm/registry.ts';
import type { AnswerInput } from './answer-input.ts';

export type SentimentSplit = z.infer<typeof emotionalTendencyResultSchema>;
export type SentimentCounts = SentimentSplit['overall'];
const SOURCES = {
  videos: 'llm_video_emotional_tendency',
  comments: 'llm_comment_emotional_tendency',
} as const;
export type SentimentSource = keyof typeof SOURCES;

/**
 * The split of the posts' or comments' sentiment in scope: the stored result when it is current and covers the
 * same scope (the whole dashboard), else computed now by the text analytics provider.
 */
export async function sentimentOf(a: AnswerInput, source: SentimentSource): Promise<SentimentSplit> {
  const key = SOURCES[source];
  if (a.scope.whole) {
    const parsed = emotionalTendencyResultSchema.safeParse(await a.freshResult(key));
    if (parsed.success) return parsed.data;
  }
  return llmComponents[key].compute(
    { store: a.deps.analytics, textAnalytics: a.deps.textAnalytics },
    a.scope.components,
  );
}

/** `part` of `counts` as a fraction, null when there is nothing to divide. */
export const shareOf = (counts: SentimentCounts | undefined, part: 'positive' | 'neutral' | 'negative') =>
  counts && counts.total > 0 ? Math.round((counts[part] / counts.total) * 10_000) / 10_000 : null;
