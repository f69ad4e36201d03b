import type { LlmResult } from '../../../../src/lib/report-components/llm-results.ts';
import type { LlmDeps, LlmScope } from './llm-scope.ts';
import { readPosts } from './read-texts.ts';
import { sentimentSplit } from './sentiment-split.ts';

/** Sentiment of the posts themselves (title and description), overall and per subject. */
export async function compute(
  deps: LlmDeps,
  scope: LlmScope,
): Promise<LlmResult<'llm_video_emotional_tendency'>> {
  return sentimentSplit(deps, scope, await readPosts(deps, scope));
}
