import { DAMAGED_WORKBOOK, UnreadableFile } from './unreadable-file.ts';

/** What a part reader does with the XML it is fed. Names are local: a namespace prefix (`x:c`) is dropped. */
export interface XmlHandler {
  /** `attributes` is the raw text after the name; read it with `attribute()`. */
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Character data with entities decoded; CDATA as written. */
  text(text: string): void;
}

/**
 * No tag or run of text in a spreadsheet part is this long (Excel's cells stop at 32,767 characters); a longer
 * one means a damaged or hostile file, and refusing it keeps the scanner's buffer small.
 */
const MAX_TOKEN_CHARS = 1_000_000;

const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, hex: string | undefined, dec: string | undefined, name?: string) => {
    if (name) return NAMED[name]!;
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The decoded value of attribute `name` (local name, any prefix) in a tag's raw attribute text. */
export function attribute(attributes: string, name: string): string | undefined {
  let from = 0;
  for (;;) {
    const at = attributes.indexOf(name, from);
    if (at === -1) return undefined;
    from = at + name.length;
    const before = at === 0 ? ' ' : attributes[at - 1]!;
    if (before !== ' ' && before !== ':' && before !== '\t' && before !== '\n' && before !== '\r') continue;
    let i = from;
    while (attributes[i] === ' ') i++;
    if (attributes[i] !== '=') continue;
    i++;
    while (attributes[i] === ' ') i++;
    const quote = attributes[i];
    if (quote !== '"' && quote !== "'") continue;
    const end = attributes.indexOf(quote, i + 1);
    if (end === -1) return undefined;
    return decodeEntities(attributes.slice(i + 1, end));
  }
}

const localName = (qualified: string) => {
  const colon = qualified.indexOf(':');
  return colon === -1 ? qualified : qualified.slice(colon + 1);
};

function isNameEnd(code: number): boolean {
  // space, tab, newline, carriage return, '/', '>'
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 47 || code === 62;
}

/**
 * A streaming XML scanner for spreadsheet parts: text is fed in pieces as it is inflated, and each complete tag
 * or text run goes to the handler at once, so a part of any size is read in constant memory. It reads the XML
 * that spreadsheet writers produce (elements, attributes, the five entities and character references, CDATA,
 * comments, processing instructions) and refuses a DOCTYPE, which no spreadsheet has: no entity is ever
 * expanded beyond the built-in five.
 */
export class XmlScanner {
  private rest = '';

  constructor(private readonly handler: XmlHandler) {}

  write(piece: string): void {
    const buf = this.rest === '' ? piece : this.rest + piece;
    let i = 0;
    const n = buf.length;
    while (i < n) {
      const lt = buf.indexOf('<', i);
      if (lt === -1) break; // text running on into the next piece
      if (lt > i) this.handler.text(decodeEntities(buf.slice(i, lt)));
      i = lt;
      const end = this.tag(buf, lt);
      if (end === -1) break;
      i = end;
    }
    this.rest = i < n ? buf.slice(i) : '';
    if (this.rest.length > MAX_TOKEN_CHARS)
      throw new UnreadableFile(DAMAGED_WORKBOOK, `an XML token is longer than ${MAX_TOKEN_CHARS} characters`);
  }

  /** The end of the input: anything left over is a tag cut short (text after the root is ignored). */
  end(): void {
    if (this.rest.includes('<')) throw new UnreadableFile(DAMAGED_WORKBOOK, 'the XML ends inside a tag');
    this.rest = '';
  }

  /** Handles the markup starting at `lt`; returns where it ends, or -1 when it is not complete yet. */
  private tag(buf: string, lt: number): number {
    const next = buf.charCodeAt(lt + 1);
    if (next === 33 /* ! */) return this.declaration(buf, lt);
    if (next === 63 /* ? */) {
      const end = buf.indexOf('?>', lt + 2);
      return end === -1 ? -1 : end + 2;
    }
    const gt = this.tagEnd(buf, lt + 1);
    if (gt === -1) return -1;
    if (next === 47 /* / */) {
      this.handler.close(localName(buf.slice(lt + 2, gt).trimEnd()));
      return gt + 1;
    }
    let nameEnd = lt + 1;
    while (nameEnd < gt && !isNameEnd(buf.charCodeAt(nameEnd))) nameEnd++;
    if (nameEnd === lt + 1) throw new UnreadableFile(DAMAGED_WORKBOOK, 'a tag without a name');
    const selfClosing = buf.charCodeAt(gt - 1) === 47;
    const name = localName(buf.slice(lt + 1, nameEnd));
    this.handler.open(name, buf.slice(nameEnd, selfClosing ? gt - 1 : gt), selfClosing);
    if (selfClosing) this.handler.close(name);
    return gt + 1;
  }

  /** The `>` that ends a tag, skipping any inside quoted attribute values; -1 when it is not here yet. */
  private tagEnd(buf: string, from: number): number {
    let quote = 0;
    for (let i = from; i < buf.length; i++) {
      const code = buf.charCodeAt(i);
      if (quote !== 0) {
        if (code === quote) quote = 0;
      } else if (code === 34 || code === 39) quote = code;
      else if (code === 62) return i;
      else if (code === 60) throw new UnreadableFile(DAMAGED_WORKBOOK, 'a tag is not closed');
    }
    return -1;
  }

  private declaration(buf: string, lt: number): number {
    if (buf.startsWith('<!--', lt)) {
      const end = buf.indexOf('-->', lt + 4);
      return end === -1 ? -1 : end + 3;
    }
    if (buf.startsWith('<![CDATA[', lt)) {
      const end = buf.indexOf(']]>', lt + 9);
      if (end === -1) return -1;
      this.handler.text(buf.slice(lt + 9, end));
      return end + 3;
    }
    if (buf.length - lt < 9) return -1; // too short yet to tell
    throw new UnreadableFile(DAMAGED_WORKBOOK, `unexpected markup ${JSON.stringify(buf.slice(lt, lt + 12))}`);
  }
}
