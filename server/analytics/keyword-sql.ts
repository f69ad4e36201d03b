import type { KeywordNode, SearchScope } from '../../src/lib/keyword-query/ast.ts';

export interface KeywordSqlOptions {
  /** Alias of analytics.posts in the surrounding query. */
  alias: string;
  /** Fields a term is looked for in; a term matches when any of them contains it. */
  scope: readonly SearchScope[];
  /** Number of the first placeholder to use ($n); the caller's own parameters come before it. */
  firstParam: number;
}

export interface KeywordSql {
  sql: string;
  params: string[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/i;

/** The alias is written into the SQL, so it must be a plain identifier. */
function checkTarget(caller: string, alias: string, firstParam: number): void {
  if (!IDENTIFIER.test(alias)) throw new Error(`${caller}: invalid alias ${JSON.stringify(alias)}`);
  if (!Number.isInteger(firstParam) || firstParam < 1) throw new Error(`${caller}: firstParam must be ≥ 1`);
}

/** A hashtag row of the same post (same dashboard, subject, platform and post id) satisfies `condition`. */
const hashtagExists = (alias: string, condition: string) =>
  `exists (select 1 from analytics.post_hashtags h where h.dashboard_id = ${alias}.dashboard_id` +
  ` and h.subject_id = ${alias}.subject_id and h.platform = ${alias}.platform` +
  ` and h.post_id = ${alias}.post_id and ${condition})`;

/**
 * Compiles a parsed keyword query into a boolean SQL expression over analytics.posts that DuckDB and PostgreSQL
 * both accept. Terms travel only as bound parameters (one per distinct term) and are matched with `strpos`,
 * so `%`, `_` and quotes in a term are plain characters. Same semantics as `matchesPost` in match.ts.
 */
export function keywordFilterSql(ast: KeywordNode, options: KeywordSqlOptions): KeywordSql {
  const { alias, scope, firstParam } = options;
  checkTarget('keywordFilterSql', alias, firstParam);
  if (scope.length === 0) throw new Error('keywordFilterSql: the search scope is empty');

  const params: string[] = [];
  const placeholders = new Map<string, string>();
  const placeholder = (text: string) => {
    let ref = placeholders.get(text);
    if (ref === undefined) {
      ref = `$${firstParam + params.length}`;
      params.push(text);
      placeholders.set(text, ref);
    }
    return ref;
  };

  const fields = [...new Set(scope)];
  const term = (text: string): string => {
    if (text === '') throw new Error('keywordFilterSql: empty term');
    const ref = placeholder(text);
    const tests = fields.map((field) =>
      field === 'hashtag'
        ? hashtagExists(alias, `strpos(h.tag, ${ref}) > 0`)
        : `strpos(lower(${alias}.${field}), ${ref}) > 0`,
    );
    return tests.length === 1 ? tests[0]! : `(${tests.join(' or ')})`;
  };

  const compile = (node: KeywordNode): string => {
    if (node.kind === 'term') return term(node.text);
    if (node.items.length === 0) throw new Error(`keywordFilterSql: empty ${node.kind}`);
    return `(${node.items.map(compile).join(` ${node.kind} `)})`;
  };

  return { sql: compile(ast), params };
}

/**
 * Topics (the topics field, already split and normalised by `splitTopics`): a post matches when one of its
 * hashtags equals one of the topics. Hashtags are whole words, so this is equality, not a substring test.
 */
export function topicFilterSql(
  topics: readonly string[],
  options: Omit<KeywordSqlOptions, 'scope'>,
): KeywordSql {
  const { alias, firstParam } = options;
  checkTarget('topicFilterSql', alias, firstParam);
  const params = [...new Set(topics)];
  if (params.length === 0 || params.includes(''))
    throw new Error('topicFilterSql: no topics or an empty topic');
  const refs = params.map((_, i) => `$${firstParam + i}`).join(', ');
  return {
    sql: hashtagExists(alias, `h.tag in (${refs})`),
    params,
  };
}
