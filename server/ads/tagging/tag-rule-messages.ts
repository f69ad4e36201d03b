import type { TagDimension } from '../../../src/lib/ads/ad-values.ts';
import type { TagRuleProblem } from '../../../src/lib/ads/tag-rules.ts';
import en from '../../../src/locales/en/adTags.json' with { type: 'json' };
import zh from '../../../src/locales/zh/adTags.json' with { type: 'json' };
import type { Issue } from '../../lib/errors.ts';

export type TagLanguage = 'zh' | 'en';
export const AD_TAGS_TEXTS = { en, zh } as const;

/** `{{name}}` filled from params, as i18next does on the screen. */
export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** A rule problem's message in a language: the text the editor shows (`adTags:problem.<kind>`). */
export function tagRuleProblemText(problem: TagRuleProblem, lang: TagLanguage): string {
  return fill(AD_TAGS_TEXTS[lang].problem[problem.kind], problem.params);
}

/**
 * Rule problems as the issues of a 10415 answer: the dimension's path, the line as the row, the message in the
 * user's language, and the kind and values in params for the client's own translation.
 */
export function tagRuleIssues(
  problems: readonly (TagRuleProblem & { dimension?: TagDimension })[],
  lang: TagLanguage,
): Issue[] {
  return problems.map((p) => ({
    path: p.dimension ? `rules.${p.dimension}` : 'rules',
    message: tagRuleProblemText(p, lang),
    row: p.line,
    params: { kind: p.kind, ...p.params },
  }));
}
