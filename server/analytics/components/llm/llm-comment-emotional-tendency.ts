import type { LlmResult } from '../../../../src/lib/report-components/llm-results.ts';
import type { LlmDeps, LlmScope } from './llm-scope.ts';
import { readComments } from './read-texts.ts';
import { sentimentSplit } from './sentiment-split.ts';

/** Sentiment of the comments on the scope's posts, overall and per subject. */
export async function compute(
  deps: LlmDeps,
  scope: LlmScope,
): Promise<LlmResult<'llm_comment_emotional_tendency'>> {
  return sentimentSplit(deps, scope, await readComments(deps, scope));
}
