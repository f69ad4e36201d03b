import { describe, expect, it } from 'vitest';
import {
  matches,
  matchesPost,
  matchesTopics,
  parseKeywords,
  type KeywordNode,
} from '@/lib/keyword-query/index.ts';

function q(input: string): KeywordNode {
  const result = parseKeywords(input);
  if (!result.ok) throw new Error(input);
  return result.ast;
}

describe('matches', () => {
  it('is a case-insensitive substring test combined by AND / OR', () => {
    expect(matches(q('nike + running shoes'), 'New NIKE Running Shoes review')).toBe(true);
    expect(matches(q('nike + running shoes'), 'Nike running  shoes')).toBe(false);
    expect(matches(q('adidas | nike + run'), 'nike walking')).toBe(false);
    expect(matches(q('adidas | nike + run'), 'adidas walking')).toBe(true);
    expect(matches(q('(adidas | nike) + run'), 'adidas walking')).toBe(false);
  });

  it('treats escaped operators and LIKE wildcards as plain characters', () => {
    expect(matches(q('c\\+\\+'), 'Learn C++ fast')).toBe(true);
    expect(matches(q('100%'), '100 percent')).toBe(false);
    expect(matches(q('a_b'), 'axb')).toBe(false);
  });
});

describe('matchesPost', () => {
  const post = {
    title: 'Nike Pegasus',
    description: 'Best RUN of the year',
    hashtags: ['marathon', 'running'],
  };

  it('finds each term in any field of the scope', () => {
    expect(matchesPost(q('nike + run'), post, ['title', 'description'])).toBe(true);
    expect(matchesPost(q('nike + run'), post, ['title'])).toBe(false);
    expect(matchesPost(q('nike + thon'), post, ['title', 'hashtag'])).toBe(true);
    expect(matchesPost(q('marathon'), post, ['title', 'description'])).toBe(false);
  });
});

describe('matchesTopics', () => {
  it('needs a hashtag equal to a topic, not containing it', () => {
    expect(matchesTopics({ hashtags: ['running', 'nike'] }, ['nike'])).toBe(true);
    expect(matchesTopics({ hashtags: ['running', 'nikeair'] }, ['nike'])).toBe(false);
    expect(matchesTopics({ hashtags: [] }, ['nike'])).toBe(false);
  });
});
