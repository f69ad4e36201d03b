/** Values that are not plain JSON: the request encoder (encode-request.ts) writes each one its own way. */

/** Marks a property to leave out. */
export const MISSING = Symbol('missing');

/** JSON text spliced into a body as it is (nesting too deep to build as a value, bad literals). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Bytes spliced into a body, query or form field as they are: text with invalid UTF-8. */
export class RawBytes {
  constructor(readonly bytes: Uint8Array) {}
}

/** A multipart file part; without a file name it is sent as a plain text field. */
export class FilePart {
  constructor(
    readonly bytes: Uint8Array,
    readonly fileName: string | undefined,
    readonly contentType = 'application/octet-stream',
  ) {}
}
