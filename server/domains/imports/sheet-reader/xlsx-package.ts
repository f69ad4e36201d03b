import { XmlScanner, type XmlHandler } from './xml-scanner.ts';
import { DAMAGED_WORKBOOK, UnreadableFile } from './unreadable-file.ts';
import { inflateEntry, InflateBudget, zipEntries, type ZipEntry } from './zip-archive.ts';

/** The parts of one workbook file, read on demand and all against one inflation budget. */
export class XlsxPackage {
  private readonly entries: Map<string, ZipEntry>;
  private readonly budget: InflateBudget;

  constructor(
    private readonly bytes: Uint8Array,
    maxInflatedBytes: number,
  ) {
    this.entries = zipEntries(bytes);
    this.budget = new InflateBudget(maxInflatedBytes);
  }

  /**
   * Streams the XML of part `path` (no leading slash) through `handler`; false when there is no such part.
   * With `done`, the part is read in part: `done` is asked after every piece, and once it answers true the rest
   * is never inflated. Without it the part is read whole, and refused at once if it declares more than is left.
   */
  scan(path: string, handler: XmlHandler, done?: () => boolean): boolean {
    const entry = this.entries.get(path.toLowerCase());
    if (!entry) return false;
    if (!done) this.budget.reserve(entry);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const scanner = new XmlScanner(handler);
    const decode = (piece?: Uint8Array) => {
      try {
        return piece ? decoder.decode(piece, { stream: true }) : decoder.decode();
      } catch {
        throw new UnreadableFile(DAMAGED_WORKBOOK, `${path} is not UTF-8`);
      }
    };
    inflateEntry(this.bytes, entry, this.budget, (piece) => {
      scanner.write(decode(piece));
      return !done?.();
    });
    if (!done?.()) {
      scanner.write(decode());
      scanner.end();
    }
    return true;
  }
}

/** Part path `target` as seen from the folder `base` (`xl/`); a leading slash starts at the package root. */
export function resolvePart(base: string, target: string): string {
  const segments = target.startsWith('/') ? [] : base.split('/').filter(Boolean);
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}
