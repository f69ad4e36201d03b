import { needsBoundary, normalizeWord, type NormalizedText } from './normalized-text.ts';

interface Pattern<T> {
  length: number;
  checkStart: boolean;
  checkEnd: boolean;
  value: T;
}

/**
 * Finds many words in a text in one pass (Aho–Corasick over the normalized text's UTF-16 units), so a few
 * hundred rules cost about what one does. A word that starts (ends) with a letter or digit of a spaced script
 * must start (end) on a word boundary, "men" is not found in "women"; one in Han, kana or Hangul is found
 * anywhere, "女性" in "25岁女性用户".
 */
export class WordMatcher<T> {
  private readonly next: Map<number, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  private readonly out: Pattern<T>[][] = [[]];

  /** `word` is as written; a word that normalizes to nothing (only separators) is never found. */
  constructor(entries: Iterable<{ word: string; value: T }>) {
    for (const { word, value } of entries) {
      const key = normalizeWord(word);
      if (!key) continue;
      const first = String.fromCodePoint(key.codePointAt(0)!);
      const last = [...key.slice(-2)].pop()!;
      let node = 0;
      for (let i = 0; i < key.length; i++) {
        const code = key.charCodeAt(i);
        let child = this.next[node]!.get(code);
        if (child === undefined) {
          child = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.out.push([]);
          this.next[node]!.set(code, child);
        }
        node = child;
      }
      this.out[node]!.push({
        length: key.length,
        checkStart: needsBoundary(first),
        checkEnd: needsBoundary(last),
        value,
      });
    }
    this.link();
  }

  private link(): void {
    const queue: number[] = [...this.next[0]!.values()];
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head]!;
      for (const [code, child] of this.next[node]!) {
        let f = this.fail[node]!;
        while (f !== 0 && !this.next[f]!.has(code)) f = this.fail[f]!;
        const target = this.next[f]!.get(code);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        const inherited = this.out[this.fail[child]!]!;
        if (inherited.length) this.out[child] = [...this.out[child]!, ...inherited];
        queue.push(child);
      }
    }
  }

  /** Calls `found` for every word found in `text`, with where it starts; in order of where they end. */
  find(text: NormalizedText, found: (value: T, start: number, length: number) => void): void {
    const { text: s, boundary } = text;
    let node = 0;
    for (let i = 0; i < s.length; i++) {
      const code = s.charCodeAt(i);
      let child = this.next[node]!.get(code);
      while (child === undefined && node !== 0) {
        node = this.fail[node]!;
        child = this.next[node]!.get(code);
      }
      node = child ?? 0;
      const patterns = this.out[node]!;
      for (let p = 0; p < patterns.length; p++) {
        const pattern = patterns[p]!;
        const start = i + 1 - pattern.length;
        if (pattern.checkStart && !boundary[start]) continue;
        if (pattern.checkEnd && !boundary[i + 1]) continue;
        found(pattern.value, start, pattern.length);
      }
    }
  }
}
