import { describe, expect, it } from 'vitest';
import {
  BodyTooLargeError,
  bytesSink,
  MultipartError,
  readMultipartBody,
  type FileSink,
} from '../../../server/lib/multipart-body.ts';

/** The body read with every file kept whole. */
const readWhole = (request: Request, maxBytes?: number) =>
  readMultipartBody(request.body!, request.headers.get('content-type'), () => bytesSink(), maxBytes);

/** A request as a browser sends a form, its body arriving in pieces of `pieceSize` bytes. */
async function formRequest(form: FormData, pieceSize: number, change?: (body: Buffer) => Buffer) {
  const encoded = new Request('http://studio.test/', { method: 'POST', body: form });
  let body: Buffer = Buffer.from(await encoded.arrayBuffer());
  if (change) body = change(body);
  return bodyRequest(body, encoded.headers.get('content-type')!, pieceSize);
}

function bodyRequest(body: Buffer, contentType: string, pieceSize: number) {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(at, (at += pieceSize))));
    },
  });
  return new Request('http://studio.test/', {
    method: 'POST',
    body: stream,
    headers: { 'content-type': contentType, 'content-length': String(body.length) },
    duplex: 'half',
  } as RequestInit);
}

const everyByte = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256));

function sampleForm() {
  const form = new FormData();
  form.set('name', '十月 Meta 导出, "Q4"');
  form.set('client_id', 'c-1');
  // Bytes that look like a delimiter's start, CRLFs and NULs must come back as they were.
  const content = Buffer.concat([Buffer.from('a,b\r\n--\r\n\r\n1,2\r\n'), everyByte, Buffer.from('\r\n-')]);
  form.set('file', new Blob([content]), 'Meta "October".csv');
  return { form, content };
}

describe('reading a multipart body a piece at a time', () => {
  it.each([1, 7, 64, 65_536])('reads the fields and the file, in pieces of %i bytes', async (size) => {
    const { form, content } = sampleForm();
    const body = await readWhole(await formRequest(form, size));
    expect({ ...body.fields }).toEqual({ name: '十月 Meta 导出, "Q4"', client_id: 'c-1' });
    expect(body.files.file?.name).toBe('Meta "October".csv');
    expect(Buffer.from(body.files.file!.content).equals(content)).toBe(true);
  });

  it('reads a 36 MB file whole', async () => {
    const big = Buffer.alloc(36 * 1024 * 1024, 'x');
    const form = new FormData();
    form.set('file', new Blob([big]), 'big.csv');
    const body = await readWhole(await formRequest(form, 65_536));
    expect(body.files.file?.content.length).toBe(big.length);
  });

  it("hands a file's bytes to its sink as they arrive, one write at a time, never the whole file", async () => {
    const big = Buffer.alloc(4 * 1024 * 1024, 'y');
    const form = new FormData();
    form.set('name', 'n');
    form.set('file', new Blob([big]), 'big.csv');
    const request = await formRequest(form, 65_536);
    const writes: number[] = [];
    let writing = false;
    let overlapped = false;
    const slowSink: FileSink<number> = {
      async write(bytes) {
        overlapped ||= writing;
        writing = true;
        writes.push(bytes.length);
        await new Promise((resolve) => setImmediate(resolve));
        writing = false;
      },
      end: () => writes.reduce((a, b) => a + b, 0),
    };
    const body = await readMultipartBody(request.body!, request.headers.get('content-type'), () => slowSink);
    expect(body.files.file?.content).toBe(big.length);
    expect(body.fields.name).toBe('n');
    expect(overlapped).toBe(false);
    expect(writes.length).toBeGreaterThan(60);
    expect(Math.max(...writes)).toBeLessThanOrEqual(65_536);
  });

  it('stops reading past the byte limit, and refuses overlong headers and text fields', async () => {
    const form = new FormData();
    form.set('file', new Blob([Buffer.alloc(1024 * 1024, 'z')]), 'big.csv');
    const encoded = Buffer.from(
      await new Request('http://studio.test/', { method: 'POST', body: form }).arrayBuffer(),
    );
    const contentType = new Request('http://studio.test/', { method: 'POST', body: form }).headers.get(
      'content-type',
    );
    let pulled = 0;
    async function* pieces() {
      for (let at = 0; at < encoded.length; at += 65_536) {
        pulled++;
        yield encoded.subarray(at, at + 65_536);
      }
    }
    await expect(readMultipartBody(pieces(), contentType, () => bytesSink(), 200_000)).rejects.toThrow(
      BodyTooLargeError,
    );
    expect(pulled).toBe(4);

    const longHeader = `--x\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${'p'.repeat(20_000)}\r\n\r\nv\r\n--x--\r\n`;
    await expect(
      readWhole(bodyRequest(Buffer.from(longHeader), 'multipart/form-data; boundary=x', 4096)),
    ).rejects.toThrow(MultipartError);
    const longField = `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'v'.repeat(70_000)}\r\n--x--\r\n`;
    await expect(
      readWhole(bodyRequest(Buffer.from(longField), 'multipart/form-data; boundary=x', 4096)),
    ).rejects.toThrow(MultipartError);
  });

  it('keeps a field named __proto__ as a field, the last of a name winning', async () => {
    const form = new FormData();
    form.append('__proto__', 'x');
    form.append('name', 'first');
    form.append('name', 'second');
    const body = await readWhole(await formRequest(form, 5));
    expect(Object.getPrototypeOf(body.fields)).toBeNull();
    expect(body.fields.__proto__).toBe('x');
    expect(body.fields.name).toBe('second');
  });

  it('refuses what is not multipart, a body cut short, and a part without a name', async () => {
    const refused = (request: Request) => expect(readWhole(request)).rejects.toThrow(MultipartError);
    await refused(bodyRequest(Buffer.from('{"a":1}'), 'application/json', 10));
    await refused(bodyRequest(Buffer.from('--x\r\n'), 'multipart/form-data', 10));
    const { form } = sampleForm();
    await refused(await formRequest(form, 100, (body) => body.subarray(0, body.length - 10)));
    const nameless = '--x\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--x--\r\n';
    await refused(bodyRequest(Buffer.from(nameless), 'multipart/form-data; boundary=x', 3));
    const headerless = '--x\r\nvalue\r\n--x--\r\n';
    await refused(bodyRequest(Buffer.from(headerless), 'multipart/form-data; boundary="x"', 3));
  });

  it('reads a quoted boundary, an empty file input, and ignores the preamble and the epilogue', async () => {
    const text =
      'preamble\r\n--b"1\r\nContent-Disposition: form-data; name="a"\r\n\r\none\r\n' +
      '--b"1\r\ncontent-disposition: form-data; name=file; filename=""\r\n\r\n\r\n--b"1--\r\nepilogue --b"1\r\n';
    const body = await readWhole(
      bodyRequest(Buffer.from(text.replaceAll('b"1', 'b1')), 'multipart/form-data; boundary="b1"', 4),
    );
    expect({ ...body.fields }).toEqual({ a: 'one' });
    expect(body.files.file?.name).toBe('');
    expect(body.files.file?.content.length).toBe(0);
  });

  it('passes the error of the stream on (a body limit)', async () => {
    const failing = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.error(new RangeError('over the limit')),
    });
    const request = new Request('http://studio.test/', {
      method: 'POST',
      body: failing,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    await expect(readWhole(request)).rejects.toThrow(RangeError);
  });
});
