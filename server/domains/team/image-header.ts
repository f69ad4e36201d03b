/** The image types a team logo may be. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * What an uploaded image is, decided by its bytes (spec §5: never by the file name or the declared type), and
 * its size in pixels from its header. Only raster formats a browser shows safely: PNG, JPEG, GIF and WebP.
 * Null when the bytes are none of them, or their header is cut short.
 */
export interface ImageHeader {
  contentType: (typeof LOGO_CONTENT_TYPES)[number];
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, PNG_SIGNATURE)) return png(bytes, view);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes, view);
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return gif(bytes, view);
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return webp(bytes, view);
  return null;
}

function png(bytes: Uint8Array, view: DataView): ImageHeader | null {
  // The first chunk is IHDR: length (4), type (4), width (4), height (4).
  if (bytes.length < 24 || !startsWith(bytes, ascii('IHDR'), 12)) return null;
  return { contentType: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(bytes: Uint8Array, view: DataView): ImageHeader | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers that stand alone without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { contentType: 'image/jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    // Start of scan before any frame: not a JPEG we can size.
    if (marker === 0xda) return null;
    at += 2 + length;
  }
  return null;
}

function gif(bytes: Uint8Array, view: DataView): ImageHeader | null {
  if (bytes.length < 10) return null;
  return { contentType: 'image/gif', width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

const uint24 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);

function webp(bytes: Uint8Array, view: DataView): ImageHeader | null {
  // RIFF header (12), then the first chunk: its type (4), size (4) and data from byte 20.
  if (bytes.length < 30) return null;
  if (startsWith(bytes, ascii('VP8 '), 12)) {
    // Lossy: frame tag (3), start code 9d 01 2a, then 14-bit width and height.
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return {
      contentType: 'image/webp',
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
    };
  }
  if (startsWith(bytes, ascii('VP8L'), 12)) {
    // Lossless: signature 0x2f, then width − 1 and height − 1 in 14 bits each.
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { contentType: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(bytes, ascii('VP8X'), 12)) {
    // Extended: flags (4), then canvas width − 1 and height − 1 in 24 bits each.
    return { contentType: 'image/webp', width: uint24(bytes, 24) + 1, height: uint24(bytes, 27) + 1 };
  }
  return null;
}
