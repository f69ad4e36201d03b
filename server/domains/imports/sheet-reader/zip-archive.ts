import { Inflate } from 'fflate';
import { DAMAGED_WORKBOOK, NOT_A_WORKBOOK, UnreadableFile } from './unreadable-file.ts';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  /** The size the archive declares; the reader holds the entry to it. */
  size: number;
  localHeader: number;
}

/**
 * The total bytes inflated from one file. Counted as the bytes come out, never taken from the sizes the archive
 * declares (a zip bomb lies about them), and refused the moment it passes the limit.
 */
export class InflateBudget {
  private spent = 0;

  constructor(readonly limit: number) {}

  take(bytes: number): void {
    this.spent += bytes;
    if (this.spent > this.limit) throw this.exceeded(`inflated more than ${this.limit} bytes`);
  }

  /** Refuses an entry that is to be read whole at once when its declared size alone is over the budget. */
  reserve(entry: ZipEntry): void {
    if (this.spent + entry.size > this.limit)
      throw this.exceeded(`${entry.name} declares ${entry.size} bytes`);
  }

  private exceeded(detail: string): UnreadableFile {
    const limit = `${Math.round(this.limit / 1_000_000)} MB`;
    return new UnreadableFile(`it unpacks to more than ${limit}. Split it into smaller files.`, detail);
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
/** Compressed bytes handed to the inflater at a time: deflate inflates at most ~1,032×, so ≤ 2 MB at once. */
const INFLATE_SLICE = 2048;

const notAWorkbook = (detail: string) => new UnreadableFile(NOT_A_WORKBOOK, `zip: ${detail}`);

/**
 * The entries of a zip archive held in memory, found through its central directory (the local headers of a
 * streamed zip carry no sizes), by lower-case name: part names of a workbook ignore case.
 */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at--)
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  if (end === -1) throw notAWorkbook('no end of central directory');
  const count = view.getUint16(end + 10, true);
  const directory = view.getUint32(end + 16, true);
  if (count === 0xffff || directory === 0xffffffff) throw notAWorkbook('zip64 is not read');

  const names = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  let at = directory;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_HEADER)
      throw notAWorkbook(`central directory entry ${i} is missing`);
    const nameLength = view.getUint16(at + 28, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name.toLowerCase(), {
      name,
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localHeader: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * Hands the content of one entry to `take` piece by piece as it is inflated; `take` answers false to stop
 * early, and the rest of the entry is never inflated. An entry that inflates past its declared size is refused
 * there: a valid zip declares it exactly, a zip bomb understates it.
 */
export function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  take: (piece: Uint8Array) => boolean,
): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localHeader;
  if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_HEADER)
    throw notAWorkbook(`no local header for ${entry.name}`);
  if (entry.flags & 1) throw notAWorkbook(`${entry.name} is encrypted`);
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw notAWorkbook(`${entry.name} runs past the end of the file`);
  const data = bytes.subarray(start, end);

  if (entry.method === 0) {
    budget.take(data.length);
    take(data);
    return;
  }
  if (entry.method !== 8) throw notAWorkbook(`${entry.name} uses compression method ${entry.method}`);

  let wanted = true;
  let inflated = 0;
  const inflater = new Inflate((piece) => {
    if (!wanted || piece.length === 0) return;
    inflated += piece.length;
    if (inflated > entry.size)
      throw new UnreadableFile(
        DAMAGED_WORKBOOK,
        `${entry.name} inflates past its declared ${entry.size} bytes`,
      );
    budget.take(piece.length);
    wanted = take(piece);
  });
  for (let at = 0; at < data.length && wanted; at += INFLATE_SLICE) {
    const last = at + INFLATE_SLICE >= data.length;
    try {
      inflater.push(data.subarray(at, at + INFLATE_SLICE), last);
    } catch (error) {
      if (error instanceof UnreadableFile) throw error;
      throw new UnreadableFile(DAMAGED_WORKBOOK, `inflating ${entry.name}: ${String(error)}`);
    }
  }
}
