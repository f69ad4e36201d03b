import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordFilterSql, topicFilterSql } from '../../../server/analytics/keyword-sql.ts';
import {
  matchesPost,
  matchesTopics,
  parseKeywords,
  SEARCH_SCOPES,
  type KeywordNode,
  type MatchablePost,
} from '../../../src/lib/keyword-query/index.ts';

function q(input: string): KeywordNode {
  const result = parseKeywords(input);
  if (!result.ok) throw new Error(input);
  return result.ast;
}

describe('keywordFilterSql', () => {
  it('binds each distinct term once and never puts user text into the SQL', () => {
    const { sql, params } = keywordFilterSql(q("nike + (o'brien%_ | nike) | x"), {
      alias: 'p',
      scope: ['title', 'description'],
      firstParam: 3,
    });
    expect(params).toEqual(['nike', "o'brien%_", 'x']);
    expect(sql).toBe(
      '(((strpos(lower(p.title), $3) > 0 or strpos(lower(p.description), $3) > 0) and ' +
        '((strpos(lower(p.title), $4) > 0 or strpos(lower(p.description), $4) > 0) or ' +
        '(strpos(lower(p.title), $3) > 0 or strpos(lower(p.description), $3) > 0))) or ' +
        '(strpos(lower(p.title), $5) > 0 or strpos(lower(p.description), $5) > 0))',
    );
    expect(sql).not.toContain("'");
  });

  it('looks for hashtags through analytics.post_hashtags of the same post', () => {
    const { sql } = keywordFilterSql(q('run'), { alias: 'post', scope: ['hashtag'], firstParam: 1 });
    expect(sql).toBe(
      'exists (select 1 from analytics.post_hashtags h where h.dashboard_id = post.dashboard_id and ' +
        'h.subject_id = post.subject_id and h.platform = post.platform and h.post_id = post.post_id and ' +
        'strpos(h.tag, $1) > 0)',
    );
  });

  it('rejects an unsafe alias, an empty scope and a bad first parameter', () => {
    const ast = q('a');
    expect(() =>
      keywordFilterSql(ast, { alias: 'p; drop table x', scope: ['title'], firstParam: 1 }),
    ).toThrow();
    expect(() => keywordFilterSql(ast, { alias: 'p', scope: [], firstParam: 1 })).toThrow();
    expect(() => keywordFilterSql(ast, { alias: 'p', scope: ['title'], firstParam: 0 })).toThrow();
    expect(() =>
      keywordFilterSql({ kind: 'term', text: '' }, { alias: 'p', scope: ['title'], firstParam: 1 }),
    ).toThrow();
    expect(() => topicFilterSql([], { alias: 'p', firstParam: 1 })).toThrow();
    expect(() => topicFilterSql(['a'], { alias: 'p.x', firstParam: 1 })).toThrow();
  });
});

