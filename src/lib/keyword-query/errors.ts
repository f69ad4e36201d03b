export const KEYWORD_ERROR_CODES = [
  'empty',
  'unbalanced_open',
  'unbalanced_close',
  'dangling_operator',
  'empty_group',
  'missing_operator',
  'trailing_escape',
  'hash_topic',
  'too_long',
  'too_many_terms',
  'too_deep',
] as const;
export type KeywordErrorCode = (typeof KEYWORD_ERROR_CODES)[number];

/**
 * One problem in the input: `position` and `length` are UTF-16 indexes into the text the user typed (not the
 * normalised text), so a field can select exactly the offending characters. Messages: `keywords:error.<code>`.
 */
export interface KeywordError {
  code: KeywordErrorCode;
  position: number;
  length: number;
}
