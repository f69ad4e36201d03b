export {
  KEYWORD_LIMITS,
  SEARCH_SCOPES,
  normalizeTermText,
  type KeywordNode,
  type SearchScope,
} from './ast.ts';
export { KEYWORD_ERROR_CODES, type KeywordError, type KeywordErrorCode } from './errors.ts';
export { parseKeywords, type ParseResult } from './parse.ts';
export { printKeywords, printTerm } from './print.ts';
export { evaluateKeywords, matches, matchesPost, matchesTopics, type MatchablePost } from './match.ts';
export { checkKeywords, type KeywordCheck, type KeywordWarning, type KeywordWarningCode } from './suggest.ts';
export { checkTopics, splitTopics, type TopicsCheck } from './topics.ts';
