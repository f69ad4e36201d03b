import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '../../../src/lib/markdown/escape-markdown.ts';
import { renderedElements, renderedText } from './rendered-markdown.ts';

/** What a reader should see of `data`: the same characters, on one line, white space collapsed as HTML does. */
const seen = (data: string) =>
  data
    .replace(/[ \r\n\t\v\f\u2028\u2029]+/g, ' ')
    // eslint-disable-next-line no-control-regex -- the helper drops control characters
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim();

export const HOSTILE = [
  '![pixel](https://evil.example/p.png)',
  '[Shared report expired, sign in again](https://evil.example/login)',
  '<img src=x onerror=alert(1)><script>alert(1)</script>',
  '**Sale** _50%_ ~~off~~ `code` \\* \\',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  '# Heading\n> quote\n- item\n1. first\n2) second\n    indented code\n===\n---',
  '&amp; &#x6a;avascript &lt;b&gt; [ref]: /x "t"',
  '[x][ref]\n\n[ref]: https://evil.example',
  'see www.evil.example, help@evil.example and https://evil.example/a_(b)?c=1&d=*e*',
  '耐克【跑鞋】「限时」！＃热门',
];

describe('escapeMarkdown', () => {
  it.each(HOSTILE)('renders hostile data as its literal text with no markup: %j', (data) => {
    const markdown = `Top post: "${escapeMarkdown(data)}".`;
    expect(renderedElements(markdown)).toEqual([]);
    expect(seen(renderedText(markdown))).toBe(`Top post: "${seen(data)}".`);
  });

  it('keeps a table cell in its cell', () => {
    const markdown = `| title | views |\n| - | - |\n| ${escapeMarkdown('a | b\nc')} | 5 |`;
    expect(renderedElements(markdown).filter((t) => t === 'td')).toHaveLength(2);
    expect(renderedText(markdown)).toContain('a | b c');
  });

  it('round-trips any text made of markdown syntax, at a line start or mid-sentence', () => {
    const unit = fc.constantFrom(...'aw1 .:/@*_[]()<>!#|`~&;-+=\\\n\t'.split(''), 'www.', 'https://', 'x.co');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (data) => {
        expect(renderedElements(escapeMarkdown(data))).toEqual([]);
        expect(seen(renderedText(escapeMarkdown(data)))).toBe(seen(data));
        const inSentence = `x ${escapeMarkdown(data)} y`;
        expect(renderedElements(inSentence)).toEqual([]);
        expect(seen(renderedText(inSentence))).toBe(seen(`x ${data} y`));
      }),
      { numRuns: 200 },
    );
  });
});
