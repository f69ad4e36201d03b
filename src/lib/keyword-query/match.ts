import type { KeywordNode, SearchScope } from './ast.ts';

/** Evaluates the query with `hit(term)` deciding each term. */
export function evaluateKeywords(node: KeywordNode, hit: (term: string) => boolean): boolean {
  switch (node.kind) {
    case 'term':
      return hit(node.text);
    case 'and':
      return node.items.every((item) => evaluateKeywords(item, hit));
    case 'or':
      return node.items.some((item) => evaluateKeywords(item, hit));
  }
}

/**
 * Reference matcher: a term matches when it is a substring of the lower-cased text. This is exactly what the
 * SQL filter does (`strpos(lower(col), term) > 0`); the text itself is not NFKC-normalised, as in the database.
 */
export function matches(node: KeywordNode, text: string): boolean {
  const lower = text.toLowerCase();
  return evaluateKeywords(node, (term) => lower.includes(term));
}

export interface MatchablePost {
  title: string;
  description: string;
  /** Lower-case, without `#`, as stored in analytics.post_hashtags. */
  hashtags: readonly string[];
}

/**
 * A post matches when the query holds with each term found in any field of the scope: `nike + run` matches a
 * post with "Nike" in the title and "run" in a hashtag.
 */
export function matchesPost(node: KeywordNode, post: MatchablePost, scope: readonly SearchScope[]): boolean {
  const title = scope.includes('title') ? post.title.toLowerCase() : null;
  const description = scope.includes('description') ? post.description.toLowerCase() : null;
  const hashtags = scope.includes('hashtag') ? post.hashtags : [];
  return evaluateKeywords(
    node,
    (term) =>
      (title?.includes(term) ?? false) ||
      (description?.includes(term) ?? false) ||
      hashtags.some((tag) => tag.includes(term)),
  );
}

/** Reference for the topics filter: one of the post's hashtags equals one of the (normalised) topics. */
export function matchesTopics(post: Pick<MatchablePost, 'hashtags'>, topics: readonly string[]): boolean {
  return post.hashtags.some((tag) => topics.includes(tag));
}
