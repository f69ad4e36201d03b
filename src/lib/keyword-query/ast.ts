/** The parsed keyword query of spec §5. Term text is NFKC-normalised and lower-case. */
export type KeywordNode =
  | { kind: 'term'; text: string }
  | { kind: 'and'; items: KeywordNode[] }
  | { kind: 'or'; items: KeywordNode[] };

/** Where a keyword is looked for in a post (analysis subject "search scope"). */
export const SEARCH_SCOPES = ['title', 'description', 'hashtag'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

export const KEYWORD_LIMITS = {
  /** Characters (UTF-16 units) of the whole input. */
  maxLength: 500,
  maxTerms: 50,
  /** Parentheses open at the same time. */
  maxDepth: 10,
} as const;

/** Term text as the parser stores it, so a term written by hand compares equal to a parsed one. */
export function normalizeTermText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}
