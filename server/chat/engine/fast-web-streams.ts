import { ReadableStream, TransformStream, WritableStream } from 'web-streams-polyfill';

/**
 * Puts the WHATWG reference implementation of web streams in place of Node's, in the thread that calls it. Node
 * 20 makes every web stream transferable to other threads as it is built (`makeTransferable`): ~50 µs for each
 * TransformStream, of which the AI SDK builds dozens per turn; it was a ninth of a chat thread's work, and a
 * turn's opening costs ~40 % less without it (decision 144). Only for the offline model's thread: a provider's
 * answer arrives as Node's own streams (fetch, TextDecoderStream), which do not pipe into these. Node 22 builds
 * streams without that cost; this goes when the studio moves to it.
 */
export function installFastWebStreams(): void {
  Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream });
}
