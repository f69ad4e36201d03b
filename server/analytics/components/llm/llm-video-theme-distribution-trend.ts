import type { LlmResult, ThemeOrOther } from '../../../../src/lib/report-components/llm-results.ts';
import type { LlmDeps, LlmScope } from './llm-scope.ts';
import { readPosts } from './read-texts.ts';
import { asTheme, themeCounts } from './theme-labels.ts';

/** Posts per theme per calendar month (UTC), months in order, themes by overall frequency. */
export async function compute(
  deps: LlmDeps,
  scope: LlmScope,
): Promise<LlmResult<'llm_video_theme_distribution_trend'>> {
  const posts = await readPosts(deps, scope);
  const { assignments } = await deps.textAnalytics.themes(posts);
  const themes = posts.map((p) => asTheme(assignments[p.id]));
  const byMonth = new Map<string, Map<ThemeOrOther, number>>();
  posts.forEach((post, i) => {
    const month = post.postedAt.slice(0, 7);
    const counts = byMonth.get(month) ?? new Map<ThemeOrOther, number>();
    byMonth.set(month, counts);
    counts.set(themes[i]!, (counts.get(themes[i]!) ?? 0) + 1);
  });
  const order = themeCounts(themes);
  return {
    status: 'ok',
    themes: order.map(({ theme, label }) => ({ theme, label })),
    months: [...byMonth.keys()].sort().map((month) => ({
      month,
      counts: Object.fromEntries(order.map(({ theme }) => [theme, byMonth.get(month)!.get(theme) ?? 0])),
    })),
  };
}
