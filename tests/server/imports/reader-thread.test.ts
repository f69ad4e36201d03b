import { afterEach, describe, expect, it } from 'vitest';
import {
  createReaderThread,
  type ReaderThread,
} from '../../../server/domains/imports/sheet-reader/reader-thread.ts';

let thread: ReaderThread | undefined;
afterEach(() => thread?.close());

const csv = (text: string) => new TextEncoder().encode(text);

describe('the reader thread', () => {
  it('refuses a file that runs it out of memory, and reads the next file in a new thread', async () => {
    thread = createReaderThread({ maxHeapMb: 64 });
    const lines = ['h'];
    for (let i = 0; i < 50_000; i++)
      lines.push(Array.from({ length: 27 }, (_, c) => `cell ${i} ${c} text`).join(','));
    expect(await thread.read('big.csv', csv(lines.join('\n')), 50_000)).toEqual({
      ok: false,
      message: 'it is too large to read. Split it into smaller files.',
      detail: 'reader thread ran out of memory',
      unexpected: false,
    });
    expect(await thread.read('small.csv', csv('h\n1\n'), 50_000)).toEqual({
      ok: true,
      sheet: { rows: [['h'], ['1']], rowNumbers: [1, 2], tooManyRows: false },
    });
  });

  it('answers every file still waiting when it is closed', async () => {
    thread = createReaderThread();
    const waiting = [thread.read('a.csv', csv('h\n1\n'), 10), thread.read('b.csv', csv('h\n2\n'), 10)];
    await thread.close();
    for (const outcome of await Promise.all(waiting)) expect(outcome.ok).toBe(false);
  });
});
