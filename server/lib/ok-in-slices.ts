import type { Context } from 'hono';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ok } from './errors.ts';
import { SLICE_MS } from './in-slices.ts';
import { JSON_CONTENT_TYPE, OK_ENVELOPE_HEAD, OK_ENVELOPE_TAIL } from './ok-envelope.ts';

const encoder = new TextEncoder();

/**
 * The keys of the data's lists, which are written an element at a time: an element can be large (a component
 * with its rows), so even a short list is.
 */
function listKeys(data: unknown): Set<string> {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || 'toJSON' in data) return new Set();
  return new Set(
    Object.entries(data)
      .filter(([, value]) => Array.isArray(value) && value.length > 1)
      .map(([key]) => key),
  );
}

/** The text of `JSON.stringify({ code, data, message })` (errors.ts `ok`), the lists an element a piece. */
function* envelopePieces(data: Record<string, unknown>, lists: Set<string>): Generator<string> {
  yield `${OK_ENVELOPE_HEAD}{`;
  let comma = '';
  for (const [key, value] of Object.entries(data)) {
    if (lists.has(key)) {
      const items = value as unknown[];
      yield `${comma}${JSON.stringify(key)}:[`;
      for (let i = 0; i < items.length; i++) yield (i ? ',' : '') + (JSON.stringify(items[i]) ?? 'null');
      yield ']';
    } else {
      const text = JSON.stringify(value) as string | undefined;
      if (text === undefined) continue;
      yield `${comma}${JSON.stringify(key)}:${text}`;
    }
    comma = ',';
  }
  yield `}${OK_ENVELOPE_TAIL}`;
}

/** The pieces that fit in one slice of the event loop (at least one), and whether they were the last. */
function takeSlice(pieces: Iterator<string>): { text: string; done: boolean } {
  const start = performance.now();
  let text = '';
  for (;;) {
    const next = pieces.next();
    if (next.done) return { text, done: true };
    text += next.value;
    if (performance.now() - start > SLICE_MS) return { text, done: false };
  }
}

/**
 * `ok(c, data)` for answers with lists: written at once when that takes under a slice of the event loop,
 * otherwise sent as it is written, a slice at a time with a turn for other requests between two. An AD
 * dashboard's 23 components took 8 ms to stringify and 10–15 ms more to encode and hand to the socket in one
 * piece (docs/performance.md).
 */
export function okInSlices(c: Context, data: unknown): Response {
  const lists = listKeys(data);
  if (lists.size === 0) return ok(c, data);
  const pieces = envelopePieces(data as Record<string, unknown>, lists);
  const first = takeSlice(pieces);
  if (first.done) return c.body(first.text, 200, JSON_CONTENT_TYPE);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first.text));
    },
    async pull(controller) {
      await nextTurn();
      try {
        const slice = takeSlice(pieces);
        if (slice.text) controller.enqueue(encoder.encode(slice.text));
        if (slice.done) controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return c.body(body, 200, JSON_CONTENT_TYPE);
}
