import type { KeywordNode } from '../../../src/lib/keyword-query/ast.ts';
import { normalizeTermText } from '../../../src/lib/keyword-query/ast.ts';
import { parseKeywords } from '../../../src/lib/keyword-query/index.ts';

/** A name as questions and keywords are compared: trimmed, NFKC, lower-case. */
export const nameKey = (name: string) => normalizeTermText(name.trim());

/** The first word each alternative of a query searches for: `nike|耐克` → nike, 耐克; `nike+(running|marathon)` → nike. */
function leadingTerms(node: KeywordNode): string[] {
  if (node.kind === 'term') return [node.text];
  if (node.kind === 'or') return node.items.flatMap(leadingTerms);
  return node.items[0] ? leadingTerms(node.items[0]) : [];
}

/**
 * What else a subject answers to in a question: the words its keywords search for on their own, so a subject named
 * "Nike" with the keywords "nike|耐克" is found when a question in Chinese says 耐克. Keywords that do not parse
 * (stored before a rule changed) give none.
 */
export function keywordNames(keywords: string): string[] {
  const parsed = parseKeywords(keywords);
  return parsed.ok ? [...new Set(leadingTerms(parsed.ast).map(nameKey))] : [];
}
