import type { LlmResult } from '../../../../src/lib/report-components/llm-results.ts';
import { parseCategoryRules } from '../../../ai/text-analytics/category-rules.ts';
import type { LlmDeps, LlmScope } from './llm-scope.ts';
import { readPosts } from './read-texts.ts';

const needsRules = {
  zh: '请先填写分类规则：每行一组“搜索词, 标签词”。',
  en: 'Add category rules first: one "search word, tag word" group per line.',
};

/** Posts per user-defined tag (§5 tag rules); a post can carry several tags. */
export async function compute(
  deps: LlmDeps,
  scope: LlmScope,
): Promise<LlmResult<'llm_video_custom_category'>> {
  if (!scope.customRules?.trim()) return { status: 'needs_rules', reason: needsRules };
  const parsed = parseCategoryRules(scope.customRules);
  if (!parsed.ok) return { status: 'invalid_rules', errors: parsed.errors };
  const posts = await readPosts(deps, scope);
  const { tags } = await deps.textAnalytics.categorize(posts, parsed.rules);
  const counts = new Map<string, number>(parsed.rules.map((r) => [r.tag, 0]));
  let uncategorized = 0;
  for (const post of posts) {
    const postTags = tags[post.id] ?? [];
    if (!postTags.length) uncategorized += 1;
    for (const tag of postTags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  const total = posts.length;
  return {
    status: 'ok',
    total,
    uncategorized,
    // Rule order breaks ties: the sort is stable.
    items: [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([tag, count]) => ({ tag, count, share: total ? count / total : 0 })),
  };
}
