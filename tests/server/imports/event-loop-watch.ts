/**
 * The longest gap a loop still counts as free: reading the file on the main thread holds it for the whole read,
 * several seconds; on a loaded CI machine collector pauses alone have reached 1.7 s.
 */
export const FREE_LOOP_MAX_GAP_MS = 5_000;

/**
 * Watches the main event loop while work runs elsewhere: how often a 10 ms timer fired and the longest gap
 * between two of its turns. A loop held by the work shows as few ticks and a long gap.
 */
export function watchEventLoop() {
  const started = performance.now();
  let last = started;
  let ticks = 0;
  let maxGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxGapMs = Math.max(maxGapMs, now - last);
    last = now;
    ticks++;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      const now = performance.now();
      return { ticks, maxGapMs: Math.max(maxGapMs, now - last), elapsedMs: now - started };
    },
  };
}

/** A CSV of the import header and `rows` short post rows (too short to import, enough to count). */
export function bigPostsCsv(rows: number): Uint8Array<ArrayBuffer> {
  const lines = ['platform,post_id,title,post_time,views,likes,comments,channel_title'];
  for (let i = 0; i < rows; i++) lines.push(`youtube,p${i}`);
  return new TextEncoder().encode(lines.join('\n'));
}