describe('keywordFilterSql on DuckDB agrees with the reference matcher', () => {
  // A small alphabet so terms hit often; LIKE wildcards and quotes must behave as plain characters.
  const piece = fc.constantFrom('a', 'b', 'ab', '%', '_', "'", '中', ' ');
  const term = fc
    .array(piece, { minLength: 1, maxLength: 2 })
    .map((parts) => parts.join(''))
    .filter((t) => t.trim() === t && t !== '');
  const tree: fc.Arbitrary<KeywordNode> = fc.letrec<{ node: KeywordNode }>((tie) => ({
    node: fc.oneof(
      { maxDepth: 2, depthIdentifier: 'kw' },
      term.map((text): KeywordNode => ({ kind: 'term', text })),
      fc
        .array(tie('node'), { minLength: 2, maxLength: 3 })
        .map((items): KeywordNode => ({ kind: 'and', items })),
      fc
        .array(tie('node'), { minLength: 2, maxLength: 3 })
        .map((items): KeywordNode => ({ kind: 'or', items })),
    ),
  })).node;
  const text = fc
    .array(fc.constantFrom('a', 'A', 'b', 'B', '%', '_', "'", '中', ' ', 'x'), { maxLength: 8 })
    .map((c) => c.join(''));
  const tag = fc
    .array(fc.constantFrom('a', 'b', '中', '_'), { minLength: 1, maxLength: 3 })
    .map((c) => c.join(''));
  const post = fc.record({ title: text, description: text, hashtags: fc.uniqueArray(tag, { maxLength: 3 }) });

  // One generated corpus, loaded once; DuckDB plans each hashtag `exists` in a few ms, so the trees stay small.
  const posts: MatchablePost[] = fc.sample(post, { numRuns: 80, seed: 20261122 });
  let instance: DuckDBInstance;
  let db: DuckDBConnection;

  const rows = (width: number, count: number) =>
    Array.from(
      { length: count },
      (_, i) => `(${Array.from({ length: width }, (_, k) => `$${i * width + k + 1}`).join(', ')})`,
    ).join(', ');

  beforeAll(async () => {
    instance = await DuckDBInstance.create(':memory:', { threads: '1' });
    db = await instance.connect();
    await db.run('create schema analytics');
    await db.run(
      `create table analytics.posts (dashboard_id varchar, subject_id varchar, platform varchar, post_id varchar,
        title varchar not null, description varchar not null default '')`,
    );
    await db.run(
      'create table analytics.post_hashtags (dashboard_id varchar, subject_id varchar, platform varchar, post_id varchar, tag varchar)',
    );
    await db.run(
      `insert into analytics.posts values ${rows(6, posts.length)}`,
      posts.flatMap((p, i) => ['d1', 's1', 'youtube', `p${i}`, p.title, p.description]),
    );
    // The same post ids under another subject or platform carry tags the filter must not see.
    const decoys = ['a', 'b', 'ab', '中', '_'];
    const tags = [
      ...posts.flatMap((p, i) => p.hashtags.map((t) => ['d1', 's1', 'youtube', `p${i}`, t])),
      ...posts.flatMap((_, i) => [
        ['d1', 's2', 'youtube', `p${i}`, decoys[i % decoys.length]!],
        ['d1', 's1', 'tiktok', `p${i}`, decoys[(i + 2) % decoys.length]!],
      ]),
    ];
    await db.run(`insert into analytics.post_hashtags values ${rows(5, tags.length)}`, tags.flat());
  });

  afterAll(() => {
    db.closeSync();
    instance.closeSync();
  });

  it('for generated queries and scopes', async () => {
    await fc.assert(
      fc.asyncProperty(tree, fc.subarray([...SEARCH_SCOPES], { minLength: 1 }), async (ast, scope) => {
        const filter = keywordFilterSql(ast, { alias: 'p', scope, firstParam: 2 });
        const result = await db.runAndReadAll(
          `select p.post_id from analytics.posts p where p.dashboard_id = $1 and ${filter.sql}`,
          ['d1', ...filter.params],
        );
        const got = result
          .getRowsJS()
          .map((r) => String(r[0]))
          .sort();
        const expected = posts.flatMap((p, i) => (matchesPost(ast, p, scope) ? [`p${i}`] : [])).sort();
        expect(got).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('topicFilterSql matches posts with a hashtag equal to a topic', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(tag, { minLength: 1, maxLength: 3 }), async (topics) => {
        const filter = topicFilterSql([...topics, topics[0]!], { alias: 'p', firstParam: 2 });
        expect(filter.params).toEqual(topics);
        const result = await db.runAndReadAll(
          `select p.post_id from analytics.posts p where p.dashboard_id = $1 and ${filter.sql}`,
          ['d1', ...filter.params],
        );
        const got = result
          .getRowsJS()
          .map((r) => String(r[0]))
          .sort();
        const expected = posts.flatMap((p, i) => (matchesTopics(p, topics) ? [`p${i}`] : [])).sort();
        expect(got).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('covers both outcomes: the corpus has matching and non-matching posts for a simple term', () => {
    const hits = posts.filter((p) => matchesPost(q('a'), p, ['title'])).length;
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThan(posts.length);
  });
});
