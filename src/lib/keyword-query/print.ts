import type { KeywordNode } from './ast.ts';

const OPERATOR = /^[+|()\\]$/;
const SPACE = /^\s$/u;

/** Writes a term so that it parses back to the same text: operators, edge whitespace and a leading # are escaped. */
export function printTerm(text: string): string {
  const chars = [...text];
  return chars
    .map((c, i) => {
      const edge = i === 0 || i === chars.length - 1;
      const escape = OPERATOR.test(c) || (edge && SPACE.test(c)) || (i === 0 && c === '#');
      return escape ? `\\${c}` : c;
    })
    .join('');
}

/** The canonical text of a query: `a + b | (c | d) + e` style, parentheses only where needed. */
export function printKeywords(node: KeywordNode): string {
  switch (node.kind) {
    case 'term':
      return printTerm(node.text);
    case 'or':
      return node.items.map(printKeywords).join(' | ');
    case 'and':
      return node.items
        .map((item) => (item.kind === 'or' ? `(${printKeywords(item)})` : printKeywords(item)))
        .join(' + ');
  }
}
