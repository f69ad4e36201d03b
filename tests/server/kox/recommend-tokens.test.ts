import { describe, expect, it } from 'vitest';
import { matchedPhrase } from '../../../server/kox/recommend/reasons.ts';
import { buildTextIndex, textQuery } from '../../../server/kox/recommend/text-index.ts';
import { stem, tokenize } from '../../../server/kox/recommend/tokens.ts';

const terms = (text: string) => tokenize(text).map((t) => t.term);

describe('recommendation tokens', () => {
  it('stems English words so that running, runner and runs are one term', () => {
    expect(['running', 'runner', 'runners', 'runs', 'run'].map(stem)).toEqual([
      'run',
      'run',
      'run',
      'run',
      'run',
    ]);
    expect(['shoes', 'boxes', 'glass', 'trail'].map(stem)).toEqual(['shoe', 'box', 'glass', 'trail']);
  });

  it('joins neighbouring words so a phrase meets its hashtag, but not across parts or stop words', () => {
    expect(terms('Trail running')).toEqual(['trail', 'run', 'trailrun']);
    expect(terms('#trailrunning')).toEqual(['trailrun']);
    expect(terms('trail | running')).toEqual(['trail', 'run']);
    expect(terms('trail in the running')).toEqual(['trail', 'run']);
  });

  it('cuts Chinese into overlapping bigrams and keeps where each stands', () => {
    expect(tokenize('越野跑')).toEqual([
      { term: '越野', start: 0, end: 2 },
      { term: '野跑', start: 1, end: 3 },
    ]);
    expect(terms('跑')).toEqual(['跑']);
  });

  it('quotes the longest run of matched words from the brief', async () => {
    const index = await buildTextIndex(2, (i) => ['trail running and 越野跑', 'cooking'][i]!);
    const brief = 'We want trail running creators, 越野跑达人';
    const query = textQuery(index, brief);
    const creator = new Set(tokenize('trail running and 越野跑').map((t) => index.terms.get(t.term)!));
    expect(['trail running', '越野跑']).toContain(matchedPhrase(brief, query, creator));
    expect(matchedPhrase('cooking at home', textQuery(index, 'cooking at home'), creator)).toBeNull();
  });

  it('weighs rare terms above common ones and leaves unknown words out of a query', async () => {
    const texts = ['trail running', 'road running', 'running club', 'trail mix'];
    const index = await buildTextIndex(texts.length, (i) => texts[i]!, 1);
    const q = textQuery(index, 'running with unicorns');
    expect(q.terms.map((t) => [...index.terms.keys()][t])).toEqual(['run']);
    expect(index.idf[index.terms.get('trailrun')!]!).toBeGreaterThan(index.idf[index.terms.get('run')!]!);
  });
});
