import type { Random } from './prng.ts';

/**
 * Just enough of the §5 keyword language (`+` AND, `|` OR, parentheses, `\` escapes) to write titles that
 * satisfy a query. The real parser with error reporting lives in src/lib/keyword-query; this one never fails:
 * text it cannot read as a query is taken term by term.
 */
type Node = { kind: 'term'; text: string } | { kind: 'and' | 'or'; items: Node[] };

function tokenize(input: string): string[] {
  const tokens: string[] = [];
  let term = '';
  const flush = () => {
    if (term.trim()) tokens.push(`t:${term.trim().toLowerCase()}`);
    term = '';
  };
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (ch === '\\' && i + 1 < input.length) term += input[++i];
    else if ('+|()'.includes(ch)) {
      flush();
      tokens.push(ch);
    } else term += ch;
  }
  flush();
  return tokens;
}

export function parseKeywords(input: string): Node | null {
  const tokens = tokenize(input);
  let pos = 0;
  const parseOr = (): Node | null => {
    const items: Node[] = [];
    for (let item = parseAnd(); item; item = tokens[pos] === '|' && ++pos ? parseAnd() : null)
      items.push(item);
    return items.length === 0 ? null : items.length === 1 ? (items[0] as Node) : { kind: 'or', items };
  };
  const parseAnd = (): Node | null => {
    const items: Node[] = [];
    for (let item = parseAtom(); item; item = tokens[pos] === '+' && ++pos ? parseAtom() : null)
      items.push(item);
    return items.length === 0 ? null : items.length === 1 ? (items[0] as Node) : { kind: 'and', items };
  };
  const parseAtom = (): Node | null => {
    const token = tokens[pos];
    if (token === '(') {
      pos++;
      const inner = parseOr();
      if (tokens[pos] === ')') pos++;
      return inner;
    }
    if (token?.startsWith('t:')) {
      pos++;
      return { kind: 'term', text: token.slice(2) };
    }
    return null;
  };
  const root = parseOr();
  if (pos === tokens.length) return root;
  const terms = tokens
    .filter((t) => t.startsWith('t:'))
    .map((t) => ({ kind: 'term', text: t.slice(2) }) as Node);
  return terms.length ? { kind: 'or', items: terms } : null;
}

/** A set of terms that together satisfy the query, chosen at random among its alternatives. */
export function satisfyingTerms(query: Node | null, random: Random): string[] {
  if (!query) return [];
  if (query.kind === 'term') return [query.text];
  if (query.kind === 'or') return satisfyingTerms(random.pick(query.items), random);
  return query.items.flatMap((item) => satisfyingTerms(item, random));
}

/** Every term of the query (for telling a noise title from a matching one). */
export function allTerms(query: Node | null): string[] {
  if (!query) return [];
  return query.kind === 'term' ? [query.text] : query.items.flatMap(allTerms);
}

/** Whether a text satisfies the query, case-insensitively by substring (the SQL filter's semantics). */
export function keywordMatches(query: Node | null, text: string): boolean {
  if (!query) return true;
  const lower = text.toLowerCase();
  if (query.kind === 'term') return lower.includes(query.text);
  return query.kind === 'and'
    ? query.items.every((item) => keywordMatches(item, lower))
    : query.items.some((item) => keywordMatches(item, lower));
}
