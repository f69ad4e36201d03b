/**
 * How the offline model paces its text: a word is due every `wordMs` from the start of the text (the first at
 * once), and a frame goes out every `frameMs` carrying every word due by then. Each frame costs the server the
 * same whatever it carries (one event through the AI SDK's streams, one socket write), so a frame of several
 * words is far cheaper than a word per event, and a frame woken late (a busy server) carries more words rather
 * than falling behind.
 */
export interface TextPacing {
  wordMs: number;
  frameMs: number;
}

/** How many words, of `total`, are due `elapsedMs` after the text started; at least one more than `sent`. */
export function wordsDue(pacing: TextPacing, elapsedMs: number, sent: number, total: number): number {
  const due = Math.floor(elapsedMs / pacing.wordMs) + 1;
  return Math.min(total, Math.max(sent + 1, due));
}
