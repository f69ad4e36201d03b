import { describe, expect, it } from 'vitest';
import { UTF8_CHUNK_CHARS, Utf8Chunks } from '../../../server/lib/utf8-chunks.ts';

const decoded = (chunks: readonly (string | Uint8Array)[]) =>
  chunks.map((c) => (typeof c === 'string' ? c : Buffer.from(c).toString('utf8'))).join('');

describe('Utf8Chunks', () => {
  it('keeps short text as text, never encoded', () => {
    const out = new Utf8Chunks();
    out.write('{"a":');
    out.write('"二"}');
    expect(out.whole()).toBe('{"a":"二"}');
  });

  it('encodes as the text gathers, and what is taken is what was written, in order', () => {
    const out = new Utf8Chunks();
    const pieces = Array.from({ length: 3000 }, (_, n) => `{"n":${n},"t":"第${n}个 é 😀"},`);
    const taken: Uint8Array[] = [];
    pieces.forEach((piece, n) => {
      out.write(piece);
      if (n % 700 === 0) taken.push(...out.take(false));
    });
    // Encoded along the way, not all at the end.
    expect(taken.length).toBeGreaterThan(1);
    taken.push(...out.take(true));
    expect(decoded(taken)).toBe(pieces.join(''));
    expect(out.take(true)).toEqual([]);
  });

  it('never splits a character written in two pieces, and ends with whatever was left', () => {
    const out = new Utf8Chunks();
    const face = '😀';
    const taken: Uint8Array[] = [];
    out.write('x'.repeat(UTF8_CHUNK_CHARS - 1) + face[0]!);
    taken.push(...out.take(false));
    out.write(face[1]!);
    taken.push(...out.take(true));
    expect(decoded(taken)).toBe('x'.repeat(UTF8_CHUNK_CHARS - 1) + face);

    const lone = new Utf8Chunks();
    lone.write('a\ud83d');
    expect(decoded(lone.take(true))).toBe('a\ufffd');
  });

  it('joins everything into one piece of bytes once any was encoded', () => {
    const out = new Utf8Chunks();
    const text = '引号'.repeat(UTF8_CHUNK_CHARS);
    out.write(text);
    out.write('!');
    const whole = out.whole();
    expect(whole).toBeInstanceOf(Uint8Array);
    expect(decoded([whole])).toBe(`${text}!`);
  });
});
