/** Text is encoded each time this many characters have gathered: a short rope to flatten, a few writes to send. */
export const UTF8_CHUNK_CHARS = 16 * 1024;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Text written a piece at a time and encoded as UTF-8 every UTF8_CHUNK_CHARS characters. Joining every piece into
 * one string made a rope that the socket's write flattened and encoded in one go after the last piece: for an AD
 * dashboard's 400 kB answer 5–10 ms of the event loop in one turn, after its JSON had been written in slices
 * (docs/performance.md). Encoding as it goes puts that cost in the slice that wrote the text.
 */
export class Utf8Chunks {
  private encoded: Uint8Array<ArrayBuffer>[] = [];
  private pending = '';

  write(text: string): void {
    this.pending += text;
    if (this.pending.length >= UTF8_CHUNK_CHARS) this.encodePending(false);
  }

  /** The bytes written since the last take, in order; `last`: nothing more will be written. */
  take(last: boolean): Uint8Array<ArrayBuffer>[] {
    this.encodePending(last);
    const taken = this.encoded;
    this.encoded = [];
    return taken;
  }

  /** Everything written, in one piece: the text itself while it is short enough never to have been encoded. */
  whole(): string | Uint8Array<ArrayBuffer> {
    if (this.encoded.length === 0) return this.pending;
    return Buffer.concat(this.take(true));
  }

  private encodePending(last: boolean): void {
    // The first half of a character written in two pieces waits for its second.
    const keep = !last && isHighSurrogate(this.pending.charCodeAt(this.pending.length - 1)) ? 1 : 0;
    if (this.pending.length === keep) return;
    this.encoded.push(Buffer.from(this.pending.slice(0, this.pending.length - keep), 'utf8'));
    this.pending = this.pending.slice(this.pending.length - keep);
  }
}
