import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';

/**
 * A file of named typed arrays behind a JSON header, read back as views of one buffer: no parsing and no copy,
 * so tens of megabytes of index load in milliseconds. Written to a temporary name and renamed, so a reader
 * sees a whole file or none, also when several processes write the same one. For files that can be made again
 * (caches): not flushed to the disk (an fsync of tens of megabytes held up other writes to the disk meanwhile),
 * so after a power loss a file may be torn; each array's CRC-32 tells, and such a file is refused.
 *
 * Layout: MAGIC, the header's byte length (u32, little-endian), the header (UTF-8 JSON), then each array at an
 * offset that is a multiple of 8.
 */
const MAGIC = Buffer.from('BSTA1\n');
const ALIGN = 8;

const KINDS = {
  u8: Uint8Array,
  u32: Uint32Array,
  f32: Float32Array,
  f64: Float64Array,
} as const;
type Kind = keyof typeof KINDS;
export type StoredArray = Uint8Array | Uint32Array | Float32Array | Float64Array;

interface Layout {
  name: string;
  kind: Kind;
  offset: number;
  length: number;
  crc: number;
}

const kindOf = (array: StoredArray): Kind =>
  (Object.keys(KINDS) as Kind[]).find((kind) => array instanceof KINDS[kind])!;
const aligned = (n: number) => Math.ceil(n / ALIGN) * ALIGN;
const bytesOf = (array: StoredArray) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

export async function writeTypedArrayFile(
  file: string,
  header: unknown,
  arrays: Record<string, StoredArray>,
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const crcs = Object.fromEntries(
    Object.entries(arrays).map(([name, array]) => [name, crc32(bytesOf(array))]),
  );
  const layout: Layout[] = [];
  const headerOf = () => Buffer.from(JSON.stringify({ header, arrays: layout }));
  // The header holds the offsets, which depend on the header's length: lay out, measure, and again if it grew.
  let start = 0;
  for (let headerBytes = 0; ;) {
    start = aligned(MAGIC.length + 4 + headerBytes);
    let offset = start;
    layout.length = 0;
    for (const [name, array] of Object.entries(arrays)) {
      layout.push({ name, kind: kindOf(array), offset, length: array.length, crc: crcs[name]! });
      offset = aligned(offset + array.byteLength);
    }
    const measured = headerOf().length;
    if (aligned(MAGIC.length + 4 + measured) === start) break;
    headerBytes = measured;
  }
  const headerText = headerOf();
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerText.length);

  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.write(Buffer.concat([MAGIC, length, headerText]), 0, undefined, 0);
    for (const { name, offset } of layout) await handle.write(bytesOf(arrays[name]!), 0, undefined, offset);
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, file);
}

export type TypedArrayFile =
  { ok: true; header: unknown; arrays: Map<string, StoredArray> } | { ok: false; reason: string };

/** The file's header and arrays; `ok: false` with the reason when it is missing, truncated or not such a file. */
export async function readTypedArrayFile(file: string): Promise<TypedArrayFile> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    return { ok: false, reason: (error as NodeJS.ErrnoException).code ?? String(error) };
  }
  if (bytes.length < MAGIC.length + 4 || !bytes.subarray(0, MAGIC.length).equals(MAGIC))
    return { ok: false, reason: 'not an array file' };
  const headerEnd = MAGIC.length + 4 + bytes.readUInt32LE(MAGIC.length);
  if (headerEnd > bytes.length) return { ok: false, reason: 'truncated header' };
  let parsed: { header: unknown; arrays: Layout[] };
  try {
    parsed = JSON.parse(bytes.toString('utf8', MAGIC.length + 4, headerEnd)) as typeof parsed;
  } catch {
    return { ok: false, reason: 'unreadable header' };
  }
  // Views need their offsets aligned in the underlying ArrayBuffer, which a pooled Buffer may not be.
  const buffer: Uint8Array<ArrayBuffer> =
    bytes.byteOffset % ALIGN === 0
      ? new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length)
      : new Uint8Array(bytes);
  const arrays = new Map<string, StoredArray>();
  for (const { name, kind, offset, length, crc } of parsed.arrays) {
    const Kind = KINDS[kind];
    if (!Kind || offset % ALIGN !== 0 || offset + length * Kind.BYTES_PER_ELEMENT > buffer.length)
      return { ok: false, reason: `array ${name} outside the file` };
    const array = new Kind(buffer.buffer, buffer.byteOffset + offset, length);
    if (crc32(bytesOf(array)) !== crc) return { ok: false, reason: `array ${name} damaged` };
    arrays.set(name, array);
  }
  return { ok: true, header: parsed.header, arrays };
}
