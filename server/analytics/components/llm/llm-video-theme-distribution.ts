import type { LlmResult } from '../../../../src/lib/report-components/llm-results.ts';
import type { LlmDeps, LlmScope } from './llm-scope.ts';
import { readPosts } from './read-texts.ts';
import { asTheme, themeCounts } from './theme-labels.ts';

/** Share of posts per marketing theme. */
export async function compute(
  deps: LlmDeps,
  scope: LlmScope,
): Promise<LlmResult<'llm_video_theme_distribution'>> {
  const posts = await readPosts(deps, scope);
  const { assignments } = await deps.textAnalytics.themes(posts);
  const items = themeCounts(posts.map((p) => asTheme(assignments[p.id])));
  return { status: 'ok', total: posts.length, items };
}
