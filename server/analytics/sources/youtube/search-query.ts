import { parseKeywords, splitTopics, type KeywordNode } from '../../../../src/lib/keyword-query/index.ts';

/** YouTube's `q`: spaces AND, `|` OR, quotes keep a phrase together. */
function term(text: string): string {
  const clean = text.replace(/"/g, ' ').trim();
  return /\s|\|/.test(clean) ? `"${clean}"` : clean;
}

function print(node: KeywordNode): string {
  switch (node.kind) {
    case 'term':
      return term(node.text);
    case 'or':
      return node.items.map(print).join('|');
    case 'and':
      return node.items.map((item) => (item.kind === 'or' ? `(${print(item)})` : print(item))).join(' ');
  }
}

/**
 * The `q` of search.list for a subject's keywords and topics. The API's boolean support is loose, so this is
 * the recall side only: every post it returns is matched again with the exact keyword-language matcher.
 * Keywords that do not parse are searched as plain text (the builder rejects them before they get here).
 */
export function youtubeQuery(keywords: string, topics: readonly string[]): string {
  const parsed = keywords.trim() ? parseKeywords(keywords) : null;
  const kw = parsed ? (parsed.ok ? print(parsed.ast) : keywords.replace(/[+|()\\]/g, ' ').trim()) : '';
  const tags = topics.flatMap((t) => splitTopics(t)).map((t) => `#${t}`);
  const topicPart = tags.length > 1 ? `(${tags.join('|')})` : (tags[0] ?? '');
  return [kw && tags.length && kw.includes('|') ? `(${kw})` : kw, topicPart].filter(Boolean).join(' ');
}
