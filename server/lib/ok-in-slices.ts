import type { Context } from 'hono';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ok } from './errors.ts';
import { SLICE_MS } from './in-slices.ts';
import { JSON_CONTENT_TYPE, OK_ENVELOPE_HEAD, OK_ENVELOPE_TAIL } from './ok-envelope.ts';
import { Utf8Chunks } from './utf8-chunks.ts';

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

/**
 * Writes the pieces that fit in one slice of the event loop (at least one) as bytes; whether they were the last.
 * The slice's time counts the encoding too, which for a large answer costs as much as its JSON.
 */
function writeSlice(pieces: Iterator<string>, out: Utf8Chunks): boolean {
  const start = performance.now();
  for (;;) {
    const next = pieces.next();
    if (next.done) return true;
    out.write(next.value);
    if (performance.now() - start > SLICE_MS) return false;
  }
}

/**
 * `ok(c, data)` for answers with lists: written at once when that takes under a slice of the event loop,
 * otherwise sent as it is written, a slice at a time with a turn for other requests between two. An AD
 * dashboard's 23 components took 8 ms to stringify and 10–15 ms more to encode and hand to the socket in one
 * piece (docs/performance.md). The text is encoded as it is written, so a slice's time is all of its work.
 */
export function okInSlices(c: Context, data: unknown): Response {
  const lists = listKeys(data);
  if (lists.size === 0) return ok(c, data);
  const pieces = envelopePieces(data as Record<string, unknown>, lists);
  const out = new Utf8Chunks();
  if (writeSlice(pieces, out)) return c.body(out.whole(), 200, JSON_CONTENT_TYPE);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of out.take(false)) controller.enqueue(chunk);
    },
    async pull(controller) {
      await nextTurn();
      try {
        const done = writeSlice(pieces, out);
        for (const chunk of out.take(done)) controller.enqueue(chunk);
        if (done) controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return c.body(body, 200, JSON_CONTENT_TYPE);
}
