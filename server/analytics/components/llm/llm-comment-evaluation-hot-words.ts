import type { LlmResult } from '../../../../src/lib/report-components/llm-results.ts';
import { HOT_WORDS_TOP, type LlmDeps, type LlmScope } from './llm-scope.ts';
import { readComments } from './read-texts.ts';

/** Words used by the most comments. */
export async function compute(
  deps: LlmDeps,
  scope: LlmScope,
): Promise<LlmResult<'llm_comment_evaluation_hot_words'>> {
  const texts = (await readComments(deps, scope)).map((c) => c.text);
  return {
    status: 'ok',
    documents: texts.length,
    words: await deps.textAnalytics.hotWords(texts, { top: HOT_WORDS_TOP }),
  };
}
